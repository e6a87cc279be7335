import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { MemoryMailer } from '../test/memory-mailer';
import { createTestServer, testDatabaseUrl, type TestServer, type TestUser } from '../test/test-server';
import { closeSession, collabWorld, lines, openSession, synced, typeInto, waitFor, type Session } from './collab-test-kit';

/**
 * Issue 8, "beyond one machine": two server instances on one PostgreSQL
 * schema with REDIS_URL set share a co-edited document through Hocuspocus'
 * Redis extension: people connected to different instances see each other's
 * typing, and the text is saved once, whole.
 */
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const redisUp = testDatabaseUrl ? await redisAnswers(redisUrl) : false;
const reason = !testDatabaseUrl
  ? 'skipped: needs PostgreSQL (TEST_DATABASE_URL), the database two instances share'
  : !redisUp
    ? `skipped: Redis does not answer at ${redisUrl} (TEST_REDIS_URL)`
    : 'Redis extension';

interface Instance {
  built: BuiltApp;
  database: Database;
  url: string;
}

let base: TestServer;
let owner: TestUser;
let writer: TestUser;
const instances: Instance[] = [];
const sessions: Session[] = [];

/** An instance on the base server's schema and data folder (its signing secret), with REDIS_URL set. */
async function startInstance(): Promise<Instance> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(base.ctx.db);
  const database = await openDatabase({ dataDir: base.dataDir, databaseUrl: testDatabaseUrl, postgresSchema: rows[0]!.schema });
  const built = await buildApp({ config: { ...base.ctx.config, redisUrl }, database, mailer: new MemoryMailer() });
  const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
  const instance = { built, database, url: `${address.replace('http', 'ws')}/api/Collab` };
  instances.push(instance);
  return instance;
}

describe.skipIf(!redisUp)(`two instances sharing a co-edited document (${reason})`, () => {
  beforeAll(async () => {
    base = await createTestServer();
    owner = await base.signUp();
    writer = await base.signUp();
  });
  afterAll(async () => {
    sessions.forEach(closeSession);
    for (const instance of instances) {
      await instance.built.app.close();
      await instance.database.destroy();
    }
    await base.close();
  });

  it('shows typing on one instance to a writer on the other, and saves the merged text once', async () => {
    const [first, second] = [await startInstance(), await startInstance()];
    const world = await collabWorld(base, owner, [[writer, 'writer']], 'Two harbours, one map.');
    const alice = openSession(first!.url, owner.token, world.name);
    const bob = openSession(second!.url, writer.token, world.name);
    sessions.push(alice, bob);
    await Promise.all([synced(alice), synced(bob)]);

    typeInto(alice.doc, 0, 0, 'North: ');
    typeInto(bob.doc, 0, 'Two harbours, one map'.length, ', shared');
    const merged = (text: string[]) => text[0] === 'North: Two harbours, one map, shared.';
    await waitFor(() => lines(alice.doc), merged);
    await waitFor(() => lines(bob.doc), merged);

    const stored = await waitFor(
      () => base.api('GET', `/api/Setting/${world.worldId}/Documents/${world.documentId}`, { token: owner.token }),
      (response) => response.body.contents.doc.content[0].content[0].text === 'North: Two harbours, one map, shared.',
      15_000,
    );
    expect(stored.body.version).toBeGreaterThan(1);
    const revisions = await base.api('GET', `/api/Setting/${world.worldId}/Documents/${world.documentId}/Revisions`, { token: owner.token });
    const texts = revisions.body.map((revision: { version: number }) => revision.version);
    // Each save holds new text: no instance wrote the same contents twice.
    expect(new Set(texts).size).toBe(texts.length);
  }, 30_000);
});
