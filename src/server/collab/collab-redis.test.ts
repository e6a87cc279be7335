import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { MemoryMailer } from '../../../tests/kits/server/memory-mailer';
import {
  createTestServer,
  testDatabaseUrl,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';
import {
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
import { ContentsIntake } from './contents-intake';

/** Saves of co-edited text wait for this while a test holds them. */
const stores = vi.hoisted(() => ({ held: null as Promise<void> | null }));
vi.mock('./collab-persistence', async (original) => {
  const actual = await original<typeof import('./collab-persistence')>();
  return {
    ...actual,
    storeCollabDocument: async (...args: Parameters<typeof actual.storeCollabDocument>) => {
      if (stores.held) await stores.held;
      return actual.storeCollabDocument(...args);
    },
  };
});

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

const redisAnswering = await redisAnswers(redisUrl);
const redisUp = testDatabaseUrl ? redisAnswering : false;
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

/** A request to an instance: the JSON it answered with, which must be a 200. */
async function inject(
  instance: Instance,
  method: 'GET' | 'PUT',
  url: string,
  token: string,
  body?: unknown,
) {
  const response = await instance.built.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { payload: body as object } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** An instance on the base server's schema and data folder (its signing secret), with REDIS_URL set. */
async function startInstance(): Promise<Instance> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    base.ctx.db,
  );
  const database = await openDatabase({
    dataDir: base.dataDir,
    databaseUrl: testDatabaseUrl,
    postgresSchema: rows[0]!.schema,
  });
  const built = await buildApp({
    config: { ...base.ctx.config, redisUrl },
    database,
    mailer: new MemoryMailer(),
  });
  const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
  const instance = { built, database, url: `${address.replace('http', 'ws')}/api/Collab` };
  instances.push(instance);
  return instance;
}

/** Saved contents reach ContentsIntake only after `release` (what a busy instance does to its Redis messages). */
function holdIntake() {
  const intake = ContentsIntake.prototype as unknown as {
    takeIn: (saved: unknown) => Promise<void>;
  };
  const takeIn = intake.takeIn;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  intake.takeIn = async function (this: unknown, saved: unknown) {
    await released;
    return takeIn.call(this, saved);
  };
  return {
    release: () => {
      intake.takeIn = takeIn;
      release();
    },
  };
}

/** Holds every save of co-edited text until `release` (a slow database). */
function holdStores() {
  let release = () => undefined as void;
  stores.held = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => {
      stores.held = null;
      release();
    },
  };
}

const url = (world: { worldId: string; documentId: string }) =>
  `/api/Setting/${world.worldId}/Documents/${world.documentId}`;
