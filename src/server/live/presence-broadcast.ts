import type { ServerMessage } from '../../shared/live/protocol';
import type { LiveConnection } from './live-connection';
import type { PresenceBoard } from './presence';

/**
 * Sends each world's presence list to its sockets, coalesced: every change in
 * a window of `delayMs` makes one list, serialized once, so 50 clients joining
 * together cost a handful of broadcasts instead of 50 × 50 messages. A socket
 * is never sent the list it already has.
 */
export class PresenceBroadcaster {
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private readonly lastSent = new WeakMap<LiveConnection, string>();

  constructor(
    private readonly board: PresenceBoard,
    private readonly connectionsOf: (worldId: string) => Iterable<LiveConnection>,
    private readonly delayMs: number,
  ) {}

  changed(worldId: string): void {
    this.pending.add(worldId);
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.delayMs);
    this.timer.unref();
  }

  flush(): void {
    this.timer = undefined;
    const worlds = [...this.pending];
    this.pending.clear();
    for (const worldId of worlds) {
      const message: ServerMessage = { type: 'presence', members: this.board.members(worldId) };
      const text = JSON.stringify(message);
      for (const connection of this.connectionsOf(worldId)) {
        if (connection.state !== 'ready' || this.lastSent.get(connection) === text) continue;
        this.lastSent.set(connection, text);
        connection.sendText(text);
      }
    }
  }

  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }
}
