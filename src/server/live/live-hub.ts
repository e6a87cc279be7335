import crypto from 'node:crypto';
import type WebSocket from 'ws';
import type { RawData } from 'ws';
import type { ServerContext } from '../context';
import {
  clientMessage,
  liveCloseCodes,
  type ClientMessage,
  type LiveNoticeMessage,
} from '../../shared/live/protocol';
import { ErrorCode } from '../../shared/errors';
import { isoNow } from '../clock';
import { LiveConnection } from './live-connection';
import { acceptHello } from './live-handshake';
import { PresenceBoard, type PresenceEntry } from './presence';
import { PresenceBroadcaster } from './presence-broadcast';
import { liveSessionIds } from './session-sweep';
import { accessChangingTypes, refusedCloseCode, WorldChannels } from './world-channels';
import { defaultBridgeTimings, PostgresBridge, type BridgeTimings } from './postgres-bridge';

export interface LiveHubTimings {
  /** A socket that has not said `hello` by then is closed. */
  helloTimeoutMs: number;
  /** A socket silent this long (the client pings every 25 s) is taken for dead. */
  idleTimeoutMs: number;
  /** How often the sessions behind open sockets are checked for logout, password change or expiry. */
  sessionCheckMs: number;
  /** Presence changes within this window go out as one list. */
  presenceDelayMs: number;
  /** On PostgreSQL, how often every open world is read even without a wake-up. */
  safetyWakeMs: number;
  bridge: BridgeTimings;
}

export const defaultLiveHubTimings: LiveHubTimings = {
  helloTimeoutMs: 5_000,
  idleTimeoutMs: 70_000,
  sessionCheckMs: 2_000,
  presenceDelayMs: 100,
  safetyWakeMs: 30_000,
  bridge: defaultBridgeTimings,
};

/** A `hello` with its 4 KB token is the largest message a client sends. */
const maxMessageBytes = 16 * 1024;

/** WebSocket close codes of our own besides the protocol's: the server is going away, or failed. */
const goingAway = 1001;
const internalError = 1011;

/**
 * The live-updates endpoint (issue 8): takes each WebSocket through `hello`
 * (token, membership, replay) to `ready`, then streams the world's activities
 * through `WorldChannels` and its presence through the board. Everything a
 * socket is refused with carries a SPEC §8 code in a `closed` message.
 *
 * Committed changes arrive through `ctx.publisher`; on PostgreSQL other
 * instances' changes arrive through the bridge (LISTEN/NOTIFY), and this
 * instance's go out through it.
 */
export class LiveHub {
  readonly instanceId = crypto.randomUUID();
  readonly board: PresenceBoard;
  private readonly channels: WorldChannels;
  private readonly broadcaster: PresenceBroadcaster;
  private readonly connections = new Set<LiveConnection>();
  /** Sockets that reached `ready`: in a channel and on the presence board. */
  private readonly joined = new Set<LiveConnection>();
  private readonly unsubscribe: () => void;
  private readonly unsubscribeNotices: () => void;
  private bridge: PostgresBridge | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private safetyTimer: NodeJS.Timeout | undefined;
  private sweeping = false;
  private closed = false;

  constructor(
    private readonly ctx: ServerContext,
    private readonly timings: LiveHubTimings = defaultLiveHubTimings,
  ) {
    this.channels = new WorldChannels(
      ctx.db,
      (connection, code) => this.refuse(connection, code),
      (error, worldId) => {
        if (!this.closed)
          ctx.log.warn({ err: error, worldId }, 'live updates: reading activities failed');
      },
    );
    this.board = new PresenceBoard((worldId) => this.broadcaster.changed(worldId));
    this.broadcaster = new PresenceBroadcaster(
      this.board,
      (worldId) => this.channels.connectionsOf(worldId),
      timings.presenceDelayMs,
    );
    this.unsubscribe = ctx.publisher.subscribe((notice) => {
      // A deletion leaves no activity row (it cascades away), so it is known by its missing id.
      const checkAccess = notice.activityId === null || accessChangingTypes.has(notice.type);
      this.channels.wake(notice.worldId, checkAccess ? { checkAccess } : {});
      this.bridge?.changed(notice.worldId, checkAccess);
    });
    // Passing notices go to this instance's sockets and, on PostgreSQL, to the other
    // instances' (best effort: the state they report is in the rows too).
    this.unsubscribeNotices = ctx.publisher.subscribeNotices(({ worldId, message }) => {
      this.deliverNotice(worldId, message);
      this.bridge?.note(worldId, message);
    });
  }

  /** Starts the periodic checks and, on PostgreSQL, listening to other instances. */
  async start(): Promise<void> {
    this.sweepTimer = setInterval(() => void this.sweep(), this.timings.sessionCheckMs);
    this.sweepTimer.unref();
    const url = this.ctx.config.databaseUrl;
    if (this.ctx.dialect !== 'postgres' || !url) return;
    this.bridge = new PostgresBridge(
      url,
      this.ctx.db,
      {
        instanceId: this.instanceId,
        board: this.board,
        wake: (worldId, wake) => this.channels.wake(worldId, wake),
        wakeAll: () => this.wakeAllRemote(),
        notice: (worldId, message) => this.deliverNotice(worldId, message),
      },
      this.ctx.log,
      this.timings.bridge,
    );
    await this.bridge.start();
    // An instance that crashed between a commit and its NOTIFY leaves the others unaware of
    // that change until the world's next one; reading every open world now and then bounds that.
    this.safetyTimer = setInterval(() => this.wakeAllRemote(), this.timings.safetyWakeMs);
    this.safetyTimer.unref();
  }

  private deliverNotice(worldId: string, message: LiveNoticeMessage): void {
    for (const connection of this.channels.connectionsOf(worldId))
      if (connection.state === 'ready') connection.send(message);
  }

