import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage, PresenceMember, ServerMessage } from '../../shared/live/protocol';
import { liveCloseCodes } from '../../shared/live/protocol';
import type { Activity } from '../../shared/schemas/activity';
import {
  LiveConnection,
  type LiveEndCode,
  type LiveStatus,
  type SocketHandlers,
  type Timers,
} from './live-connection';
import { sessionResumeStore } from './resume-store';

/** Timers that run only when the test moves the clock. */
class FakeClock implements Timers {
  now = 0;
  private next = 1;
  private readonly pending = new Map<number, { at: number; run: () => void }>();
  set(run: () => void, ms: number): unknown {
    const id = this.next++;
    this.pending.set(id, { at: this.now + ms, run });
    return id;
  }
  clear(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  /** Delays of the timers waiting now, from now. */
  delays(): number[] {
    return [...this.pending.values()].map((timer) => timer.at - this.now);
  }
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const due = [...this.pending.entries()]
        .filter(([, timer]) => timer.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.now = due[1].at;
      due[1].run();
    }
    this.now = until;
  }
}

class FakeSocket {
  sent: ClientMessage[] = [];
  closed = false;
  constructor(
    readonly url: string,
    readonly handlers: SocketHandlers,
  ) {}
  send(text: string) {
    this.sent.push(JSON.parse(text) as ClientMessage);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.handlers.open();
  }
  receive(message: ServerMessage) {
    this.handlers.message(JSON.stringify(message));
  }
  drop(code = 1006) {
    this.handlers.close(code);
  }
}

const activity = (id: number, type = 'update_document'): Activity => ({
  id,
  date: '2026-11-25T10:00:00.000Z',
  user: { id: 'u2', userName: 'tom' },
  type,
  details: { documentId: `doc-${id}` },
});

const member = (userId: string, page: string): PresenceMember => ({
  userId,
  userName: userId,
  location: { page, documentId: null },
  since: '2026-11-25T10:00:00.000Z',
});

let clock: FakeClock;
let sockets: FakeSocket[];
let received: {
  activities: Activity[][];
  resets: number;
  presence: PresenceMember[][];
  ended: LiveEndCode[];
  statuses: LiveStatus[];
};
let token: string | null;
let store: ReturnType<typeof sessionResumeStore>;

function connection(options: { random?: () => number } = {}) {
  return new LiveConnection({
    worldId: 'w1',
    url: 'ws://test/api/Live',
    token: () => token,
    openSocket: (url, handlers) => {
      const socket = new FakeSocket(url, handlers);
      sockets.push(socket);
      return socket;
    },
    resume: store,
    timers: clock,
    random: options.random ?? (() => 0.5),
    callbacks: {
      activities: (items) => received.activities.push(items),
      reset: () => (received.resets += 1),
      presence: (members) => received.presence.push(members),
      ended: (code) => received.ended.push(code),
      status: (status) => received.statuses.push(status),
    },
  });
}

const last = () => sockets[sockets.length - 1]!;

/** Opens the current socket and answers the hello with ready. */
function handshake(lastActivityId: number) {
  last().open();
  last().receive({ type: 'ready', lastActivityId });
}

beforeEach(() => {
  clock = new FakeClock();
  sockets = [];
  received = { activities: [], resets: 0, presence: [], ended: [], statuses: [] };
  token = 'token-1';
  store = sessionResumeStore(null);
});

afterEach(() => vi.restoreAllMocks());

