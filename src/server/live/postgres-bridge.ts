import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema';
import type { LiveNoticeMessage } from '../../shared/live/protocol';
import type { PresenceBoard, PresenceEntry } from './presence';
import type { Wake } from './world-channels';
import {
  notifyChannels,
  parseNotice,
  presenceNotice,
  quoteIdentifier,
  syncPayloads,
  wakeNotice,
  type PresenceNotice,
  type WakeNotice,
  type WireItem,
} from './presence-wire';
import { reconnectDelay } from '../db/reconnect-delay';

/** What the bridge drives on this instance. */
export interface BridgeTarget {
  instanceId: string;
  board: PresenceBoard;
  wake(worldId: string, wake: Wake): void;
  /** Every world with open sockets reads the table again (after a gap in listening). */
  wakeAll(): void;
  /** Another instance's passing notice for the world's sockets here. */
  notice(worldId: string, message: LiveNoticeMessage): void;
}

export interface BridgeTimings {
  heartbeatMs: number;
  /** An instance not heard from for this long is taken for dead and its presence dropped. */
  silentAfterMs: number;
  reconnectBaseMs: number;
  reconnectMaxMs: number;
}

export const defaultBridgeTimings: BridgeTimings = {
  heartbeatMs: 5_000,
  silentAfterMs: 16_000,
  reconnectBaseMs: 250,
  reconnectMaxMs: 10_000,
};

/**
 * Live updates beyond one machine (DESIGN.md): instances sharing a PostgreSQL
 * database wake each other with NOTIFY after a commit, and each reads the
 * activity table itself; a notice carries no data, so a lost or doubled one
 * costs at most a read. Presence, which lives only in memory, travels as
 * small notices on a second channel, and so do passing notices (tiling
 * progress), which are never stored either.
 *
 * One dedicated connection LISTENs, and also sends the presence notices, so
 * that they arrive in the order they were made. If it drops, it comes back
 * with backoff; then every open world is read again and every instance is
 * asked for its presence, since whatever was said meanwhile went unheard.
 * Wake-ups go out through the pool: they must not wait for a reconnecting
 * listener, and their order does not matter.
 */
