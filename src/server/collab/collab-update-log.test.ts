import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import {
  createTestServer,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';
import {
  closeSession,
  collabWorld,
  lines,
  openSession,
  synced,
  typeInto,
  waitFor,
  type Session,
} from '../../../tests/kits/server/collab-test-kit';
import { loadCollabDocument, recoverCollabUpdates } from './collab-persistence';
import * as updates from './collab-updates';
import { loadCollabState } from './collab-states';
import { CoEditProvider } from '../../client/features/editor/co-editing/co-edit-provider';

/** Log writes wait for this while a test holds them. */
const gate = vi.hoisted(() => ({ held: null as Promise<void> | null, waiting: 0, passing: 0 }));
vi.mock('./collab-updates', async (original) => {
  const actual = await original<typeof import('./collab-updates')>();
  return {
    ...actual,
    appendCollabUpdates: async (...args: Parameters<typeof actual.appendCollabUpdates>) => {
      if (gate.held && gate.passing > 0) gate.passing--;
      else if (gate.held) {
        gate.waiting++;
        await gate.held;
      }
      return actual.appendCollabUpdates(...args);
    },
  };
});

let server: TestServer;
let owner: TestUser;
const sessions: Session[] = [];

beforeAll(async () => {
  // Saves wait an hour: what the server holds of an edit is only what the log wrote.
  server = await createTestServer({ collabSaveDebounceMs: 3_600_000 });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await server.signUp('log-owner');
});
afterAll(async () => {
  sessions.forEach(closeSession);
  await server.close();
});

/** Holds log writes, after the first `passing` ones, until the returned `release` or `fail` (a write the crash cut off). */
function holdWrites(passing = 0) {
  let release = () => undefined as void;
  let fail = (_error: Error) => undefined as void;
  gate.waiting = 0;
  gate.passing = passing;
  gate.held = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  // A write failed on purpose is awaited by nobody but the server, which closes its connection.
  gate.held.catch(() => undefined);
  const done = () => (gate.held = null);
  return {
    release: () => (release(), done()),
    fail: () => (fail(new Error('the server went away')), done()),
  };
}

function open(world: { url: string; name: string }): Session {
  const session = openSession(world.url, owner.token, world.name, CoEditProvider);
  sessions.push(session);
  return session;
}

const logged = (documentId: string) => updates.loadCollabUpdates(server.ctx.db, documentId);
/** The text the database holds now, saved or only logged: what survives the server stopping. */
async function durableLines(documentId: string): Promise<string[]> {
  const doc = new Y.Doc();
  const state = await loadCollabState(server.ctx.db, documentId);
  if (state) Y.applyUpdate(doc, state.state);
  for (const update of await logged(documentId)) Y.applyUpdate(doc, update.data);
  return lines(doc);
}
const stored = async (worldId: string, documentId: string) =>
  (
    await server.api('GET', `/api/Setting/${worldId}/Documents/${documentId}`, {
      token: owner.token,
    })
  ).body;
const storedText = async (worldId: string, documentId: string) =>
  (
    (await stored(worldId, documentId)).contents.doc.content as { content?: { text: string }[] }[]
  ).map((block) => (block.content ?? []).map((child) => child.text).join(''));

describe('the co-editing update log', () => {
  it('acknowledges an update only once its log entry is written', async () => {
    const world = await collabWorld(server, owner, [], 'Quay.');
    const session = open(world);
    await synced(session);

    const writes = holdWrites();
    try {
      typeInto(session.doc, 0, 'Quay.'.length, ' Held.');
      // The update reached the server, its write waits at the gate, and it is not acknowledged.
      await waitFor(
        () => gate.waiting,
        (count) => count === 1,
      );
      expect(await logged(world.documentId)).toEqual([]);
      expect(session.provider.hasUnsyncedChanges).toBe(true);
    } finally {
      writes.release();
    }
    await synced(session);
    expect((await logged(world.documentId)).length).toBeGreaterThan(0);
  });

  it('takes the edits an open tab never got acknowledged when it reconnects', async () => {
    const world = await collabWorld(server, owner, [], 'Gulls.');
    const session = open(world);
    await synced(session);

    const writes = holdWrites();
    try {
      typeInto(session.doc, 0, 'Gulls.'.length, ' Unsaved.');
      await waitFor(
        () => gate.waiting,
        (count) => count === 1,
      );
      // The connection drops with the write on its way (the server died): the edit was never acknowledged.
      session.provider.configuration.websocketProvider.webSocket?.close();
    } finally {
      writes.fail();
    }
    expect(session.provider.hasUnsyncedChanges).toBe(true);

    // The provider reconnects by itself; its first sync sends what the server lacks.
    await waitFor(
      () => session.provider.configuration.websocketProvider.status,
      (status) => status === 'connected',
    );
    await synced(session);
    const doc = await loadCollabDocument(server.ctx, {
      worldId: world.worldId,
      documentId: world.documentId,
    });
    expect(lines(doc)).toEqual(['Gulls. Unsaved.']);
    expect(await storedText(world.worldId, world.documentId)).toEqual(['Gulls. Unsaved.']);
  });

  it('shows edits made offline as saved only once the server stored all of them after the reconnect', async () => {
    const world = await collabWorld(server, owner, [], 'Buoys.');
    const session = open(world);
    await synced(session);
    const socket = session.provider.configuration.websocketProvider;

    // The browser's offline event (co-edit-session.ts): the socket closes; two edits are typed meanwhile.
    session.provider.disconnect();
    await waitFor(
      () => socket.status,
      (status) => status === 'disconnected',
    );
    typeInto(session.doc, 0, 'Buoys.'.length, ' Red.');
    typeInto(session.doc, 0, 'Buoys. Red.'.length, ' Green.');
    expect(session.provider.hasUnsyncedChanges).toBe(true);

    // Back online, with the server slow to store: the first write goes through, the next ones wait.
    const writes = holdWrites(1);
    try {
      void session.provider.connect();
      await waitFor(() => socket.status === 'connected' && !session.provider.hasUnsyncedChanges);
      // "Saved": the database holds both edits, though every write after the first still waits.
      expect(await durableLines(world.documentId)).toEqual(['Buoys. Red. Green.']);
    } finally {
      writes.release();
    }
    await synced(session);
    expect(await durableLines(world.documentId)).toEqual(['Buoys. Red. Green.']);
  });

  it('gives back acknowledged text a crash cut off before its save, and saves it through the save path', async () => {
    const world = await collabWorld(server, owner, [], 'The tide turns.');
    const session = open(world);
    await synced(session);
    typeInto(session.doc, 0, 'The tide turns.'.length, ' Typed before the crash.');
    await synced(session);
    expect(await storedText(world.worldId, world.documentId)).toEqual(['The tide turns.']);

    // What a restarted server does: load the document from the database alone.
    const doc = await loadCollabDocument(server.ctx, {
      worldId: world.worldId,
      documentId: world.documentId,
    });
    expect(lines(doc)).toEqual(['The tide turns. Typed before the crash.']);
    const document = await stored(world.worldId, world.documentId);
    expect(document.version).toBe(2);
    expect(await storedText(world.worldId, world.documentId)).toEqual([
      'The tide turns. Typed before the crash.',
    ]);
    const revisions = await server.api(
      'GET',
      `/api/Setting/${world.worldId}/Documents/${world.documentId}/Revisions`,
      { token: owner.token },
    );
    expect(
      revisions.body[0].editors.map((editor: { userName: string }) => editor.userName),
    ).toEqual(['log-owner']);
    expect(await logged(world.documentId)).toEqual([]);
  });

  it('saves logged text of documents nobody opens again at start-up', async () => {
    const world = await collabWorld(server, owner, [], 'Lanterns.');
    const session = open(world);
    await synced(session);
    typeInto(session.doc, 0, 'Lanterns.'.length, ' Lit.');
    await synced(session);

    await recoverCollabUpdates(server.ctx);
    expect(await storedText(world.worldId, world.documentId)).toEqual(['Lanterns. Lit.']);
    expect(await logged(world.documentId)).toEqual([]);
  });

  it('deletes the entries a save holds in the save, and keeps those that came after', async () => {
    const world = await collabWorld(server, owner, [], 'Nets.');
    const session = open(world);
    await synced(session);
    typeInto(session.doc, 0, 'Nets.'.length, ' Mended.');
    await synced(session);
    expect((await logged(world.documentId)).length).toBeGreaterThan(0);

    await server.ctx.collab?.saveSessionNow(world.worldId, world.documentId);
    expect(await logged(world.documentId)).toEqual([]);
    expect(await storedText(world.worldId, world.documentId)).toEqual(['Nets. Mended.']);

    typeInto(session.doc, 0, 'Nets. Mended.'.length, ' Dried.');
    await synced(session);
    expect((await logged(world.documentId)).length).toBeGreaterThan(0);
    const doc = await loadCollabDocument(server.ctx, {
      worldId: world.worldId,
      documentId: world.documentId,
    });
    expect(lines(doc)).toEqual(['Nets. Mended. Dried.']);
  });
});
