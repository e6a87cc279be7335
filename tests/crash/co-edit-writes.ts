import type { HocuspocusProvider } from '@hocuspocus/provider';
import WebSocket from 'ws';
import { callApi, field, isOk } from '../support/http';
import type { Random } from '../../scripts/generate/random';
import { CoEditProvider } from '../../src/client/features/editor/co-editing/co-edit-provider';
import { lines, typeInto } from '../kits/server/collab-test-kit';
import type { CoEditedDocument, Ledger } from './ledger';

/**
 * One writer in a co-editing session, as a browser tab runs it: a Hocuspocus
 * provider that types words into its document. A word counts as
 * acknowledged once the provider has no unsynced change left after typing
 * it, which is what the editor shows as "Saved".
 */
export class CoEditClient {
  private document: CoEditedDocument | undefined;
  private counter = 0;

  constructor(
    private readonly name: string,
    private readonly ledger: Ledger,
    private readonly random: Random,
  ) {}

  /** An account, a world and a document before the first kill (hashing a password is slow on a busy machine). */
  async prepare(baseUrl: string): Promise<void> {
    const userName = `co${this.name}${this.random.hex(6)}`;
    const account = await callApi(baseUrl, 'POST', '/api/Account/CreateAccount', {
      body: {
        userName,
        password: `pw-${this.random.hex(12)}`,
        emailAdress: `${userName}@crash.test`,
      },
    });
    const token = field(account, 'token');
    const world = await callApi(baseUrl, 'POST', '/api/Setting', {
      token,
      body: { urlName: `w${userName}`, name: `Co-edited ${userName}`, description: 'crash test' },
    });
    const worldId = field(world, 'id');
    const contents = {
      v: 1,
      doc: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Typed:' }] }],
      },
    };
    const created = await callApi(baseUrl, 'POST', `/api/Setting/${worldId}/Documents`, {
      token,
      body: { name: `Co-edited ${userName}`, type: 'note', contents },
    });
    if (!isOk(created))
      throw new Error(`co-edited document not created: ${JSON.stringify(created.body)}`);
    this.document = {
      worldId,
      documentId: field(created, 'id'),
      token,
      acknowledged: [],
      round: 0,
    };
    this.ledger.coEdited.push(this.document);
  }

  /**
   * Opens a session as a fresh tab does and resolves once it has loaded the
   * text (null when refused). Done before a round's kill window opens: on a
   * busy machine connecting alone can take longer than the window.
   */
  async open(baseUrl: string): Promise<HocuspocusProvider | null> {
    const document = this.document;
    if (!document) return null;
    // The editor's own provider: it says "Saved" only for what the server has stored.
    const provider = new CoEditProvider({
      url: `${baseUrl.replace(/^http/, 'ws')}/api/Collab`,
      name: `${document.worldId}/${document.documentId}`,
      token: document.token,
      ...{ WebSocketPolyfill: QuietWebSocket },
    });
    let refused: string | null = null;
    provider.on('authenticationFailed', ({ reason }: { reason: string }) => (refused = reason));
    await until(() => (provider.isSynced && !provider.hasUnsyncedChanges) || refused !== null);
    if (refused === null) return provider;
    this.ledger.unexpected.push(`co-editing of ${document.documentId} refused: ${refused}`);
    provider.destroy();
    return null;
  }

  /** Types into an open session until the server is gone. */
  async type(
    provider: HocuspocusProvider | null,
    round: number,
    stopped: () => boolean,
  ): Promise<void> {
    const document = this.document;
    if (!document || !provider) return;
    try {
      while (!stopped()) {
        const words = Array.from(
          { length: this.random.int(1, 3) },
          () => `${this.name}r${round}w${(this.counter++).toString(36)}`,
        );
        document.round = round;
        // One update per word, as keystrokes send them.
        for (const word of words)
          typeInto(provider.document, 0, (lines(provider.document)[0] ?? '').length, ` ${word}`);
        await until(() => !provider.hasUnsyncedChanges || stopped());
        if (provider.hasUnsyncedChanges) return;
        document.acknowledged.push(...words);
        this.ledger.acknowledged.coEdits += words.length;
        // A typist's pace, so that a round holds tens of words rather than thousands.
        await new Promise((resolve) => setTimeout(resolve, this.random.int(5, 40)));
      }
    } finally {
      provider.destroy();
    }
  }
}

/**
 * The provider drops its socket on destroy even while it is still connecting
 * to a killed server, and ws then reports an error nobody listens to.
 */
class QuietWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('error', () => undefined);
  }
}

/** Polls a state: the provider's counters and the test's "stopped" have no single event between them. */
async function until(state: () => boolean): Promise<void> {
  while (!state()) await new Promise((resolve) => setTimeout(resolve, 5));
}
