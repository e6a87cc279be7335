import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveCloseCodes, liveReplayLimit } from '../../shared/live/protocol';
import { isoNow } from '../clock';
import {
  codes,
  createTestServer,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';
import { settle, stateWaitMs, TestLiveClient } from '../../../tests/kits/server/test-live-client';

/**
 * /api/Live against the real server listening on a port, with real `ws`
 * clients: the handshake, streaming, resume, access re-checks, presence.
 * Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let server: TestServer;
let baseUrl: string;
let owner: TestUser;
let writer: TestUser;
let outsider: TestUser;
const clients: TestLiveClient[] = [];

beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  [owner, writer, outsider] = await Promise.all([
    server.signUp(),
    server.signUp(),
    server.signUp(),
  ]);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
});

async function connect(): Promise<TestLiveClient> {
  const client = await TestLiveClient.connect(baseUrl);
  clients.push(client);
  return client;
}

/** A fresh world of `owner` with `writer` as a writer. */
async function newWorld(): Promise<string> {
  const unique = crypto.randomBytes(4).toString('hex');
  const world = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName: `live-${unique}`, name: `Live ${unique}` },
  });
  expect(world.status).toBe(200);
  const added = await server.api('POST', `/api/Setting/${world.body.id}/Members`, {
    token: owner.token,
    body: { userName: writer.userName, role: 'writer' },
  });
  expect(added.status).toBe(200);
  return world.body.id as string;
}

async function createDocument(token: string, worldId: string, name: string): Promise<string> {
  const created = await server.api('POST', `/api/Setting/${worldId}/Documents`, {
    token,
    body: { name, type: 'note', contents: { v: 1, doc: { type: 'doc', content: [] } } },
  });
  expect(created.status).toBe(200);
  return created.body.id as string;
}

