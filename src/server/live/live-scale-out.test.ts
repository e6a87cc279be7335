import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { MemoryMailer } from '../../../tests/kits/server/memory-mailer';
import {
  createTestServer,
  testDatabaseUrl,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';
import { liveCloseCodes } from '../../shared/live/protocol';
import { TestLiveClient } from '../../../tests/kits/server/test-live-client';

/**
 * Issue 8, "beyond one machine": two server instances on one PostgreSQL
 * database and schema, each listening on its own port. A change made through
 * one reaches a WebSocket client of the other through LISTEN/NOTIFY, and so
 * does presence. SQLite is one process's file, so there is nothing to share.
 */
const reason =
  'needs PostgreSQL (TEST_DATABASE_URL): instances share live updates through LISTEN/NOTIFY';

interface Instance {
  built: BuiltApp;
  database: Database;
  url: string;
}

let a: TestServer;
let aUrl: string;
let b: Instance;
let owner: TestUser;
let writer: TestUser;
const clients: TestLiveClient[] = [];

/** Another instance on A's database and schema, sharing A's data folder (and so its signing secret). */
async function startInstance(): Promise<Instance> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    a.ctx.db,
  );
  const database = await openDatabase({
    dataDir: a.dataDir,
    databaseUrl: testDatabaseUrl,
    postgresSchema: rows[0]!.schema,
  });
  const built = await buildApp({ config: a.ctx.config, database, mailer: new MemoryMailer() });
  const url = await built.app.listen({ port: 0, host: '127.0.0.1' });
  return { built, database, url };
}

async function stopInstance(instance: Instance): Promise<void> {
  await instance.built.app.close();
  await instance.database.destroy();
}

async function connect(url: string): Promise<TestLiveClient> {
  const client = await TestLiveClient.connect(url);
  clients.push(client);
  return client;
}

/** A real HTTP call to one instance's port. */
async function call(
  url: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any JSON shape
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      lang: 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function newWorld(): Promise<string> {
  const unique = crypto.randomBytes(4).toString('hex');
  const world = await call(aUrl, 'POST', '/api/Setting', owner.token, {
    urlName: `scale-${unique}`,
    name: `Scale ${unique}`,
  });
  expect(world.status).toBe(200);
  const added = await call(aUrl, 'POST', `/api/Setting/${world.body.id}/Members`, owner.token, {
    userName: writer.userName,
    role: 'writer',
  });
  expect(added.status).toBe(200);
  return world.body.id as string;
}

describe.skipIf(!testDatabaseUrl)(
  `two instances on one PostgreSQL (${testDatabaseUrl ? 'LISTEN/NOTIFY' : reason})`,
  () => {
    beforeAll(async () => {
      a = await createTestServer();
      aUrl = await a.app.listen({ port: 0, host: '127.0.0.1' });
      b = await startInstance();
      [owner, writer] = await Promise.all([a.signUp(), a.signUp()]);
    });
    afterAll(async () => {
      for (const client of clients) client.close();
      if (b) await stopInstance(b);
      if (a) await a.close();
    });

    it('delivers a change made through instance A to a client of instance B as it happens', async () => {
      expect(b.url).not.toBe(aUrl);
      const worldId = await newWorld();
      const onB = await connect(b.url);
      const ready = await onB.hello(writer.token, worldId);

      const created = await call(aUrl, 'POST', `/api/Setting/${worldId}/Documents`, owner.token, {
        name: 'Made on A',
        type: 'note',
        contents: { v: 1, doc: { type: 'doc', content: [] } },
      });
      expect(created.status).toBe(200);
      const message = await onB.next('activities');
      expect(message.items.map((item) => [item.type, item.details['name']])).toEqual([
        ['create_new_document', 'Made on A'],
      ]);
      expect(message.items[0]!.id).toBeGreaterThan(ready.lastActivityId);
    });

    it('closes the socket on B of a member removed through A', async () => {
      const worldId = await newWorld();
      const onB = await connect(b.url);
      await onB.hello(writer.token, worldId);
      const removed = await call(
        aUrl,
        'DELETE',
        `/api/Setting/${worldId}/Members/${writer.id}`,
        owner.token,
      );
      expect(removed.status).toBe(204);
      expect((await onB.next('closed')).code).toBe('401_2');
      expect(await onB.closed).toBe(liveCloseCodes.noAccess);
    });

    it('closes the sockets on B of a world deleted through A with 4043 (a deletion leaves no activity row to read)', async () => {
      const worldId = await newWorld();
      const onB = await connect(b.url);
      await onB.hello(owner.token, worldId);
      const worlds = await call(aUrl, 'GET', '/api/Setting', owner.token);
      const name = worlds.body.find((world: { id: string }) => world.id === worldId).name;
      expect(
        (await call(aUrl, 'DELETE', `/api/Setting/${worldId}`, owner.token, { name })).status,
      ).toBe(204);
      expect((await onB.next('closed')).code).toBe('4043');
    });

    it('shares presence both ways, tells a newly started instance who is there, and forgets a stopped one', async () => {
      const worldId = await newWorld();
      const onA = await connect(aUrl);
      await onA.hello(owner.token, worldId);
      const onB = await connect(b.url);
      await onB.hello(writer.token, worldId);
      onB.send({ type: 'presence', location: { page: 'Documents', documentId: null } });
      const seenOnA = await onA.next('presence', (message) =>
        message.members.some(
          (member) => member.userId === writer.id && member.location.page === 'Documents',
        ),
      );
      expect(seenOnA.members.map((member) => member.userId).sort()).toEqual(
        [owner.id, writer.id].sort(),
      );
      await onB.next('presence', (message) =>
        message.members.some((member) => member.userId === owner.id),
      );

      // An instance started now asks the others who is where.
      const c = await startInstance();
      try {
        const onC = await connect(c.url);
        await onC.hello(owner.token, worldId);
        // Elsewhere than the owner's tab on A: one member on one page shows once.
        onC.send({ type: 'presence', location: { page: 'Timeline', documentId: null } });
        const seenOnC = await onC.next('presence', (message) => message.members.length === 3);
        expect(
          seenOnC.members
            .filter((member) => member.userId === writer.id)
            .map((member) => member.location.page),
        ).toEqual(['Documents']);
        await onA.next('presence', (message) => message.members.length === 3);
      } finally {
        await stopInstance(c);
      }
      // C said goodbye on its way down: its client is gone from A's list at once.
      const afterC = await onA.next('presence', (message) => message.members.length === 2);
      expect(afterC.members.map((member) => member.userId).sort()).toEqual(
        [owner.id, writer.id].sort(),
      );
    });
  },
);