  private wakeAllRemote(): void {
    for (const worldId of this.channels.worldIds()) this.channels.wake(worldId, { remote: true });
  }

  accept(socket: WebSocket): void {
    const connection = new LiveConnection(socket, Date.now());
    if (this.closed) {
      connection.end(goingAway);
      return;
    }
    this.connections.add(connection);
    socket.on('message', (data, isBinary) => this.receive(connection, data, isBinary));
    socket.on('close', () => {
      connection.dropped();
      this.forget(connection);
    });
    // Without a listener an unclean disconnect would throw; 'close' follows and cleans up.
    socket.on('error', () => undefined);
    connection.after(this.timings.helloTimeoutMs, () => {
      if (connection.state === 'waiting')
        this.end(connection, liveCloseCodes.badMessage, ErrorCode.validation);
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribe();
    this.unsubscribeNotices();
    clearInterval(this.sweepTimer);
    clearInterval(this.safetyTimer);
    this.broadcaster.close();
    for (const connection of [...this.connections]) this.end(connection, goingAway);
    await this.bridge?.close();
  }

  private receive(connection: LiveConnection, data: RawData, isBinary: boolean): void {
    if (connection.state === 'closed') return;
    connection.lastHeardAt = Date.now();
    const message = isBinary ? undefined : parseMessage(data);
    if (!message) {
      this.end(connection, liveCloseCodes.badMessage, ErrorCode.validation);
      return;
    }
    if (message.type === 'hello') {
      if (connection.state !== 'waiting')
        this.end(connection, liveCloseCodes.badMessage, ErrorCode.validation);
      else void this.hello(connection, message);
      return;
    }
    if (connection.state === 'waiting') {
      // The first message must be `hello`.
      this.end(connection, liveCloseCodes.badMessage, ErrorCode.validation);
      return;
    }
    if (message.type === 'ping') {
      connection.send({ type: 'pong' });
      return;
    }
    connection.location = message.location;
    if (connection.state === 'ready') this.announcePresence(connection);
  }

  private async hello(
    connection: LiveConnection,
    hello: Extract<ClientMessage, { type: 'hello' }>,
  ): Promise<void> {
    connection.state = 'starting';
    try {
      const outcome = await acceptHello(this.ctx, connection, hello);
      if (connection.closed) return;
      if (!outcome.ok) {
        const closeCode =
          outcome.code === ErrorCode.unauthenticated
            ? liveCloseCodes.unauthenticated
            : liveCloseCodes.noAccess;
        this.end(connection, closeCode, outcome.code);
        return;
      }
    } catch (error) {
      if (connection.closed) return;
      this.ctx.log.error({ err: error }, 'live updates: a hello failed');
      // 503 is not final for the client: it comes back with backoff.
      this.end(connection, internalError, ErrorCode.unavailable);
      return;
    }
    if (this.closed) {
      this.end(connection, goingAway);
      return;
    }
    connection.send({ type: 'ready', lastActivityId: connection.lastSentId });
    connection.state = 'ready';
    connection.since = isoNow(this.ctx.clock);
    this.joined.add(connection);
    this.channels.join(connection);
    this.announcePresence(connection);
  }

  private announcePresence(connection: LiveConnection): void {
    if (!connection.user) return;
    const entry: PresenceEntry = {
      userId: connection.user.id,
      userName: connection.user.userName,
      location: connection.location,
      since: connection.since,
    };
    this.board.set(connection.worldId, this.presenceKey(connection), entry);
    this.bridge?.presence(connection.worldId, connection.id, entry);
  }

  private presenceKey(connection: LiveConnection): string {
    return `${this.instanceId}/${connection.id}`;
  }

  /** A member who lost access (401_2) or whose world is gone (4043). */
  private refuse(connection: LiveConnection, code: string): void {
    this.end(connection, refusedCloseCode, code);
  }

  private end(connection: LiveConnection, closeCode: number, code?: string): void {
    connection.end(closeCode, code);
    this.forget(connection);
  }

  private forget(connection: LiveConnection): void {
    if (!this.connections.delete(connection)) return;
    if (!this.joined.delete(connection)) return;
    this.channels.leave(connection);
    this.board.remove(connection.worldId, this.presenceKey(connection));
    if (!this.closed) this.bridge?.presence(connection.worldId, connection.id, undefined);
  }

  /** Drops dead sockets and the sockets of sessions that ended. */
  private async sweep(): Promise<void> {
    if (this.sweeping || this.closed) return;
    this.sweeping = true;
    try {
      const now = Date.now();
      for (const connection of [...this.connections]) {
        if (now - connection.lastHeardAt > this.timings.idleTimeoutMs)
          this.end(connection, goingAway);
      }
      const ready = [...this.joined];
      if (ready.length === 0) return;
      const sessionIds = [
        ...new Set(
          ready.flatMap((connection) => (connection.user ? [connection.user.sessionId] : [])),
        ),
      ];
      const live = await liveSessionIds(this.ctx.db, sessionIds, isoNow(this.ctx.clock));
      for (const connection of ready) {
        if (connection.user && !live.has(connection.user.sessionId))
          this.end(connection, liveCloseCodes.reconnect);
        else connection.sessionCheckedAt = now;
      }
    } catch (error) {
      if (!this.closed) this.ctx.log.warn({ err: error }, 'live updates: checking sessions failed');
    } finally {
      this.sweeping = false;
    }
  }
}

function parseMessage(data: RawData): ClientMessage | undefined {
  const buffer = Buffer.isBuffer(data)
    ? data
    : Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.from(data);
  if (buffer.length > maxMessageBytes) return undefined;
  try {
    const parsed = clientMessage.safeParse(JSON.parse(buffer.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
