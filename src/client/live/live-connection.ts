import {
  clientMessage,
  serverMessage,
  type ClientMessage,
  type LiveNoticeMessage,
  type PresenceLocation,
  type PresenceMember,
} from '../../shared/live/protocol';
import { liveCloseCodes } from '../../shared/live/protocol';
import type { Activity } from '../../shared/schemas/activity';
import type { ResumeStore } from './resume-store';

/** The transport the connection drives; the browser's WebSocket in the app, a fake in tests. */
export interface LiveSocket {
  send(text: string): void;
  /** Closes without reporting back: the connection already knows. */
  close(): void;
}

export interface SocketHandlers {
  open(): void;
  message(text: string): void;
  /** The socket closed by itself (network, server), with its close code. */
  close(code: number): void;
}

export type OpenSocket = (url: string, handlers: SocketHandlers) => LiveSocket;

export type LiveStatus = 'connecting' | 'live' | 'waiting' | 'ended' | 'stopped';

/** Why the connection ended for good: SPEC §8 codes; the hook signs out (401) or shows the banner (401_2, 4043). */
export type LiveEndCode = '401' | '401_2' | '4043';

export interface LiveCallbacks {
  /** New activities, oldest first, each seen once. */
  activities(items: Activity[]): void;
  /** Too much was missed to replay: every view of the world must refetch. */
  reset(): void;
  presence(members: PresenceMember[]): void;
  ended(code: LiveEndCode): void;
  /** A notice beside the activities (a map's tiling progress): nothing stored, nothing replayed. */
  notice?(message: LiveNoticeMessage): void;
  status?(status: LiveStatus): void;
}

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface LiveOptions {
  worldId: string;
  url: string;
  /** The token to send, or null when there is no usable one (the session then ends on its own). */
  token(): string | null;
  openSocket: OpenSocket;
  resume: ResumeStore;
  callbacks: LiveCallbacks;
  timers?: Timers;
  random?: () => number;
  pingIntervalMs?: number;
  /** Without any answer for this long after a ping or the hello, the socket counts as dead. */
  answerTimeoutMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const endCodes = new Set<string>(['401', '401_2', '4043']);
const isEndCode = (code: string): code is LiveEndCode => endCodes.has(code);

/**
 * One live connection to one world (issue 8): says hello with the token and
 * the last activity it saw, hands on what the server sends, pings to notice a
 * dead line, and reconnects with exponential backoff and jitter, resuming from
 * the last activity so nothing is missed. It stops for good when the server
 * says the user is signed out, has no access, or the world is gone.
 * Framework-free, so it is tested with a fake socket and fake timers.
 */
export class LiveConnection {
  private readonly options: Required<Omit<LiveOptions, 'timers' | 'random'>> & {
    timers: Timers;
    random: () => number;
  };
  private socket: LiveSocket | null = null;
  /** Counts sockets, so events of a dropped one are ignored. */
  private generation = 0;
  private attempts = 0;
  private state: LiveStatus = 'stopped';
  private reconnectTimer: unknown = null;
  private pingTimer: unknown = null;
  private answerTimer: unknown = null;
  private location: PresenceLocation | null = null;
  private sentLocation: string | null = null;

  constructor(options: LiveOptions) {
    this.options = {
      pingIntervalMs: 25_000,
      answerTimeoutMs: 10_000,
      backoffBaseMs: 1_000,
      backoffMaxMs: 30_000,
      ...options,
      timers: options.timers ?? browserTimers,
      random: options.random ?? Math.random,
    };
  }

  get status(): LiveStatus {
    return this.state;
  }

  /** The newest activity id seen in this world (shared with a later connection through the resume store). */
  get lastActivityId(): number | null {
    return this.options.resume.get(this.options.worldId);
  }

  start(): void {
    if (this.state !== 'stopped') return;
    this.connect();
  }

  /** Closes for good (the world was left or the page unmounted). */
  stop(): void {
    if (this.state === 'stopped' || this.state === 'ended') return;
    this.drop();
    this.setStatus('stopped');
  }

  /** Where the user is; sent now if live, else once the next connection is ready. */
  setLocation(location: PresenceLocation): void {
    this.location = location;
    if (this.state === 'live') this.sendLocation();
  }

  /** The network is back (`online`): retry at once instead of waiting out the backoff. */
  retryNow(): void {
    if (this.state !== 'waiting') return;
    this.options.timers.clear(this.reconnectTimer);
    this.reconnectTimer = null;
    this.connect();
  }

  private connect(): void {
    const token = this.options.token();
    if (token === null) {
      this.drop();
      this.setStatus('stopped');
      return;
    }
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    this.setStatus('connecting');
    this.sentLocation = null;
    this.socket = this.options.openSocket(this.options.url, {
      open: () => {
        if (!current()) return;
        this.send({
          type: 'hello',
          token,
          worldId: this.options.worldId,
          after: this.lastActivityId,
        });
        this.expectAnswer();
      },
      message: (text) => {
        if (current()) this.receive(text);
      },
      close: (code) => {
        if (current()) this.closedBySocket(code);
      },
    });
  }

  private receive(text: string): void {
    this.options.timers.clear(this.answerTimer);
    this.answerTimer = null;
    let parsed;
    try {
      parsed = serverMessage.safeParse(JSON.parse(text));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) {
      console.warn('Live: an unreadable message was ignored');
      return;
    }
    const message = parsed.data;
    switch (message.type) {
      case 'ready':
        this.ready(message.lastActivityId);
        break;
      case 'activities':
        this.takeActivities(message.items);
        break;
      case 'reset':
        this.remember(message.lastActivityId);
        this.options.callbacks.reset();
        break;
      case 'presence':
        this.options.callbacks.presence(message.members);
        break;
      case 'closed':
        if (isEndCode(message.code)) this.end(message.code);
        else this.retryLater();
        break;
      case 'pong':
        break;
      case 'map_tiling':
        this.options.callbacks.notice?.(message);
        break;
    }
  }

  private ready(lastActivityId: number): void {
    const seen = this.lastActivityId;
    this.attempts = 0;
    this.setStatus('live');
    if (seen !== null && lastActivityId < seen) {
      // The server knows fewer activities than we saw (its database was replaced): start over.
      this.remember(lastActivityId, true);
      this.options.callbacks.reset();
    } else {
      this.remember(lastActivityId);
    }
    this.schedulePing();
    this.sendLocation();
  }

  private takeActivities(items: Activity[]): void {
    const seen = this.lastActivityId;
    // A replay may overlap what was already handled before a reconnect.
    const fresh = seen === null ? items : items.filter((item) => item.id > seen);
    if (fresh.length === 0) return;
    this.remember(Math.max(...fresh.map((item) => item.id)));
    this.options.callbacks.activities(fresh);
  }

  private remember(id: number, force = false): void {
    const seen = this.lastActivityId;
    if (force || seen === null || id > seen) this.options.resume.set(this.options.worldId, id);
  }

  private closedBySocket(code: number): void {
    if (code === liveCloseCodes.unauthenticated) this.end('401');
    else if (code === liveCloseCodes.noAccess) this.end('401_2');
    else this.retryLater();
  }

  private end(code: LiveEndCode): void {
    this.drop();
    this.setStatus('ended');
    this.options.callbacks.ended(code);
  }

  private retryLater(): void {
    this.drop();
    const ceiling = Math.min(
      this.options.backoffMaxMs,
      this.options.backoffBaseMs * 2 ** this.attempts,
    );
    // Half fixed, half random: clients cut off together do not all come back in the same instant.
    const delay = ceiling / 2 + this.options.random() * (ceiling / 2);
    this.attempts += 1;
    this.setStatus('waiting');
    this.reconnectTimer = this.options.timers.set(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  private schedulePing(): void {
    this.options.timers.clear(this.pingTimer);
    this.pingTimer = this.options.timers.set(() => {
      this.pingTimer = null;
      if (this.state !== 'live') return;
      this.send({ type: 'ping' });
      this.expectAnswer();
      this.schedulePing();
    }, this.options.pingIntervalMs);
  }

  /** No answer in time means a dead line (a laptop lid, a lost Wi-Fi): drop it and reconnect. */
  private expectAnswer(): void {
    this.options.timers.clear(this.answerTimer);
    this.answerTimer = this.options.timers.set(() => {
      this.answerTimer = null;
      this.retryLater();
    }, this.options.answerTimeoutMs);
  }

  private sendLocation(): void {
    if (!this.location) return;
    const key = JSON.stringify(this.location);
    if (key === this.sentLocation) return;
    this.sentLocation = key;
    this.send({ type: 'presence', location: this.location });
  }

  private send(message: ClientMessage): void {
    // The protocol's own check: a page name or id too long would get the socket closed as a bad message.
    if (!clientMessage.safeParse(message).success) {
      console.warn('Live: a message that breaks the protocol was not sent', message.type);
      return;
    }
    this.socket?.send(JSON.stringify(message));
  }

  /** Forgets the socket and every timer; its late events no longer count. */
  private drop(): void {
    this.generation += 1;
    for (const timer of [this.reconnectTimer, this.pingTimer, this.answerTimer])
      this.options.timers.clear(timer);
    this.reconnectTimer = this.pingTimer = this.answerTimer = null;
    this.socket?.close();
    this.socket = null;
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.state) return;
    this.state = status;
    this.options.callbacks.status?.(status);
  }
}
