import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  ManualClock,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';
import {
  closeSession,
  collabWorld,
  lines,
  openSession,
  synced,
  typeInto,
  waitFor,
  type CollabWorld,
  type Session,
} from '../../../../tests/kits/server/collab-test-kit';
import { contentsFragmentName } from '../../../shared/wiki/contents-schema';
import { revisionQuietMs } from '../../commands/wiki/revision-writer';
import { loadCollabDocument, storeCollabDocument } from '../../collab/collab-persistence';

/** The history groups one person's saves into entries; the document's version still moves with every save (SPEC §3). */

const clock = new ManualClock(Date.parse('2026-11-27T09:00:00Z'));
let server: TestServer;
let owner: TestUser;
let writer: TestUser;
const sessions: Session[] = [];

beforeAll(async () => {
  server = await createTestServer({ clock, collabSaveDebounceMs: 100 });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await server.signUp('history-owner');
  writer = await server.signUp('history-writer');
});
afterAll(async () => {
  sessions.forEach(closeSession);
  await server.close();
});

const heading = (words: string) => ({
  type: 'heading',
  attrs: { level: 2 },
  content: [{ type: 'text', text: words }],
});
const paragraph = (words: string) => ({
  type: 'paragraph',
  content: [{ type: 'text', text: words }],
});
const contents = (...blocks: object[]) => ({ v: 1, doc: { type: 'doc', content: blocks } });

interface Entry {
  id: string;
  version: number;
  kind: string;
  author: { userName: string } | null;
  editors: { userName: string }[];
}

const path = (world: CollabWorld) => `/api/Setting/${world.worldId}/Documents/${world.documentId}`;
const load = async (world: CollabWorld) =>
  (await server.api('GET', path(world), { token: owner.token })).body;
const history = async (world: CollabWorld): Promise<Entry[]> =>
  (await server.api('GET', `${path(world)}/Revisions`, { token: owner.token })).body;
const summary = (entries: Entry[]) =>
  entries.map((entry) => `${entry.version} ${entry.kind} ${entry.author?.userName ?? '-'}`);

function put(world: CollabWorld, user: TestUser, version: number, fields: Record<string, unknown>) {
  return server.api('PUT', path(world), {
    token: user.token,
    body: { name: 'Harbour', type: 'location', version, ...fields },
  });
}

/** A world with `writer` as a member and a document named Harbour by `owner`, at version 1. */
async function harbour(...blocks: object[]): Promise<CollabWorld> {
  const world = await collabWorld(server, owner, [[writer, 'writer']]);
  const created = await server.api('POST', `/api/Setting/${world.worldId}/Documents`, {
    token: owner.token,
    body: {
      name: 'Harbour',
      type: 'location',
      contents: contents(...(blocks.length ? blocks : [paragraph('The harbour.')])),
    },
  });
  return { ...world, documentId: created.body.id, name: `${world.worldId}/${created.body.id}` };
}

function open(world: CollabWorld, user: TestUser): Session {
  const session = openSession(world.url, user.token, world.name);
  sessions.push(session);
  return session;
}

/** Asks the server to save the session's text now (the editor's Save) and waits for its answer. */
async function saveNow(session: Session): Promise<void> {
  let answered = false;
  const listener = ({ payload }: { payload: string }) => {
    answered ||= payload === 'flushed';
  };
  session.provider.on('stateless', listener);
  await synced(session);
  session.provider.sendStateless('flush');
  await waitFor(() => answered);
  session.provider.off('stateless', listener);
}