describe('a live connection', () => {
  it('says hello with the token, the world and null the first time, then goes live', () => {
    const live = connection();
    live.start();
    expect(live.status).toBe('connecting');
    expect(last().url).toBe('ws://test/api/Live');
    last().open();
    expect(last().sent).toEqual([{ type: 'hello', token: 'token-1', worldId: 'w1', after: null }]);
    last().receive({ type: 'ready', lastActivityId: 41 });
    expect(live.status).toBe('live');
    expect(live.lastActivityId).toBe(41);
    expect(received.statuses).toEqual(['connecting', 'live']);
  });

  it('after a drop says hello with the last activity it handled, and hands on each activity once when the replay overlaps', () => {
    const live = connection();
    live.start();
    handshake(10);
    last().receive({ type: 'activities', items: [activity(11), activity(12)] });
    expect(received.activities).toEqual([[activity(11), activity(12)]]);

    last().drop();
    expect(live.status).toBe('waiting');
    clock.advance(1_000);
    last().open();
    expect(last().sent[0]).toEqual({ type: 'hello', token: 'token-1', worldId: 'w1', after: 12 });
    // The server replays (here from an older id: 11 and 12 were handled already), then says ready.
    last().receive({ type: 'activities', items: [activity(11), activity(12), activity(13)] });
    last().receive({ type: 'ready', lastActivityId: 13 });
    last().receive({ type: 'activities', items: [activity(12)] });
    expect(received.activities).toEqual([[activity(11), activity(12)], [activity(13)]]);
    expect(live.lastActivityId).toBe(13);
  });

  it('resumes from the resume store, so a new connection (a reload) misses nothing', () => {
    store.set('w1', 77);
    connection().start();
    last().open();
    expect(last().sent[0]).toMatchObject({ type: 'hello', after: 77 });
  });

  it('on reset asks every view to refetch and goes on from the id the server gives', () => {
    const live = connection();
    live.start();
    handshake(5);
    last().receive({ type: 'reset', lastActivityId: 900 });
    expect(received.resets).toBe(1);
    expect(live.lastActivityId).toBe(900);
    last().receive({ type: 'activities', items: [activity(900), activity(901)] });
    expect(received.activities).toEqual([[activity(901)]]);
  });

  it('starts over with a reset when the server knows fewer activities than were seen (its database was replaced)', () => {
    store.set('w1', 500);
    const live = connection();
    live.start();
    handshake(20);
    expect(received.resets).toBe(1);
    expect(live.lastActivityId).toBe(20);
  });

  it('reconnects with exponential backoff and jitter, half fixed and half random, up to a ceiling', () => {
    const live = connection({ random: () => 1 });
    live.start();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      last().drop();
      waits.push(...clock.delays());
      clock.advance(clock.delays()[0]!);
    }
    // random() = 1: the full ceiling, doubling from 1 s up to 30 s.
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(live.status).toBe('connecting');

    const low = connection({ random: () => 0 });
    low.start();
    last().drop();
    // random() = 0: half the ceiling, never less.
    expect(clock.delays()).toContain(500);
  });

  it('counts the backoff from the start again once a connection got ready', () => {
    const live = connection({ random: () => 1 });
    live.start();
    last().drop();
    clock.advance(1_000);
    last().drop();
    clock.advance(2_000);
    handshake(0);
    last().drop();
    expect(live.status).toBe('waiting');
    expect(clock.delays()).toEqual([1_000]);
  });

  it('retries at once when the network is back instead of waiting out the backoff', () => {
    const live = connection({ random: () => 1 });
    live.start();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      last().drop();
      clock.advance(clock.delays()[0]!);
    }
    last().drop();
    expect(clock.delays()).toEqual([16_000]);
    const before = sockets.length;
    live.retryNow();
    expect(sockets.length).toBe(before + 1);
    expect(live.status).toBe('connecting');
    expect(clock.delays()).toEqual([]);
  });

  it('ignores retryNow while connected', () => {
    const live = connection();
    live.start();
    handshake(1);
    live.retryNow();
    expect(sockets).toHaveLength(1);
    expect(live.status).toBe('live');
  });

  it.each([
    ['401', '401'],
    ['401_2', '401_2'],
    ['4043', '4043'],
  ] as const)('ends for good on closed %s and does not reconnect', (code, ended) => {
    const live = connection();
    live.start();
    handshake(1);
    last().receive({ type: 'closed', code });
    expect(received.ended).toEqual([ended]);
    expect(live.status).toBe('ended');
    expect(last().closed).toBe(true);
    clock.advance(120_000);
    expect(sockets).toHaveLength(1);
  });

  it('ends on the WebSocket close codes for a bad token and no access', () => {
    const live = connection();
    live.start();
    last().drop(liveCloseCodes.unauthenticated);
    expect(received.ended).toEqual(['401']);
    const other = connection();
    other.start();
    last().drop(liveCloseCodes.noAccess);
    expect(received.ended).toEqual(['401', '401_2']);
    expect(live.status).toBe('ended');
  });

  it('reconnects after a closed message with another code (a server restart)', () => {
    const live = connection();
    live.start();
    handshake(1);
    last().receive({ type: 'closed', code: '503' });
    expect(live.status).toBe('waiting');
    expect(received.ended).toEqual([]);
  });

  it('pings while live and reconnects when neither a pong nor anything else comes back in time', () => {
    const live = connection({ random: () => 1 });
    live.start();
    handshake(1);
    clock.advance(25_000);
    expect(last().sent.at(-1)).toEqual({ type: 'ping' });
    last().receive({ type: 'pong' });
    clock.advance(25_000);
    expect(last().sent.filter((message) => message.type === 'ping')).toHaveLength(2);
    // No answer this time: the line is dead.
    clock.advance(10_000);
    expect(live.status).toBe('waiting');
    expect(sockets[0]!.closed).toBe(true);
    clock.advance(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('gives up on a socket whose hello gets no answer', () => {
    const live = connection();
    live.start();
    last().open();
    clock.advance(10_000);
    expect(live.status).toBe('waiting');
  });

  it('ignores the events of a socket it dropped', () => {
    const live = connection({ random: () => 1 });
    live.start();
    const first = last();
    first.drop();
    clock.advance(1_000);
    handshake(3);
    first.receive({ type: 'activities', items: [activity(4)] });
    first.drop();
    expect(received.activities).toEqual([]);
    expect(live.status).toBe('live');
  });

  it('sends the location once ready, again only when it changes, and again on each new connection', () => {
    const live = connection();
    live.setLocation({ page: 'Documents', documentId: null });
    live.start();
    last().open();
    expect(last().sent.map((message) => message.type)).toEqual(['hello']);
    last().receive({ type: 'ready', lastActivityId: 0 });
    expect(last().sent.at(-1)).toEqual({
      type: 'presence',
      location: { page: 'Documents', documentId: null },
    });

    live.setLocation({ page: 'Documents', documentId: null });
    expect(last().sent.filter((message) => message.type === 'presence')).toHaveLength(1);
    live.setLocation({ page: 'Document', documentId: 'doc-1' });
    expect(last().sent.at(-1)).toEqual({
      type: 'presence',
      location: { page: 'Document', documentId: 'doc-1' },
    });

    last().drop();
    clock.advance(1_000);
    handshake(0);
    expect(last().sent.at(-1)).toEqual({
      type: 'presence',
      location: { page: 'Document', documentId: 'doc-1' },
    });
  });

  it('does not send a location that breaks the protocol (the server would close the socket)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const live = connection();
    live.start();
    handshake(0);
    live.setLocation({ page: 'x'.repeat(200), documentId: null });
    expect(last().sent.map((message) => message.type)).toEqual(['hello']);
    expect(warn).toHaveBeenCalled();
  });

  it('hands on presence lists as they come', () => {
    const live = connection();
    live.start();
    handshake(0);
    last().receive({
      type: 'presence',
      members: [member('mira', 'World'), member('tom', 'Timeline')],
    });
    expect(received.presence).toEqual([[member('mira', 'World'), member('tom', 'Timeline')]]);
  });

  it('ignores unreadable messages and stays live', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const live = connection();
    live.start();
    handshake(0);
    last().handlers.message('not json');
    last().handlers.message(JSON.stringify({ type: 'activities', items: 'nope' }));
    expect(live.status).toBe('live');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('stops: closes the socket, cancels the timers and stays stopped', () => {
    const live = connection();
    live.start();
    handshake(0);
    live.stop();
    expect(live.status).toBe('stopped');
    expect(last().closed).toBe(true);
    expect(clock.delays()).toEqual([]);
    last().receive({ type: 'activities', items: [activity(1)] });
    expect(received.activities).toEqual([]);
  });

  it('does not connect without a usable token', () => {
    token = null;
    const live = connection();
    live.start();
    expect(sockets).toHaveLength(0);
    expect(live.status).toBe('stopped');
  });

  it('reconnects with the token of the moment (a renewed session)', () => {
    const live = connection();
    live.start();
    handshake(0);
    last().drop();
    token = 'token-2';
    clock.advance(1_000);
    last().open();
    expect(last().sent[0]).toMatchObject({ type: 'hello', token: 'token-2' });
    expect(live.status).toBe('connecting');
  });
});
