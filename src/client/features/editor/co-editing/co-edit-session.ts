import { WebSocketStatus, type HocuspocusProvider } from '@hocuspocus/provider';
import { CoEditProvider } from './co-edit-provider';
import { coEditDocumentName, coEditSocketUrl } from './co-edit-url';

/**
 * Where the co-edited text stands, as the page shows it:
 * - connecting: not loaded yet;
 * - saving: edits on their way to the server;
 * - saved: the server has answered every edit, which it does once it has stored it (its
 *   update log; the document's text and revision follow a moment later);
 * - offline: no connection; edits stay here and merge when it is back;
 * - refused: the server will not open the document (the code says why).
 */
export type CoEditStatus = 'connecting' | 'saving' | 'saved' | 'offline' | 'refused';

export interface CoEditState {
  status: CoEditStatus;
  /** The text has been loaded from the server at least once. */
  loaded: boolean;
  /** The server lets this person follow only (viewers, artists). */
  readOnly: boolean;
  /** Edits made here that the server has not stored yet. */
  unsent: boolean;
  /** The SPEC §8 code of a refusal (401, 401_2, 404). */
  refusal: string | null;
}

export const initialCoEditState: CoEditState = {
  status: 'connecting',
  loaded: false,
  readOnly: false,
  unsent: false,
  refusal: null,
};

export interface CoEditSession {
  provider: HocuspocusProvider;
  /** Follows the state; returns the unsubscribe. */
  subscribe: (listener: (state: CoEditState) => void) => () => void;
  /**
   * Asks the server to save the text now rather than after the quiet time
   * (the Save button); resolves once it has, at once when offline (the edits
   * stay here), and after a few seconds at most.
   */
  flush: () => Promise<void>;
  destroy: () => void;
}

/** The stateless messages of a flush (src/server/collab/collab-server.ts). */
const flushRequest = 'flush';
const flushedAnswer = 'flushed';
const flushTimeoutMs = 5000;
const reopenDelayMs = 300;

/**
 * One document's co-editing connection, without React: a Hocuspocus provider
 * whose events are folded into one CoEditState. The browser's offline and
 * online events drop and restore the connection at once (a socket can take
 * many seconds to notice the network is gone); edits made meanwhile stay in
 * the Y document and merge when it reconnects.
 */
export function openCoEditSession(
  worldId: string,
  documentId: string,
  token: () => string,
): CoEditSession {
  let state = initialCoEditState;
  // Events can come while the provider is being built, before `provider` below is set.
  const built: { provider?: HocuspocusProvider } = {};
  const listeners = new Set<(next: CoEditState) => void>();
  const update = (change: Partial<CoEditState>) => {
    const next = { ...state, ...change };
    next.status = statusOf(next, built.provider);
    if (JSON.stringify(next) === JSON.stringify(state)) return;
    state = next;
    for (const listener of listeners) listener(state);
  };

  const provider = new CoEditProvider({
    url: coEditSocketUrl(),
    name: coEditDocumentName(worldId, documentId),
    token,
    onAuthenticated: ({ scope }) => update({ readOnly: scope === 'readonly', refusal: null }),
    onAuthenticationFailed: ({ reason }) => update({ refusal: reason || '403' }),
    onSynced: () => update({ loaded: true }),
    onUnsyncedChanges: ({ number }) => update({ unsent: number > 0 }),
    onStatus: () => update({}),
    // The server closed this document while the socket stays open (it was deleted, or the
    // person's access changed): open it again, to be told why or given the new access.
    onClose: () => {
      if (provider.configuration.websocketProvider.status !== WebSocketStatus.Connected) return;
      clearTimeout(reopening);
      reopening = setTimeout(() => {
        provider.disconnect();
        void provider.connect();
      }, reopenDelayMs);
    },
  });
  built.provider = provider;
  let reopening: ReturnType<typeof setTimeout> | undefined;

  const goOffline = () => {
    provider.disconnect();
    update({});
  };
  const goOnline = () => void provider.connect();
  window.addEventListener('offline', goOffline);
  window.addEventListener('online', goOnline);

  return {
    provider,
    subscribe: (listener) => {
      listeners.add(listener);
      listener(state);
      return () => listeners.delete(listener);
    },
    flush: () =>
      new Promise<void>((resolve) => {
        if (
          provider.configuration.websocketProvider.status !== WebSocketStatus.Connected ||
          state.readOnly
        )
          return resolve();
        const done = () => {
          clearTimeout(timer);
          provider.off('stateless', answered);
          resolve();
        };
        const answered = ({ payload }: { payload: string }) => {
          if (payload === flushedAnswer) done();
        };
        const timer = setTimeout(done, flushTimeoutMs);
        provider.on('stateless', answered);
        provider.sendStateless(flushRequest);
      }),
    destroy: () => {
      clearTimeout(reopening);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      listeners.clear();
      provider.destroy();
    },
  };
}

function statusOf(state: CoEditState, provider: HocuspocusProvider | undefined): CoEditStatus {
  if (state.refusal) return 'refused';
  const connected = provider?.configuration.websocketProvider.status === WebSocketStatus.Connected;
  if (!connected) return state.loaded ? 'offline' : 'connecting';
  if (!state.loaded) return 'connecting';
  return state.unsent ? 'saving' : 'saved';
}
