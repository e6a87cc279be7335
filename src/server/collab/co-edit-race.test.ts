import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, createTestServer, type TestServer, type TestUser } from '../test/test-server';
import { appendParagraph, closeSession, collabWorld, contents, lines, openSession, synced, waitFor, type Session } from './collab-test-kit';

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

const storedLines = (document: { contents: { doc: { content: { content?: { text: string }[] }[] } } }) =>
  document.contents.doc.content.map((block) => (block.content ?? []).map((child) => child.text).join(''));

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
      const body = { name: stored.name, type: stored.type, version: stored.version, contents: contents(...storedLines(stored), 'From the API.') };
      return server.api('PUT', url, { token: writer.token, body });
    };
    const stale = await save();
    // Diffed over the session, this save would have taken its line away; it is stale instead.
    expect(stale.status).toBe(409);
    expect(codes(stale)).toEqual(['4091']);

    const again = await save();
    expect(again.status).toBe(200);
    expect(storedLines(again.body)).toEqual(['First.', 'From the session.', 'From the API.']);
    await waitFor(() => lines(alice.doc), (text) => text.includes('From the API.'));
    expect(lines(alice.doc)).toEqual(['First.', 'From the session.', 'From the API.']);
  });
});