describe('GET /api/Live', () => {
  it('answers a plain GET without the upgrade with 426 in the SPEC §8 body', async () => {
    const response = await server.api('GET', '/api/Live');
    expect(response.status).toBe(426);
    expect(codes(response)).toEqual(['400']);
    expect(response.headers['upgrade']).toBe('websocket');
  });

  it('is ready after hello, then streams a change made through the API as it happens', async () => {
    const worldId = await newWorld();
    const client = await connect();
    const ready = await client.hello(writer.token, worldId);
    const feed = await server.api('GET', `/api/Setting/${worldId}/Feed`, { token: owner.token });
    expect(ready.lastActivityId).toBe(feed.body.items[0].id);

    const documentId = await createDocument(owner.token, worldId, 'Harbour');
    const message = await client.next('activities');
    expect(message.items).toEqual([
      expect.objectContaining({
        type: 'create_new_document',
        user: { id: owner.id, userName: owner.userName },
        details: expect.objectContaining({ documentId }),
      }),
    ]);
    expect(message.items[0]!.id).toBeGreaterThan(ready.lastActivityId);
  });

  it('catches a first connection up on the last seconds, so a change between reading a page and hello is not missed', async () => {
    const worldId = await newWorld();
    const documentId = await createDocument(owner.token, worldId, 'Read before hello');
    const client = await connect();
    client.send({ type: 'hello', token: writer.token, worldId, after: null });
    const caughtUp = await client.next('activities');
    const ready = await client.next('ready');
    expect(caughtUp.items.map((item) => item.type)).toEqual([
      'create_world',
      'add_member',
      'create_new_document',
    ]);
    expect(caughtUp.items.at(-1)!.details).toEqual(expect.objectContaining({ documentId }));
    expect(ready.lastActivityId).toBe(caughtUp.items.at(-1)!.id);
  });

  it('resumes after a disconnect from the last activity seen, missing and repeating nothing', async () => {
    const worldId = await newWorld();
    const first = await connect();
    const ready = await first.hello(owner.token, worldId);
    await createDocument(owner.token, worldId, 'Seen');
    const seen = (await first.next('activities')).items.at(-1)!.id;
    first.close();
    await first.closed;

    for (const name of ['Missed one', 'Missed two', 'Missed three'])
      await createDocument(writer.token, worldId, name);
    const second = await connect();
    second.send({ type: 'hello', token: owner.token, worldId, after: seen });
    const replayed = await second.next('activities');
    const resumed = await second.next('ready');
    expect(replayed.items.map((item) => item.details['name'])).toEqual([
      'Missed one',
      'Missed two',
      'Missed three',
    ]);
    expect(replayed.items.every((item) => item.id > seen)).toBe(true);
    expect(resumed.lastActivityId).toBe(replayed.items.at(-1)!.id);
    expect(ready.lastActivityId).toBeLessThan(seen);

    await createDocument(writer.token, worldId, 'Live again');
    const next = await second.next('activities');
    expect(next.items.map((item) => item.details['name'])).toEqual(['Live again']);
    await settle(100);
    expect(second.drain('activities')).toEqual([]);
  });

  it(`sends reset instead of replaying more than ${liveReplayLimit} missed activities`, async () => {
    const worldId = await newWorld();
    const client = await connect();
    const ready = await client.hello(owner.token, worldId);
    client.close();
    const now = isoNow(server.ctx.clock);
    const rows = Array.from({ length: liveReplayLimit + 1 }, (_, index) => ({
      world_id: worldId,
      user_id: owner.id,
      type: 'update_world',
      details: JSON.stringify({ name: `n${index}` }),
      created_at: now,
    }));
    await server.ctx.db.insertInto('activities').values(rows).execute();

    const again = await connect();
    again.send({ type: 'hello', token: owner.token, worldId, after: ready.lastActivityId });
    const reset = await again.next('reset');
    const resumed = await again.next('ready');
    expect(reset.lastActivityId).toBeGreaterThan(ready.lastActivityId);
    expect(resumed.lastActivityId).toBe(reset.lastActivityId);
    expect(again.drain('activities')).toEqual([]);
  });

  it('refuses a bad, expired-looking or revoked token with 401 and close code 4401', async () => {
    const worldId = await newWorld();
    const forged = await connect();
    forged.send({ type: 'hello', token: 'not-a-token', worldId, after: null });
    expect((await forged.next('closed')).code).toBe('401');
    expect(await forged.closed).toBe(liveCloseCodes.unauthenticated);

    const user = await server.signUp();
    expect((await server.api('POST', '/api/Account/Logout', { token: user.token })).status).toBe(
      204,
    );
    const revoked = await connect();
    revoked.send({ type: 'hello', token: user.token, worldId, after: null });
    expect((await revoked.next('closed')).code).toBe('401');
    expect(await revoked.closed).toBe(liveCloseCodes.unauthenticated);
  });

  it('refuses a non-member, and a world that does not exist, with 401_2 and close code 4403', async () => {
    const worldId = await newWorld();
    for (const target of [worldId, crypto.randomUUID()]) {
      const client = await connect();
      client.send({ type: 'hello', token: outsider.token, worldId: target, after: null });
      expect((await client.next('closed')).code).toBe('401_2');
      expect(await client.closed).toBe(liveCloseCodes.noAccess);
    }
  });

  it('closes the socket of a member the owner removes at once, with 401_2, and sends it nothing after', async () => {
    const worldId = await newWorld();
    const removed = await connect();
    const removedReady = await removed.hello(writer.token, worldId);
    const staying = await connect();
    await staying.hello(owner.token, worldId);

    const response = await server.api('DELETE', `/api/Setting/${worldId}/Members/${writer.id}`, {
      token: owner.token,
    });
    expect(response.status).toBe(204);
    expect((await removed.next('closed')).code).toBe('401_2');
    expect(await removed.closed).toBe(liveCloseCodes.noAccess);

    await createDocument(owner.token, worldId, 'After the removal');
    const toOwner = await staying.next('activities', (message) =>
      message.items.some((item) => item.type === 'create_new_document'),
    );
    expect(toOwner.items.at(-1)?.details['name']).toBe('After the removal');
    const sentAfterReady = removed.received.flatMap((message) =>
      message.type === 'activities'
        ? message.items.filter((item) => item.id > removedReady.lastActivityId)
        : [],
    );
    expect(sentAfterReady).toEqual([]);
  });

  it('keeps a member whose role changes, and closes everyone with 4043 when the world is deleted', async () => {
    const worldId = await newWorld();
    const client = await connect();
    await client.hello(writer.token, worldId);
    const role = await server.api('PUT', `/api/Setting/${worldId}/Members/${writer.id}`, {
      token: owner.token,
      body: { role: 'viewer' },
    });
    expect(role.status).toBe(200);
    const changed = await client.next('activities');
    expect(changed.items.map((item) => item.type)).toEqual(['change_member_role']);

    const world = await server.api('GET', '/api/Setting', { token: owner.token });
    const name = world.body.find((entry: { id: string }) => entry.id === worldId).name;
    expect(
      (
        await server.api('DELETE', `/api/Setting/${worldId}`, {
          token: owner.token,
          body: { name },
        })
      ).status,
    ).toBe(204);
    expect((await client.next('closed')).code).toBe('4043');
  });

  it('closes the sockets of a session that logged out, asking the client to reconnect with its current token', async () => {
    const worldId = await newWorld();
    const login = await server.api('POST', '/api/Account/TryLogin', {
      body: { userNameOrMail: writer.userName, password: writer.password },
    });
    const token = login.body.user?.token ?? login.body.token;
    expect(typeof token).toBe('string');
    const client = await connect();
    await client.hello(token, worldId);
    const other = await connect();
    await other.hello(writer.token, worldId);

    expect((await server.api('POST', '/api/Account/Logout', { token })).status).toBe(204);
    // A renewed token must not sign the user out, so the close asks for a reconnect; the dead token then gets 401.
    expect(await client.closedWithin(stateWaitMs)).toBe(liveCloseCodes.reconnect);
    const retry = await connect();
    retry.send({ type: 'hello', token, worldId, after: null });
    expect((await retry.next('closed')).code).toBe('401');
    expect(other.closeCode).toBeUndefined();
  });

  it('lists who is in the world and where, and drops whoever leaves', async () => {
    const worldId = await newWorld();
    const ownerSocket = await connect();
    await ownerSocket.hello(owner.token, worldId);
    const writerSocket = await connect();
    await writerSocket.hello(writer.token, worldId);
    const documentId = crypto.randomUUID();
    writerSocket.send({ type: 'presence', location: { page: 'Document', documentId } });

    const both = await ownerSocket.next('presence', (message) =>
      message.members.some(
        (member) => member.userId === writer.id && member.location.documentId === documentId,
      ),
    );
    expect(both.members.map((member) => member.userName).sort()).toEqual(
      [owner.userName, writer.userName].sort(),
    );
    expect(both.members.find((member) => member.userId === writer.id)?.location).toEqual({
      page: 'Document',
      documentId,
    });

    writerSocket.close();
    const alone = await ownerSocket.next('presence', (message) => message.members.length === 1);
    expect(alone.members[0]?.userId).toBe(owner.id);
  });

  it('answers ping with pong', async () => {
    const worldId = await newWorld();
    const client = await connect();
    await client.hello(owner.token, worldId);
    client.send({ type: 'ping' });
    await client.next('pong');
  });

  it.each([
    ['text that is not JSON', (client: TestLiveClient) => client.sendRaw('hello?')],
    [
      'an unknown message type',
      (client: TestLiveClient) => client.send({ type: 'subscribe', worldId: 'x' }),
    ],
    [
      'presence before hello',
      (client: TestLiveClient) =>
        client.send({ type: 'presence', location: { page: 'Documents', documentId: null } }),
    ],
    [
      'a hello without a token',
      (client: TestLiveClient) => client.send({ type: 'hello', worldId: 'x', after: null }),
    ],
    ['a binary frame', (client: TestLiveClient) => client.sendRaw(Buffer.from([1, 2, 3]))],
    [
      'a page name past 60 characters',
      (client: TestLiveClient) =>
        client.send({ type: 'presence', location: { page: 'x'.repeat(61), documentId: null } }),
    ],
  ])('closes with 4400 on %s', async (_label, misbehave) => {
    const client = await connect();
    misbehave(client);
    expect((await client.next('closed')).code).toBe('400');
    expect(await client.closed).toBe(liveCloseCodes.badMessage);
  });

  it('closes with 4400 on a second hello', async () => {
    const worldId = await newWorld();
    const client = await connect();
    await client.hello(owner.token, worldId);
    client.send({ type: 'hello', token: owner.token, worldId, after: null });
    expect(await client.closed).toBe(liveCloseCodes.badMessage);
  });
});