const texts = (document: { contents: { doc: { content: { content?: { text: string }[] }[] } } }) =>
  document.contents.doc.content.map((block) =>
    (block.content ?? []).map((child) => child.text).join(''),
  );

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

  it('takes an API save made on one instance into a session on the other once', async () => {
    const [first, second] = [await startInstance(), await startInstance()];
    const world = await collabWorld(base, owner, [[writer, 'writer']], 'Low tide.');
    const alice = openSession(second!.url, owner.token, world.name);
    sessions.push(alice);
    await synced(alice);

    const url = `/api/Setting/${world.worldId}/Documents/${world.documentId}`;
    const loaded = await inject(first!, 'GET', url, writer.token);
    const put = await inject(first!, 'PUT', url, writer.token, {
      name: loaded.name,
      type: loaded.type,
      version: loaded.version,
      contents: contents('Low tide.', 'High tide at noon.'),
    });
    expect(put.version).toBe(loaded.version + 1);
    await waitFor(
      () => lines(alice.doc),
      (text) => text.includes('High tide at noon.'),
    );
    await Promise.all(instances.map((instance) => instance.built.ctx.collab!.settled()));
    await synced(alice);
    expect(lines(alice.doc)).toEqual(['Low tide.', 'High tide at noon.']);
    const stored = await inject(second!, 'GET', url, owner.token);
    expect(stored.version).toBe(put.version);
  }, 30_000);

  it('merges an API save once when sessions on both instances hold the document', async () => {
    const [first, second] = [await startInstance(), await startInstance()];
    const world = await collabWorld(base, owner, [[writer, 'writer']], 'Spring tide.');
    const alice = openSession(second!.url, owner.token, world.name);
    const bob = openSession(first!.url, writer.token, world.name);
    sessions.push(alice, bob);
    await Promise.all([synced(alice), synced(bob)]);

    const url = `/api/Setting/${world.worldId}/Documents/${world.documentId}`;
    const loaded = await inject(first!, 'GET', url, writer.token);
    const put = await inject(first!, 'PUT', url, writer.token, {
      name: loaded.name,
      type: loaded.type,
      version: loaded.version,
      contents: contents('Spring tide.', 'Neap tide next week.'),
    });
    const arrived = (text: string[]) => text.includes('Neap tide next week.');
    await Promise.all([
      waitFor(() => lines(alice.doc), arrived),
      waitFor(() => lines(bob.doc), arrived),
    ]);
    await Promise.all(instances.map((instance) => instance.built.ctx.collab!.settled()));
    await Promise.all([synced(alice), synced(bob)]);
    expect(lines(alice.doc)).toEqual(['Spring tide.', 'Neap tide next week.']);
    expect(lines(bob.doc)).toEqual(['Spring tide.', 'Neap tide next week.']);
    const stored = await inject(second!, 'GET', url, owner.token);
    expect(stored.version).toBe(put.version);
  }, 30_000);

  it('takes an API save in once when the other instance loads the document before the first merges it', async () => {
    const [first, second] = [await startInstance(), await startInstance()];
    const world = await collabWorld(base, owner, [[writer, 'writer']], 'Ebb.');
    const alice = openSession(first!.url, owner.token, world.name);
    sessions.push(alice);
    await synced(alice);

    // The instances hear of the save only once the second has loaded the document with its contents.
    const heard = holdIntake();
    try {
      const loaded = await inject(first!, 'GET', url(world), writer.token);
      await inject(first!, 'PUT', url(world), writer.token, {
        name: loaded.name,
        type: loaded.type,
        version: loaded.version,
        contents: contents('Ebb.', 'Flow.'),
      });
      const bob = openSession(second!.url, writer.token, world.name);
      sessions.push(bob);
      await synced(bob);
      expect(lines(bob.doc)).toEqual(['Ebb.', 'Flow.']);
    } finally {
      heard.release();
    }
    await Promise.all(instances.map((instance) => instance.built.ctx.collab!.settled()));
    await waitFor(
      () => lines(alice.doc),
      (text) => text.includes('Flow.'),
    );
    await synced(alice);
    await Promise.all(instances.map((instance) => instance.built.ctx.collab!.settled()));
    expect(lines(alice.doc)).toEqual(['Ebb.', 'Flow.']);
    const stored = await inject(second!, 'GET', url(world), owner.token);
    expect(texts(stored)).toEqual(['Ebb.', 'Flow.']);
  }, 30_000);

  it('takes an API save in once when the other instance loads the document while the first has merged it but not saved', async () => {
    const [first, second] = [await startInstance(), await startInstance()];
    const world = await collabWorld(base, owner, [[writer, 'writer']], 'Shoal.');
    const alice = openSession(first!.url, owner.token, world.name);
    sessions.push(alice);
    await synced(alice);

    // Saved through the second instance, merged into the session on the first, whose save then waits.
    const saves = holdStores();
    try {
      const loaded = await inject(second!, 'GET', url(world), writer.token);
      await inject(second!, 'PUT', url(world), writer.token, {
        name: loaded.name,
        type: loaded.type,
        version: loaded.version,
        contents: contents('Shoal.', 'Sandbank.'),
      });
      await waitFor(
        () => lines(alice.doc),
        (text) => text.includes('Sandbank.'),
      );
      const bob = openSession(second!.url, writer.token, world.name);
      sessions.push(bob);
      await synced(bob);
      await waitFor(
        () => lines(bob.doc),
        (text) => text.includes('Sandbank.'),
      );
    } finally {
      saves.release();
    }
    await Promise.all(instances.map((instance) => instance.built.ctx.collab!.settled()));
    await synced(alice);
    expect(lines(alice.doc)).toEqual(['Shoal.', 'Sandbank.']);
    const stored = await waitFor(
      () => inject(first!, 'GET', url(world), owner.token),
      (document) => texts(document).includes('Sandbank.'),
    );
    expect(texts(stored)).toEqual(['Shoal.', 'Sandbank.']);
  }, 30_000);

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
      () =>
        base.api('GET', `/api/Setting/${world.worldId}/Documents/${world.documentId}`, {
          token: owner.token,
        }),
      (response) =>
        response.body.contents.doc.content[0].content[0].text ===
        'North: Two harbours, one map, shared.',
      15_000,
    );
    expect(stored.body.version).toBeGreaterThan(1);
    const revisions = await base.api(
      'GET',
      `/api/Setting/${world.worldId}/Documents/${world.documentId}/Revisions`,
      { token: owner.token },
    );
    const texts = revisions.body.map((revision: { version: number }) => revision.version);
    // Each save holds new text: no instance wrote the same contents twice.
    expect(new Set(texts).size).toBe(texts.length);
  }, 30_000);
});

