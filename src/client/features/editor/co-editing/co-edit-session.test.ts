import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCoEditSession, type CoEditSession, type CoEditStatus } from './co-edit-session';
import { CoEditProvider } from './co-edit-provider';

/** A stand-in provider: the test plays the server's answers through the callbacks the session gave it. */
interface FakeProvider {
  configuration: {
    websocketProvider: { status: string };
    onSynced: () => void;
    onUnsyncedChanges: (data: { number: number }) => void;
    onStatus: () => void;
  };
}
const fake = vi.hoisted(() => ({ provider: null as FakeProvider | null }));
vi.mock('@hocuspocus/provider', () => ({
  WebSocketStatus: {
    Connecting: 'connecting',
    Connected: 'connected',
    Disconnected: 'disconnected',
  },
  HocuspocusProvider: class {
    configuration: unknown;
    constructor(options: object) {
      this.configuration = { ...options, websocketProvider: { status: 'connecting' } };
      fake.provider = this as unknown as FakeProvider;
    }
    on() {}
    off() {}
    connect() {}
    disconnect() {}
    destroy() {}
  },
}));

let session: CoEditSession | null = null;
afterEach(() => session?.destroy());

function open() {
  session = openCoEditSession('w1', 'd1', () => 'token');
  const statuses: CoEditStatus[] = [];
  session.subscribe((state) => statuses.push(state.status));
  const provider = fake.provider as FakeProvider;
  const server = {
    connect: () => {
      provider.configuration.websocketProvider.status = 'connected';
      provider.configuration.onStatus();
    },
    drop: () => {
      provider.configuration.websocketProvider.status = 'disconnected';
      provider.configuration.onStatus();
    },
    /** The provider's count of updates the server has not answered yet. */
    unsynced: (count: number) => provider.configuration.onUnsyncedChanges({ number: count }),
    loaded: () => provider.configuration.onSynced(),
  };
  return { statuses, server, now: () => statuses.at(-1) };
}

describe('the co-editing status', () => {
  it('says Saved only once the server has answered every edit, which it does once they are stored', () => {
    const { server, now } = open();
    server.connect();
    server.unsynced(1); // the first sync, sent on connecting
    server.loaded();
    expect(now()).toBe('saving');
    server.unsynced(0);
    expect(now()).toBe('saved');

    server.unsynced(1); // a keystroke
    server.unsynced(2);
    expect(now()).toBe('saving');
    server.unsynced(1);
    expect(now()).toBe('saving');
    server.unsynced(0);
    expect(now()).toBe('saved');
  });

  it("runs the provider that counts edits typed offline until the reconnect's sync is answered", () => {
    // What CoEditProvider does with a real server: collab-update-log.test.ts.
    open();
    expect(session?.provider).toBeInstanceOf(CoEditProvider);
  });

  it('shows edits the server never answered as Offline, and Saving again after a reconnect until their sync is answered', () => {
    const { server, now } = open();
    server.connect();
    server.loaded();
    server.unsynced(0);
    server.unsynced(1);
    server.drop();
    expect(now()).toBe('offline');

    // Back online: the provider sends everything the server lacks as its first sync, counted as one.
    server.connect();
    server.unsynced(1);
    server.loaded();
    expect(now()).toBe('saving');
    server.unsynced(0);
    expect(now()).toBe('saved');
  });
});