export class PostgresBridge {
  private client: pg.Client | undefined;
  private channels: { wake: string; presence: string } | undefined;
  private closed = false;
  private attempts = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly heardFrom = new Map<string, number>();
  /** World → whether access must be re-checked; sent once per world per turn of the event loop. */
  private readonly pendingWakes = new Map<string, boolean>();
  private wakeFlush: NodeJS.Immediate | undefined;
  /** The tail of the presence notices being sent on the listening connection. */
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly db: Kysely<DB>,
    private readonly target: BridgeTarget,
    private readonly log: FastifyBaseLogger,
    private readonly timings: BridgeTimings = defaultBridgeTimings,
  ) {}

  /** Listens before resolving when the database answers; otherwise keeps trying in the background. */
  async start(): Promise<void> {
    this.heartbeat = setInterval(() => this.beat(), this.timings.heartbeatMs);
    this.heartbeat.unref();
    await this.connect();
  }

  /** This instance committed a change in the world. */
  changed(worldId: string, checkAccess: boolean): void {
    if (this.closed) return;
    // Listening and not one other instance heard from: nobody to wake, so a lone instance
    // (and every test server, alone in its schema) sends no NOTIFY per commit. An instance
    // starting up says hello before it serves; the 30 s read of open worlds covers the
    // moment between its hello and our hearing it.
    if (this.client && this.heardFrom.size === 0) return;
    this.pendingWakes.set(worldId, (this.pendingWakes.get(worldId) ?? false) || checkAccess);
    this.wakeFlush ??= setImmediate(() => void this.flushWakes());
  }

  /** One of this instance's sockets joined, moved or left (`entry` undefined). */
  presence(worldId: string, connectionId: string, entry: PresenceEntry | undefined): void {
    const i = this.target.instanceId;
    this.send(
      entry
        ? { t: 'set', i, w: worldId, k: connectionId, e: entry }
        : { t: 'del', i, w: worldId, k: connectionId },
    );
  }

  /**
   * A passing notice made here (tiling progress) for the world's sockets on
   * the other instances. Best effort, like the notice itself: the state it
   * reports is in the rows too.
   */
  note(worldId: string, message: LiveNoticeMessage): void {
    if (this.closed || this.heardFrom.size === 0) return;
    this.send({ t: 'note', i: this.target.instanceId, w: worldId, m: message });
  }

  /** The other instances this one has heard from lately. */
  otherInstances(): string[] {
    return [...this.heardFrom.keys()];
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.reconnectTimer);
    if (this.wakeFlush) clearImmediate(this.wakeFlush);
    await this.flushWakes();
    const client = this.client;
    this.client = undefined;
    if (!client || !this.channels) return;
    const channel = this.channels.presence;
    // Others drop our presence now rather than after the silence timeout.
    await this.sending;
    await client
      .query('SELECT pg_notify($1, $2)', [
        channel,
        JSON.stringify({ t: 'bye', i: this.target.instanceId }),
      ])
      .catch(() => undefined);
    await client.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    this.reconnectTimer = undefined;
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => this.receive(message));
    try {
      this.channels ??= notifyChannels(await currentSchema(this.db));
      await client.connect();
      await client.query(
        `LISTEN ${quoteIdentifier(this.channels.wake)}; LISTEN ${quoteIdentifier(this.channels.presence)}`,
      );
    } catch (error) {
      this.log.warn(
        { err: error },
        'live updates: cannot listen for other instances yet, retrying',
      );
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    if (this.attempts > 0) this.log.info('live updates: listening for other instances again');
    this.client = client;
    this.attempts = 0;
    this.target.wakeAll();
    this.send({ t: 'hello', i: this.target.instanceId });
    this.sendSync();
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.log.warn(
      { err: error },
      'live updates: lost the connection that listens for other instances, reconnecting',
    );
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = reconnectDelay(
      this.attempts,
      this.timings.reconnectBaseMs,
      this.timings.reconnectMaxMs,
    );
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
    this.reconnectTimer.unref();
  }

  private receive(message: pg.Notification): void {
    if (!this.channels) return;
    if (message.channel === this.channels.wake) {
      const notice: WakeNotice | undefined = parseNotice(wakeNotice, message.payload);
      if (!notice || notice.i === this.target.instanceId) return;
      this.target.wake(notice.w, notice.a ? { remote: true, checkAccess: true } : { remote: true });
      return;
    }
    if (message.channel !== this.channels.presence) return;
    const notice = parseNotice(presenceNotice, message.payload);
    if (!notice || notice.i === this.target.instanceId) return;
    const { board } = this.target;
    const key = (connectionId: string) => `${notice.i}/${connectionId}`;
    this.heardFrom.set(notice.i, Date.now());
    switch (notice.t) {
      case 'hello':
        this.sendSync();
        break;
      case 'sync':
        if (notice.r) board.removeInstance(notice.i);
        for (const [worldId, connectionId, entry] of notice.s)
          board.set(worldId, key(connectionId), entry);
        break;
      case 'set':
        board.set(notice.w, key(notice.k), notice.e);
        break;
      case 'del':
        board.remove(notice.w, key(notice.k));
        break;
      case 'bye':
        this.heardFrom.delete(notice.i);
        board.removeInstance(notice.i);
        break;
      case 'note':
        this.target.notice(notice.w, notice.m);
        break;
      case 'beat':
        break;
    }
  }

  private beat(): void {
    this.send({ t: 'beat', i: this.target.instanceId });
    const now = Date.now();
    for (const [instanceId, heardAt] of this.heardFrom) {
      if (now - heardAt <= this.timings.silentAfterMs) continue;
      this.heardFrom.delete(instanceId);
      this.target.board.removeInstance(instanceId);
    }
  }

  private sendSync(): void {
    const prefix = `${this.target.instanceId}/`;
    const items: WireItem[] = this.target.board
      .entriesOf(this.target.instanceId)
      .map(({ worldId, key, entry }) => [worldId, key.slice(prefix.length), entry]);
    for (const payload of syncPayloads(this.target.instanceId, items)) this.notify(payload);
  }

  private send(notice: PresenceNotice): void {
    this.notify(JSON.stringify(notice));
  }

  /**
   * On the listening connection, one after another (pg no longer queues
   * queries for us). Without a connection the notice is dropped: the sync
   * after reconnecting covers it.
   */
  private notify(payload: string): void {
    const client = this.client;
    const channel = this.channels?.presence;
    if (!client || !channel) return;
    this.sending = this.sending
      .then(() => client.query('SELECT pg_notify($1, $2)', [channel, payload]))
      .then(
        () => undefined,
        (error: unknown) => {
          if (this.client === client)
            this.log.warn({ err: error }, 'live updates: a presence notice was not sent');
        },
      );
  }

  private async flushWakes(): Promise<void> {
    this.wakeFlush = undefined;
    const channel = this.channels?.wake;
    const wakes = [...this.pendingWakes];
    this.pendingWakes.clear();
    if (!channel || wakes.length === 0) return;
    const i = this.target.instanceId;
    await Promise.all(
      wakes.map(async ([worldId, checkAccess]) => {
        const notice: WakeNotice = checkAccess ? { w: worldId, i, a: 1 } : { w: worldId, i };
        try {
          await sql`select pg_notify(${channel}, ${JSON.stringify(notice)})`.execute(this.db);
        } catch (error) {
          // The change is committed; other instances' sockets get it with the world's next wake-up.
          this.log.warn({ err: error, worldId }, 'live updates: could not wake other instances');
        }
      }),
    );
  }
}

async function currentSchema(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema (search_path is empty)');
  return schema;
}