describe.skipIf(!redisAnswering)(
  `API saves of the text with REDIS_URL set (${redisAnswering ? 'one instance' : `skipped: Redis does not answer at ${redisUrl}`})`,
  () => {
    let server: TestServer;
    let author: TestUser;
    beforeAll(async () => {
      server = await createTestServer({ redisUrl });
      author = await server.signUp();
    });
    afterAll(async () => {
      await server.close();
    });

    const texts = (document: {
      contents: { doc: { content: { content?: { text: string }[] }[] } };
    }) =>
      document.contents.doc.content.map((block) =>
        (block.content ?? []).map((child) => child.text).join(''),
      );

    /** Five saves of the text, each on the version the last answered, with `between` run after each. */
    async function saveInSequence(between: () => Promise<void>) {
      const world = await collabWorld(server, author, [], 'seq-start');
      const url = `/api/Setting/${world.worldId}/Documents/${world.documentId}`;
      let document = (await server.api('GET', url, { token: author.token })).body;
      const answers: number[] = [];
      for (let index = 0; index < 5; index++) {
        const put = await server.api('PUT', url, {
          token: author.token,
          body: {
            name: document.name,
            type: document.type,
            version: document.version,
            contents: contents(`seq-${index}`),
          },
        });
        answers.push(put.status);
        if (put.status === 200) document = put.body;
        await between();
      }
      await server.ctx.collab!.settled();
      const stored = (await server.api('GET', url, { token: author.token })).body;
      const revisions = (await server.api('GET', `${url}/Revisions`, { token: author.token }))
        .body as {
        version: number;
        author: { userName: string } | null;
      }[];
      return { answers, text: texts(stored), version: stored.version, revisions };
    }

    const expectOneRevisionPerSave = (result: Awaited<ReturnType<typeof saveInSequence>>) => {
      expect(result.answers).toEqual([200, 200, 200, 200, 200]);
      expect(result.text).toEqual(['seq-4']);
      expect(result.version).toBe(6);
      // One author's saves in a row make one history entry (revision-writer.ts), after the creation's.
      expect(
        result.revisions.map((revision) => [revision.version, revision.author?.userName]),
      ).toEqual([6, 1].map((version) => [version, author.userName]));
    };

    it('writes each save once, as sent, when every save has been taken in before the next', async () => {
      expectOneRevisionPerSave(await saveInSequence(() => server.ctx.collab!.settled()));
    }, 60_000);

    it('writes each save once, as sent, when they follow one another at once', async () => {
      expectOneRevisionPerSave(await saveInSequence(async () => undefined));
    }, 60_000);
  },
);
