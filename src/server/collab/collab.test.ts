import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';
import {
  appendParagraph,
  closeSession,
  collabWorld,
  contents,
  lines,
  openSession,
  synced,
  typeInto,
  waitFor,
  type Session,
} from '../../../tests/kits/server/collab-test-kit';

let server: TestServer;
let owner: TestUser;
let writer: TestUser;
let viewer: TestUser;
let artist: TestUser;
let stranger: TestUser;
const sessions: Session[] = [];

beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await server.signUp('co-owner');
  writer = await server.signUp('co-writer');
  viewer = await server.signUp('co-viewer');
  artist = await server.signUp('co-artist');
  stranger = await server.signUp('co-stranger');
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

const team = (): [TestUser, string][] => [
  [writer, 'writer'],
  [viewer, 'viewer'],
  [artist, 'artist'],
];

const load = (worldId: string, documentId: string, on = server, token = owner.token) =>
  on.api('GET', `/api/Setting/${worldId}/Documents/${documentId}`, { token });
const storedText = async (worldId: string, documentId: string, on = server, token = owner.token) =>
  (
    (await load(worldId, documentId, on, token)).body.contents.doc.content as {
      content?: { text: string }[];
    }[]
  ).map((block) => (block.content ?? []).map((child) => child.text).join(''));

