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
  waitFor,
  type Session,
} from '../../../tests/kits/server/collab-test-kit';

let server: TestServer;
let owner: TestUser;
let writer: TestUser;
const sessions: Session[] = [];

beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await server.signUp('race-co-owner');
  writer = await server.signUp('race-co-writer');
});
afterAll(async () => {
  sessions.forEach(closeSession);
  await server.close();
});

const storedLines = (document: {
  contents: { doc: { content: { content?: { text: string }[] }[] } };
}) =>
  document.contents.doc.content.map((block) =>
    (block.content ?? []).map((child) => child.text).join(''),
  );

describe('co-editing while an API client saves contents', () => {
  it('refuses a save made on the stored version while a session holds newer text, and keeps both once re-applied', async () => {
    const world = await collabWorld(server, owner, [[writer, 'writer']], 'First.');
    const alice = openSession(world.url, owner.token, world.name);
    sessions.push(alice);
    await synced(alice);
    // The server has the line (the editor shows "Saved"), its 2 s quiet time has not run out.
    appendParagraph(alice.doc, 'From the session.');
    await synced(alice);

    const url = `/api/Setting/${world.worldId}/Documents/${world.documentId}`;
    const save = async () => {
      const stored = (await server.api('GET', url, { token: writer.token })).body;
      const body = {
        name: stored.name,
        type: stored.type,
        version: stored.version,
        contents: contents(...storedLines(stored), 'From the API.'),
      };
      return server.api('PUT', url, { token: writer.token, body });
    };
    const stale = await save();
    // Diffed over the session, this save would have taken its line away; it is stale instead.
    expect(stale.status).toBe(409);
    expect(codes(stale)).toEqual(['4091']);

    const again = await save();
    expect(again.status).toBe(200);
    expect(storedLines(again.body)).toEqual(['First.', 'From the session.', 'From the API.']);
    await waitFor(
      () => lines(alice.doc),
      (text) => text.includes('From the API.'),
    );
    expect(lines(alice.doc)).toEqual(['First.', 'From the session.', 'From the API.']);
  });
});

describe('co-editing sessions and API clients at once', () => {
  it('keeps every line a session had synced and every acknowledged API save', async () => {
    const world = await collabWorld(server, owner, [[writer, 'writer']], 'Start.');
    const typists = [owner, writer, owner].map((user) => {
      const session = openSession(world.url, user.token, world.name);
      sessions.push(session);
      return session;
    });
    await Promise.all(typists.map((session) => synced(session)));
    const url = `/api/Setting/${world.worldId}/Documents/${world.documentId}`;
    const acknowledged: string[] = [];
    let conflicts = 0;
    const apiClient = async (index: number) => {
      for (let edit = 0; edit < 3; edit++) {
        const marker = `api ${index}.${edit}`;
        for (;;) {
          const stored = (await server.api('GET', url, { token: writer.token })).body;
          const body = {
            name: stored.name,
            type: stored.type,
            version: stored.version,
            contents: contents(...storedLines(stored), marker),
          };
          const answer = await server.api('PUT', url, { token: writer.token, body });
          if (answer.status === 200) break;
          expect(answer.status).toBe(409);
          conflicts++;
        }
        acknowledged.push(marker);
        await new Promise((resolve) => setTimeout(resolve, 30 + Math.random() * 100));
      }
    };
    const typist = async (session: Session, index: number) => {
      for (let line = 0; line < 4; line++) {
        appendParagraph(session.doc, `typed ${index}.${line}`);
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 120));
      }
      await synced(session);
    };
    await Promise.all([...typists.map(typist), ...[0, 1, 2].map(apiClient)]);
    await Promise.all(typists.map((session) => synced(session)));
    const typed = typists.flatMap((_, index) =>
      [0, 1, 2, 3].map((line) => `typed ${index}.${line}`),
    );
    const expected = [...typed, ...acknowledged];
    const live = lines(typists[0]!.doc);
    console.log(
      `co-editing race: ${typed.length} typed lines, ${acknowledged.length} API saves (${conflicts} 409s), lost ${expected.filter((line) => !live.includes(line)).join(', ') || 'none'}`,
    );
    expect(expected.filter((line) => !live.includes(line))).toEqual([]);
    // And stored: the last session to leave saves the text.
    typists.forEach(closeSession);
    const stored = await waitFor(
      async () => storedLines((await server.api('GET', url, { token: writer.token })).body),
      (text) => expected.every((line) => text.includes(line)),
    );
    expect(stored).toHaveLength(expected.length + 1);
  });
});
