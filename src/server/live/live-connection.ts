import crypto from 'node:crypto';
import WebSocket from 'ws';
import type { PresenceLocation, ServerMessage } from '../../shared/live/protocol';
import type { CurrentUser } from '../auth/authenticate';

const maxBufferedBytes = 8 * 1024 * 1024;
/** WebSocket close code 1013: the client reconnects with backoff. */
const tryAgainLater = 1013;

/**
 * waiting: connected, no `hello` yet · starting: hello being checked and
 * replayed · ready: streaming · closed: gone or being closed.
 */
export type ConnectionState = 'waiting' | 'starting' | 'ready' | 'closed';

/** One client's WebSocket and what the server knows about it. */
export class LiveConnection {
  readonly id = crypto.randomUUID();
  state: ConnectionState = 'waiting';
  user: CurrentUser | undefined;
  token = '';
  worldId = '';
  /** Every activity of the world up to this id has been sent (or covered by `reset`). */
  lastSentId = 0;
  /** Where the client says it is; an empty page until its first `presence`. */
  location: PresenceLocation = { page: '', documentId: null };
  since = '';
  /** Epoch ms of the last message or pong from the client (the idle timeout reads it). */
  lastHeardAt: number;
  /** Epoch ms the session was last confirmed live (revocation is re-checked from it). */
  sessionCheckedAt = 0;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    readonly socket: WebSocket,
    now: number,
  ) {
    this.lastHeardAt = now;
  }

  /** A getter, so that code awaiting between checks does not have TypeScript narrow `state` away. */
  get closed(): boolean {
    return this.state === 'closed';
  }

  send(message: ServerMessage): void {
    this.sendText(JSON.stringify(message));
  }

  /**
   * Sends an already serialized message (one fan-out serializes once for many
   * sockets). A client that stops reading would make the server buffer for it
   * without end; past `maxBufferedBytes` it is closed instead, and comes back
   * resuming from its last activity, so closing it loses nothing.
   */
  sendText(text: string): void {
    if (this.state === 'closed' || this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > maxBufferedBytes) {
      this.end(tryAgainLater);
      return;
    }
    this.socket.send(text);
  }

  /** Runs `action` after `ms` unless the connection ends first. */
  after(ms: number, action: () => void): void {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        if (this.state !== 'closed') action();
      },
      Math.min(ms, 2 ** 31 - 1),
    );
    timer.unref();
    this.timers.add(timer);
  }

  /**
   * Ends the connection: the `closed` message with a SPEC §8 code when there
   * is one, then the WebSocket close code. Returns false if it had ended already.
   */
  end(closeCode: number, code?: string): boolean {
    if (this.state === 'closed') return false;
    if (code) this.send({ type: 'closed', code });
    this.state = 'closed';
    this.clearTimers();
    if (
      this.socket.readyState === WebSocket.OPEN ||
      this.socket.readyState === WebSocket.CONNECTING
    ) {
      this.socket.close(closeCode);
    }
    return true;
  }

  /** The client went away (or was terminated): no message can be sent. */
  dropped(): boolean {
    if (this.state === 'closed') return false;
    this.state = 'closed';
    this.clearTimers();
    return true;
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
