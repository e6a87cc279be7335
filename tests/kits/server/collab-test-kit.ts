import { HocuspocusProvider } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import type { TestServer, TestUser } from './test-server';
import { contentsFragmentName } from '../../../src/shared/wiki/contents-schema';

/** Helpers of the co-editing tests: providers as a browser runs them, on a listening test server. */

export const paragraph = (value: string) => ({
  type: 'paragraph',
  content: value ? [{ type: 'text', text: value }] : [],
});
export const contents = (...lines: string[]) => ({
  v: 1,
  doc: { type: 'doc', content: lines.map(paragraph) },
});

export interface Session {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  /** The reason the server gave for refusing, once it did. */
  refusal: () => string | null;
  readOnly: () => boolean;
}

export function collabUrl(server: TestServer): string {
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test server is not listening');
  return `ws://127.0.0.1:${address.port}/api/Collab`;
}

/** `Provider`: the provider class to run (the editor's own, co-edit-provider.ts; Hocuspocus' by default). */
export function openSession(
  url: string,
  token: string,
  name: string,
  Provider: typeof HocuspocusProvider = HocuspocusProvider,
): Session {
  let refusal: string | null = null;
  let scope: string | null = null;
  const provider = new Provider({
    url,
    name,
    token,
    // Passed on to the socket the provider opens (Node has no WebSocket of its own on 20); its type leaves it out.
    ...{ WebSocketPolyfill: WebSocket },
    onAuthenticationFailed: ({ reason }) => {
      refusal = reason;
    },
    onAuthenticated: ({ scope: granted }) => {
      scope = granted;
    },
  });
  return {
    provider,
    doc: provider.document,
    refusal: () => refusal,
    readOnly: () => scope === 'readonly',
  };
}

export function closeSession(session: Session): void {
  session.provider.destroy();
}

// The ceiling is for a hang, not a speed limit: a save waits out its quiet time, and a
// busy machine is slower still; vite.config.ts gives each test 120 s.
export async function waitFor<T>(
  read: () => T | Promise<T>,
  accept: (value: T) => boolean = Boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const synced = (session: Session) =>
  waitFor(() => session.provider.isSynced && !session.provider.hasUnsyncedChanges);

/** The text of each paragraph of the co-edited contents. */
export function lines(doc: Y.Doc): string[] {
  return doc
    .getXmlFragment(contentsFragmentName)
    .toArray()
    .map((block) =>
      block instanceof Y.XmlElement
        ? block
            .toArray()
            .map((child) => (child instanceof Y.XmlText ? child.toString() : ''))
            .join('')
        : '',
    );
}

/** Types `text` at `offset` of paragraph `index`, as an editor's keystrokes would. */
export function typeInto(doc: Y.Doc, index: number, offset: number, text: string): void {
  const block = doc.getXmlFragment(contentsFragmentName).get(index) as Y.XmlElement;
  let node = block.get(0);
  if (!(node instanceof Y.XmlText)) {
    node = new Y.XmlText();
    block.insert(0, [node]);
  }
  (node as Y.XmlText).insert(offset, text);
}

export function appendParagraph(doc: Y.Doc, text: string): void {
  const block = new Y.XmlElement('paragraph');
  const node = new Y.XmlText();
  node.insert(0, text);
  block.insert(0, [node]);
  doc.getXmlFragment(contentsFragmentName).push([block]);
}

export interface CollabWorld {
  worldId: string;
  documentId: string;
  name: string;
  url: string;
}

/** A world of `owner` with `members` added by role, and one document holding `lines`. */
export async function collabWorld(
  server: TestServer,
  owner: TestUser,
  members: [TestUser, string][],
  ...text: string[]
): Promise<CollabWorld> {
  const unique = Math.random().toString(36).slice(2, 8);
  const world = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName: `co-${unique}`, name: `Co ${unique}` },
  });
  for (const [member, role] of members) {
    const added = await server.api('POST', `/api/Setting/${world.body.id}/Members`, {
      token: owner.token,
      body: { userName: member.userName, role },
    });
    if (added.status !== 200) throw new Error(`member not added: ${JSON.stringify(added.body)}`);
  }
  const document = await server.api('POST', `/api/Setting/${world.body.id}/Documents`, {
    token: owner.token,
    body: { name: `Harbour ${unique}`, type: 'location', contents: contents(...text) },
  });
  const url = server.app.server.listening ? collabUrl(server) : '';
  return {
    worldId: world.body.id,
    documentId: document.body.id,
    name: `${world.body.id}/${document.body.id}`,
    url,
  };
}