describe('document history', () => {
  it('keeps quick saves by one author as one entry, while every save still moves the version', async () => {
    const world = await harbour();
    for (const [version, words] of [
      [1, 'Ships.'],
      [2, 'Ships and boats.'],
      [3, 'Ships, boats, rafts.'],
    ] as const) {
      clock.advance(60_000);
      const saved = await put(world, owner, version, { contents: contents(paragraph(words)) });
      expect(saved.body.version).toBe(version + 1);
    }
    const entries = await history(world);
    expect(summary(entries)).toEqual(['4 update history-owner', '1 create history-owner']);
    const newest = await server.api('GET', `${path(world)}/Revisions/${entries[0]!.id}`, {
      token: owner.token,
    });
    expect(newest.body.contents).toEqual(contents(paragraph('Ships, boats, rafts.')));

    // The version check is the document's: a change of the contents made on version 2 is stale.
    const stale = await put(world, owner, 2, { contents: contents(paragraph('Only ships.')) });
    expect(stale.status).toBe(409);
    expect(codes(stale)).toEqual(['4091']);
    // A change of the fields alone made on a version the entry holds still goes on top (only contents changed since).
    const described = await put(world, writer, 2, { description: 'Busy' });
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({ version: 5, description: 'Busy' });
    expect(described.body.contents).toEqual(contents(paragraph('Ships, boats, rafts.')));
  });

  it('starts a new entry for another author, and for the same author after a pause', async () => {
    const world = await harbour();
    await put(world, owner, 1, { contents: contents(paragraph('Owner writes.')) });
    await put(world, writer, 2, { contents: contents(paragraph('Writer writes.')) });
    await put(world, owner, 3, { contents: contents(paragraph('Owner again.')) });
    expect(summary(await history(world))).toEqual([
      '4 update history-owner',
      '3 update history-writer',
      '2 update history-owner',
      '1 create history-owner',
    ]);

    clock.advance(revisionQuietMs + 1000);
    await put(world, owner, 4, { contents: contents(paragraph('Owner, after a break.')) });
    clock.advance(revisionQuietMs - 1000);
    await put(world, owner, 5, { contents: contents(paragraph('Owner, still at it.')) });
    expect(summary(await history(world)).slice(0, 2)).toEqual([
      '6 update history-owner',
      '4 update history-owner',
    ]);
  });

  it('starts a new entry when the fields change, so each entry had one name', async () => {
    const world = await harbour();
    await put(world, owner, 1, { contents: contents(paragraph('Text.')) });
    await put(world, owner, 2, { name: 'Old harbour' });
    const entries = await history(world);
    expect(entries.map((entry) => entry.version)).toEqual([3, 2, 1]);
  });

  it('stores the text typed in one go once, with the mention that was picked instead of the half-typed name', async () => {
    const target = await harbour();
    const saltmere = await server.api('POST', `/api/Setting/${target.worldId}/Documents`, {
      token: owner.token,
      body: { name: 'Saltmere', type: 'location', contents: contents(paragraph('A port.')) },
    });
    const world = target;
    const session = open(world, owner);
    await synced(session);

    // The `@` menu is open: what is typed after `@` is plain text until a document is picked.
    typeInto(session.doc, 0, 'The harbour.'.length, ' Ships sail to @Salt');
    await saveNow(session);
    expect((await load(world)).version).toBe(2);

    // Picked: the editor replaces the typed name with a mention node, then the typing goes on.
    session.doc.transact(() => {
      const block = session.doc.getXmlFragment(contentsFragmentName).get(0) as Y.XmlElement;
      const typed = block.get(0) as Y.XmlText;
      typed.delete(typed.length - '@Salt'.length, '@Salt'.length);
      const mention = new Y.XmlElement('mention');
      mention.setAttribute('id', saltmere.body.id);
      mention.setAttribute('label', 'Saltmere');
      const after = new Y.XmlText();
      after.insert(0, '.');
      block.insert(1, [mention, after]);
    });
    await saveNow(session);
    expect((await load(world)).version).toBe(3);

    const entries = await history(world);
    expect(summary(entries)).toEqual(['3 update history-owner', '1 create history-owner']);
    const kept = await server.api('GET', `${path(world)}/Revisions/${entries[0]!.id}`, {
      token: owner.token,
    });
    expect(kept.body.contents.doc.content[0].content).toEqual([
      { type: 'text', text: 'The harbour. Ships sail to ' },
      {
        type: 'mention',
        attrs: { id: saltmere.body.id, label: 'Saltmere', mentionSuggestionChar: '@' },
      },
      { type: 'text', text: '.' },
    ]);
    for (const entry of entries) {
      const stored = await server.api('GET', `${path(world)}/Revisions/${entry.id}`, {
        token: owner.token,
      });
      expect(JSON.stringify(stored.body.contents)).not.toContain('@Salt');
    }
    closeSession(session);
  });

  it('gives two co-editing authors an entry each', async () => {
    const world = await harbour();
    const alice = open(world, owner);
    const bob = open(world, writer);
    await Promise.all([synced(alice), synced(bob)]);
    typeInto(alice.doc, 0, 0, 'Alice: ');
    await saveNow(alice);
    typeInto(bob.doc, 0, 0, 'Bob: ');
    await saveNow(bob);
    expect(summary(await history(world))).toEqual([
      '3 update history-writer',
      '2 update history-owner',
      '1 create history-owner',
    ]);
    expect((await history(world))[0]!.editors.map((editor) => editor.userName)).toEqual([
      'history-writer',
    ]);
    closeSession(bob);
    closeSession(alice);
  });

  it('starts a new entry when the editor is opened again (its Save leaves it), within the quiet time', async () => {
    const world = await harbour();
    const name = { worldId: world.worldId, documentId: world.documentId };
    const author = { id: owner.id, userName: owner.userName, sessionId: '' };
    const sitting = await loadCollabDocument(server.ctx, name);
    typeInto(sitting, 0, 0, 'One. ');
    await storeCollabDocument(server.ctx, name, sitting, [author]);
    typeInto(sitting, 0, 0, 'Two. ');
    await storeCollabDocument(server.ctx, name, sitting, [author]);
    expect(summary(await history(world))).toEqual([
      '3 update history-owner',
      '1 create history-owner',
    ]);

    clock.advance(1000);
    const next = await loadCollabDocument(server.ctx, name);
    typeInto(next, 0, 0, 'Three. ');
    await storeCollabDocument(server.ctx, name, next, [author]);
    expect(summary(await history(world))).toEqual([
      '4 update history-owner',
      '3 update history-owner',
      '1 create history-owner',
    ]);
  });

  it('makes exactly one version of a restore, though an open editor closes the restored text with an empty paragraph', async () => {
    const world = await harbour(heading('Overview'), paragraph('Old text.'), heading('History'));
    const editor = open(world, writer);
    // TipTap's trailing node: a text the editor shows always ends with a paragraph; it adds one as the text arrives.
    editor.doc.on('afterTransaction', (transaction: Y.Transaction) => {
      if (transaction.local) return;
      queueMicrotask(() => {
        const fragment = editor.doc.getXmlFragment(contentsFragmentName);
        const last = fragment.get(fragment.length - 1);
        if (!(last instanceof Y.XmlElement && last.nodeName === 'paragraph'))
          fragment.push([new Y.XmlElement('paragraph')]);
      });
    });
    await synced(editor);
    await waitFor(
      () => lines(editor.doc),
      (text) => text.length === 4 && text[3] === '',
    );
    await saveNow(editor);
    expect((await load(world)).version).toBe(1);

    const newer = await put(world, owner, 1, { contents: contents(paragraph('New text.')) });
    await waitFor(
      () => lines(editor.doc),
      (text) => JSON.stringify(text) === JSON.stringify(['New text.']),
    );
    await saveNow(editor);
    const before = await history(world);
    expect(before.map((entry) => entry.version)).toEqual([newer.body.version, 1]);

    const restored = await server.api('POST', `${path(world)}/Revisions/${before[1]!.id}/Restore`, {
      token: owner.token,
      body: { version: newer.body.version },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.version).toBe(newer.body.version + 1);
    await server.ctx.collab?.settled();
    await waitFor(
      () => lines(editor.doc),
      (text) => JSON.stringify(text) === JSON.stringify(['Overview', 'Old text.', 'History', '']),
    );
    await saveNow(editor);

    expect((await load(world)).version).toBe(newer.body.version + 1);
    const after = await history(world);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({
      version: newer.body.version + 1,
      kind: 'restore',
      restoredFrom: 1,
    });
    closeSession(editor);
  });
});