describe('co-editing', () => {
  it('merges two writers typing at once, and saves the text as a new version naming both', async () => {
    const world = await collabWorld(server, owner, team(), 'The harbour is quiet.');
    const alice = open(owner.token, world.name, world.url);
    const bob = open(writer.token, world.name, world.url);
    await Promise.all([synced(alice), synced(bob)]);
    expect(lines(alice.doc)).toEqual(['The harbour is quiet.']);

    typeInto(alice.doc, 0, 0, 'At dawn, ');
    typeInto(bob.doc, 0, 'The harbour is quiet'.length, ' and cold');
    const merged = ['At dawn, The harbour is quiet and cold.'];
    await waitFor(
      () => lines(alice.doc),
      (text) => JSON.stringify(text) === JSON.stringify(merged),
    );
    await waitFor(
      () => lines(bob.doc),
      (text) => JSON.stringify(text) === JSON.stringify(merged),
    );

    const saved = await waitFor(
      () => load(world.worldId, world.documentId),
      (response) => response.body.version === 2,
    );
    expect(saved.body.contents.doc.content[0].content[0].text).toBe(merged[0]);
    expect(saved.body.updatedBy.userName).toMatch(/^co-(owner|writer)$/);
    const revisions = await server.api(
      'GET',
      `/api/Setting/${world.worldId}/Documents/${world.documentId}/Revisions`,
      { token: owner.token },
    );
    expect(revisions.body[0]).toMatchObject({ version: 2, kind: 'update' });
    expect(
      revisions.body[0].editors.map((editor: { userName: string }) => editor.userName).sort(),
    ).toEqual(['co-owner', 'co-writer']);
    const feed = await server.api('GET', `/api/Setting/${world.worldId}/Feed`, {
      token: owner.token,
    });
    expect(feed.body.items[0]).toMatchObject({ type: 'update_document', details: { version: 2 } });
    const search = await server.api('GET', `/api/Setting/${world.worldId}/Search?query=dawn`, {
      token: owner.token,
    });
    expect(JSON.stringify(search.body)).toContain(world.documentId);
  });

  it('lets viewers and artists follow the text read-only: their edits are refused', async () => {
    const world = await collabWorld(server, owner, team(), 'Only writers write.');
    const alice = open(owner.token, world.name, world.url);
    const watcher = open(viewer.token, world.name, world.url);
    const painter = open(artist.token, world.name, world.url);
    await Promise.all([
      synced(alice),
      waitFor(() => watcher.provider.isSynced),
      waitFor(() => painter.provider.isSynced),
    ]);
    expect([watcher.readOnly(), painter.readOnly(), alice.readOnly()]).toEqual([true, true, false]);

    appendParagraph(watcher.doc, 'Viewer was here');
    appendParagraph(painter.doc, 'Artist was here');
    typeInto(alice.doc, 0, 0, 'Yes: ');
    await waitFor(
      () => lines(watcher.doc)[0],
      (text) => text === 'Yes: Only writers write.',
    );
    // Stored after the save's quiet time, with nothing of the viewer's or the artist's.
    await waitFor(
      () => storedText(world.worldId, world.documentId),
      (text) => JSON.stringify(text) === JSON.stringify(['Yes: Only writers write.']),
    );
    expect(lines(alice.doc)).toEqual(['Yes: Only writers write.']);
  });

  it('refuses a bad token, a non-member and a document of another world', async () => {
    const world = await collabWorld(server, owner, team(), 'Private.');
    const elsewhere = await collabWorld(server, stranger, [], 'Not yours.');
    const forged = open('not-a-token', world.name, world.url);
    const outsider = open(stranger.token, world.name, world.url);
    const crossed = open(owner.token, `${world.worldId}/${elsewhere.documentId}`, world.url);
    await waitFor(
      () => [forged.refusal(), outsider.refusal(), crossed.refusal()],
      (reasons) => reasons.every(Boolean),
    );
    expect([forged.refusal(), outsider.refusal(), crossed.refusal()]).toEqual([
      '401',
      '401_2',
      '404',
    ]);
    expect(lines(outsider.doc)).toEqual([]);
  });

  it('merges edits made while one writer was offline when it comes back', async () => {
    const world = await collabWorld(server, owner, team(), 'Tide tables.');
    const alice = open(owner.token, world.name, world.url);
    const bob = open(writer.token, world.name, world.url);
    await Promise.all([synced(alice), synced(bob)]);

    bob.provider.disconnect();
    appendParagraph(bob.doc, 'Bob wrote this offline.');
    appendParagraph(alice.doc, 'Alice kept writing.');
    typeInto(bob.doc, 0, 0, 'Old ');
    await synced(alice);
    expect(lines(alice.doc)).not.toContain('Bob wrote this offline.');

    await bob.provider.connect();
    const both = (text: string[]) =>
      text.includes('Bob wrote this offline.') &&
      text.includes('Alice kept writing.') &&
      text[0] === 'Old Tide tables.';
    await waitFor(() => lines(alice.doc), both);
    await waitFor(() => lines(bob.doc), both);
    expect(lines(alice.doc)).toEqual(lines(bob.doc));
    await waitFor(() => storedText(world.worldId, world.documentId), both);
  });

  it('takes contents saved with the form during a session into the session, and keeps them', async () => {
    const world = await collabWorld(server, owner, team(), 'Before the storm.');
    const alice = open(owner.token, world.name, world.url);
    await synced(alice);
    const document = (await load(world.worldId, world.documentId)).body;
    const put = await server.api(
      'PUT',
      `/api/Setting/${world.worldId}/Documents/${world.documentId}`,
      {
        token: writer.token,
        body: {
          name: document.name,
          type: document.type,
          version: document.version,
          contents: contents('After the storm.', 'Boats are out.'),
        },
      },
    );
    expect(put.status).toBe(200);
    await waitFor(
      () => lines(alice.doc),
      (text) => JSON.stringify(text) === JSON.stringify(['After the storm.', 'Boats are out.']),
    );

    typeInto(alice.doc, 1, 'Boats are out'.length, ' again');
    await waitFor(
      () => storedText(world.worldId, world.documentId),
      (text) =>
        JSON.stringify(text) === JSON.stringify(['After the storm.', 'Boats are out again.']),
    );
  });

  it('brings a closed session state up to contents saved while nobody co-edited, without doubling the text', async () => {
    const world = await collabWorld(server, owner, team(), 'First line.');
    const alice = open(owner.token, world.name, world.url);
    await synced(alice);
    typeInto(alice.doc, 0, 0, 'A ');
    await waitFor(
      () => storedText(world.worldId, world.documentId),
      (text) => text[0] === 'A First line.',
    );
    closeSession(alice);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const document = (await load(world.worldId, world.documentId)).body;
    const put = await server.api(
      'PUT',
      `/api/Setting/${world.worldId}/Documents/${world.documentId}`,
      {
        token: owner.token,
        body: {
          name: document.name,
          type: document.type,
          version: document.version,
          contents: contents('A First line.', 'Added by the form.'),
        },
      },
    );
    expect(put.status).toBe(200);

    const again = open(writer.token, world.name, world.url);
    await synced(again);
    expect(lines(again.doc)).toEqual(['A First line.', 'Added by the form.']);
  });

  it('saves fields over versions made by co-editing, and still refuses a stale change of the fields', async () => {
    const world = await collabWorld(server, owner, team(), 'Fields stay apart.');
    const loaded = (await load(world.worldId, world.documentId)).body;
    const alice = open(owner.token, world.name, world.url);
    await synced(alice);
    typeInto(alice.doc, 0, 0, 'Text and ');
    await waitFor(
      () => load(world.worldId, world.documentId),
      (response) => response.body.version === loaded.version + 1,
    );

    const rename = await server.api(
      'PUT',
      `/api/Setting/${world.worldId}/Documents/${world.documentId}`,
      {
        token: writer.token,
        body: {
          name: 'Renamed harbour',
          type: loaded.type,
          description: 'New',
          tags: [],
          version: loaded.version,
        },
      },
    );
    expect(rename.status).toBe(200);
    expect(rename.body).toMatchObject({ name: 'Renamed harbour', version: loaded.version + 2 });
    expect(rename.body.contents.doc.content[0].content[0].text).toBe('Text and Fields stay apart.');

    const stale = await server.api(
      'PUT',
      `/api/Setting/${world.worldId}/Documents/${world.documentId}`,
      {
        token: owner.token,
        body: { name: 'Other name', type: loaded.type, version: loaded.version },
      },
    );
    expect(stale.status).toBe(409);
    expect(codes(stale)).toEqual(['4091']);

    // An older client sending back the contents it loaded does not undo the co-edited text.
    const current = (await load(world.worldId, world.documentId)).body;
    const resent = await server.api(
      'PUT',
      `/api/Setting/${world.worldId}/Documents/${world.documentId}`,
      {
        token: owner.token,
        body: {
          name: current.name,
          type: current.type,
          description: 'Again',
          version: current.version,
          contents: current.contents,
        },
      },
    );
    expect(resent.status).toBe(200);
    expect(lines(alice.doc)).toEqual(['Text and Fields stay apart.']);
  });

  it('closes the sessions of a deleted document and lets none open again', async () => {
    const world = await collabWorld(server, owner, team(), 'Soon gone.');
    const alice = open(owner.token, world.name, world.url);
    await synced(alice);
    let closed = false;
    alice.provider.on('close', () => {
      closed = true;
    });
    const removed = await server.api(
      'DELETE',
      `/api/Setting/${world.worldId}/Documents/${world.documentId}`,
      { token: owner.token },
    );
    expect(removed.status).toBe(204);
    await waitFor(() => closed);
    const again = open(writer.token, world.name, world.url);
    await waitFor(
      () => again.refusal(),
      (reason) => reason === '404',
    );
  });

  it('saves the text at once when the editor asks (its Save), before the quiet time is over', async () => {
    // A quiet time of an hour: nothing but the editor's request can have saved the text.
    const patient = await createTestServer({ collabSaveDebounceMs: 3_600_000 });
    try {
      await patient.app.listen({ port: 0, host: '127.0.0.1' });
      const author = await patient.signUp('co-patient');
      const world = await collabWorld(patient, author, [], 'Saved on request.');
      const alice = open(author.token, world.name, world.url);
      await synced(alice);
      let answered = false;
      alice.provider.on('stateless', ({ payload }: { payload: string }) => {
        answered ||= payload === 'flushed';
      });
      typeInto(alice.doc, 0, 0, 'Now: ');
      await synced(alice);
      alice.provider.sendStateless('flush');
      await waitFor(() => answered);
      expect(await storedText(world.worldId, world.documentId, patient, author.token)).toEqual([
        'Now: Saved on request.',
      ]);
      closeSession(alice);
    } finally {
      await patient.close();
    }
  });

  it('closes the session of a writer removed from the world, and makes a demoted one read-only', async () => {
    const world = await collabWorld(server, owner, team(), 'Members change.');
    const bob = open(writer.token, world.name, world.url);
    await synced(bob);
    let closed = false;
    bob.provider.on('close', () => {
      closed = true;
    });
    const demoted = await server.api('PUT', `/api/Setting/${world.worldId}/Members/${writer.id}`, {
      token: owner.token,
      body: { role: 'viewer' },
    });
    expect(demoted.status).toBe(200);
    await waitFor(() => closed);
    const again = open(writer.token, world.name, world.url);
    await waitFor(() => again.readOnly());

    let closedAgain = false;
    again.provider.on('close', () => {
      closedAgain = true;
    });
    const removed = await server.api(
      'DELETE',
      `/api/Setting/${world.worldId}/Members/${writer.id}`,
      { token: owner.token },
    );
    expect(removed.status).toBe(204);
    await waitFor(() => closedAgain);
    const refused = open(writer.token, world.name, world.url);
    await waitFor(
      () => refused.refusal(),
      (reason) => reason === '401_2',
    );
  });

  it('closes the session of someone who signed out, and refuses it when it tries again', async () => {
    const world = await collabWorld(server, owner, team(), 'Signed out.');
    const leaving = await server.signUp();
    await server.api('POST', `/api/Setting/${world.worldId}/Members`, {
      token: owner.token,
      body: { userName: leaving.userName, role: 'writer' },
    });
    const session = open(leaving.token, world.name, world.url);
    await synced(session);
    let closed = false;
    session.provider.on('close', () => {
      closed = true;
    });
    expect((await server.api('POST', '/api/Account/Logout', { token: leaving.token })).status).toBe(
      204,
    );
    await server.ctx.collab!.checkSessions();
    await waitFor(() => closed);
    const again = open(leaving.token, world.name, world.url);
    await waitFor(
      () => again.refusal(),
      (reason) => reason === '401',
    );
  });

  it('answers a plain GET without the upgrade with 426 in the error body', async () => {
    const response = await server.api('GET', '/api/Collab', { token: owner.token });
    expect(response.status).toBe(426);
    expect(Array.isArray(response.body.Exceptions)).toBe(true);
  });
});
