import WebSocket from 'ws';
import {
  livePath,
  serverMessage,
  type ClientMessage,
  type ServerMessage,
} from '../../../src/shared/live/protocol';

type Of<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

/**
 * How long a test waits for a message or a state before it fails: a ceiling for a hang, never a
 * speed limit (a busy machine delivers late; vite.config.ts gives each test 120 s).
 */
export const stateWaitMs = 30_000;

/**
 * A real `ws` client of /api/Live for tests: keeps every message in arrival
 * order and lets a test wait for the next one of a kind.
 */
export class TestLiveClient {
  private readonly queue: ServerMessage[] = [];
  private waiters: (() => void)[] = [];
  /** Every message received, in order (the queue is what no `next` has taken yet). */
  readonly received: ServerMessage[] = [];
  /** Resolves with the close code once the socket closes. */
  readonly closed: Promise<number>;
  closeCode: number | undefined;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = serverMessage.parse(JSON.parse(String(data)));
      this.queue.push(message);
      this.received.push(message);
      this.notify();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code) => {
        this.closeCode = code;
        resolve(code);
        this.notify();
      });
    });
    socket.on('error', () => undefined);
  }

  static async connect(baseUrl: string, path = livePath): Promise<TestLiveClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new TestLiveClient(socket);
  }

  send(message: ClientMessage | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  sendRaw(data: string | Buffer): void {
    this.socket.send(data);
  }

  /**
   * Says hello and waits for `ready` (or throws with what came instead). A
   * first hello (`after` null) is caught up on the last seconds' activities;
   * those are dropped here, so `next('activities')` gives what comes after.
   */
  async hello(token: string, worldId: string, after: number | null = null): Promise<Of<'ready'>> {
    this.send({ type: 'hello', token, worldId, after });
    const ready = await this.next('ready');
    if (after === null) {
      const caughtUp = this.queue.filter(
        (message) =>
          message.type === 'activities' &&
          message.items.every((item) => item.id <= ready.lastActivityId),
      );
      for (const message of caughtUp) this.queue.splice(this.queue.indexOf(message), 1);
    }
    return ready;
  }

  /** Takes the next message of `type` (others stay queued); throws once {@link stateWaitMs} have passed. */
  async next<T extends ServerMessage['type']>(
    type: T,
    matches: (message: Of<T>) => boolean = () => true,
  ): Promise<Of<T>> {
    const timeoutMs = stateWaitMs;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.queue.findIndex(
        (message) => message.type === type && matches(message as Of<T>),
      );
      if (index >= 0) return this.queue.splice(index, 1)[0] as Of<T>;
      const left = deadline - Date.now();
      if (left <= 0 || this.closeCode !== undefined) {
        throw new Error(
          `No ${type} message within ${timeoutMs} ms (closed: ${String(this.closeCode)}); got ${JSON.stringify(this.received).slice(0, 400)}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every queued message of `type`, taken. */
  drain<T extends ServerMessage['type']>(type: T): Of<T>[] {
    const taken = this.queue.filter((message): message is Of<T> => message.type === type);
    for (const message of taken) this.queue.splice(this.queue.indexOf(message), 1);
    return taken;
  }

  /** Waits for the socket to close, at most `timeoutMs`. */
  async closedWithin(timeoutMs: number): Promise<number | undefined> {
    return Promise.race([
      this.closed,
      new Promise<undefined>((resolve) => setTimeout(resolve, timeoutMs)),
    ]);
  }

  close(): void {
    this.socket.close();
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

export async function settle(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}
