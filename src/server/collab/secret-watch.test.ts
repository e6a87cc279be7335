import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';
import {
  closeSession,
  collabWorld,
  openSession,
  synced,
  waitFor,
  type Session,
} from '../../../tests/kits/server/collab-test-kit';
import { contentsFragmentName } from '../../shared/wiki/contents-schema';
import { ErrorCode } from '../../shared/errors';

/** A co-editing copy never holds a secret its holder may not see. */

const marker = 'COLLAB-SECRET-k3p9';
let server: TestServer;
let owner: TestUser;
let writer: TestUser;
let viewer: TestUser;
const sessions: Session[] = [];

beforeAll(async () => {
  server = await createTestServer({ collabSaveDebounceMs: 50 });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await server.signUp('sw-owner');
  writer = await server.signUp('sw-writer');
  viewer = await server.signUp('sw-viewer');
});
afterAll(async () => {
  sessions.forEach(closeSession);
  await server.close();
});

function open(token: string, name: string, url: string): Session {
  const session = openSession(url, token, name);
  sessions.push(session);
  return session;
}

/** Appends a secret block for `roles` holding one paragraph, as an editor inserting it would. */
function appendSecret(doc: Y.Doc, roles: string, text: string) {
  const secret = new Y.XmlElement('secret');
  secret.setAttribute('roles', roles);
  const paragraph = new Y.XmlElement('paragraph');
  const words = new Y.XmlText();
  words.insert(0, text);
  paragraph.insert(0, [words]);
  secret.insert(0, [paragraph]);
  doc.getXmlFragment(contentsFragmentName).push([secret]);
}

const holdsMarker = (doc: Y.Doc) =>
  doc.getXmlFragment(contentsFragmentName).toString().includes(marker);

describe('co-editing a document with secrets', () => {
  it('refuses a role that may not see one of its secrets, and opens for those who may', async () => {
    const world = await collabWorld(
      server,
      owner,
      [
        [writer, 'writer'],
        [viewer, 'viewer'],
      ],
      'Open words',
    );
    const ownerSession = open(owner.token, world.name, world.url);
    await synced(ownerSession);
    appendSecret(ownerSession.doc, 'owner,writer', marker);
    await synced(ownerSession);

    const writerSession = open(writer.token, world.name, world.url);
    await synced(writerSession);
    expect(holdsMarker(writerSession.doc)).toBe(true);

    const viewerSession = open(viewer.token, world.name, world.url);
    await waitFor(() => viewerSession.refusal());
    expect(viewerSession.refusal()).toBe(ErrorCode.secretsHidden);
    expect(holdsMarker(viewerSession.doc)).toBe(false);

    // Once saved, a fresh connection is refused on the stored text as well.
    ownerSession.provider.sendStateless('flush');
    await waitFor(async () => {
      const stored = await server.api(
        'GET',
        `/api/Setting/${world.worldId}/Documents/${world.documentId}`,
        { token: owner.token },
      );
      return JSON.stringify(stored.body).includes(marker);
    });
    const again = open(viewer.token, world.name, world.url);
    await waitFor(() => again.refusal());
    expect(again.refusal()).toBe(ErrorCode.secretsHidden);
    expect(holdsMarker(again.doc)).toBe(false);
  });

  it('closes a viewer following the text before a secret typed meanwhile reaches it', async () => {
    const world = await collabWorld(server, owner, [[viewer, 'viewer']], 'Plain words');
    const viewerSession = open(viewer.token, world.name, world.url);
    await synced(viewerSession);
    let closed = false;
    viewerSession.provider.on('close', () => {
      closed = true;
    });
    const ownerSession = open(owner.token, world.name, world.url);
    await synced(ownerSession);
    appendSecret(ownerSession.doc, 'owner', marker);
    await synced(ownerSession);
    await waitFor(() => closed);
    // Give any update the server might have sent a moment to arrive: none may hold the marker.
    await synced(ownerSession);
    expect(holdsMarker(viewerSession.doc)).toBe(false);
    const again = open(viewer.token, world.name, world.url);
    await waitFor(() => again.refusal());
    expect(again.refusal()).toBe(ErrorCode.secretsHidden);
  });
});
