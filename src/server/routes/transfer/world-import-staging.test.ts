import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestServer,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';
import { makeWorldFixture } from '../../../../tests/kits/server/world-fixture';
import {
  exportWorld,
  importWorld,
  unzip,
  zip,
} from '../../../../tests/kits/server/archive-test-support';
import { SlicedWrites } from '../../commands/transfer/sliced-writes';
import { stageWorld, sweepAbandonedImports } from '../../commands/transfer/staged-world';
import { buildApp } from '../../app';
import { isoNow } from '../../clock';

/**
 * A world import writes in many short transactions, so its world exists,
 * hidden, while it writes: nobody sees it (list, access, search), its address
 * is held, a refusal after rows were committed removes every one of them,
 * and a crash's leftover is removed when a server starts.
 */
let server: TestServer;
let owner: TestUser;
let archive: Map<string, Buffer>;
let archiveDocuments: number;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('staging-owner');
  const fixture = await makeWorldFixture(server, owner, []);
  archive = await unzip(await exportWorld(server, fixture.worldId, owner.token));
  archiveDocuments = (JSON.parse(archive.get('data/documents.json')!.toString()) as unknown[])
    .length;
}, 60_000);
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

/** The fixture's archive with 450 more documents (over two batches of the removal) and some entries replaced. */
async function largerArchive(changes: Record<string, unknown> = {}): Promise<Buffer> {
  const documents = JSON.parse(archive.get('data/documents.json')!.toString()) as Record<
    string,
    unknown
  >[];
  const extra = Array.from({ length: 450 }, (_, index) => ({
    ...documents[0],
    id: `extra-${index}`,
    name: `Extra document ${index}`,
    tags: [`extra-tag-${index % 30}`],
  }));
  const files = new Map<string, Buffer | string>(archive);
  files.set('data/documents.json', JSON.stringify([...documents, ...extra]));
  for (const [name, value] of Object.entries(changes)) files.set(name, JSON.stringify(value));
  return zip(files);
}

/** Every table's row count (FTS5's own shadow tables aside: their layout, not their rows, is what changes). */
async function tableCounts(): Promise<Record<string, number>> {
  const { db } = server.ctx;
  const tables =
    server.database.dialect === 'postgres'
      ? await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'
          AND name NOT LIKE 'search_index_%' AND name NOT LIKE 'sqlite_%'`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{
      count: number;
    }>`SELECT count(*) AS count FROM ${sql.table(name)}`.execute(db);
    counts[name] = Number(row.rows[0]?.count ?? 0);
  }
  return counts;
}

/** Every write step commits at once: the import's rows become visible (to the database) one statement at a time. */
function commitEveryStep(afterCommit: () => Promise<void> = async () => {}) {
  vi.spyOn(SlicedWrites.prototype, 'turn').mockImplementation(async function (this: SlicedWrites) {
    await this.commit();
    await afterCommit();
  });
}

async function stagedWorldOf(userId: string) {
  return server.ctx.db
    .selectFrom('worlds')
    .select(['id', 'url_name'])
    .where('owner_id', '=', userId)
    .where('import_heartbeat_at', 'is not', null)
    .executeTakeFirst();
}

async function documentCount(worldId: string): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('world_id', '=', worldId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('while an import writes', () => {
  it('its world is hidden from its importer, though its rows are committed', async () => {
    const importer = await server.signUp();
    let seen: { documents: number; listed: string[]; access: unknown; search: unknown } | undefined;
    commitEveryStep(async () => {
      const staged = seen ? undefined : await stagedWorldOf(importer.id);
      if (!staged || (await documentCount(staged.id)) < 100) return;
      const list = await server.api('GET', '/api/Setting', { token: importer.token });
      const access = await server.api('GET', `/api/Setting/${staged.id}/Members`, {
        token: importer.token,
      });
      const search = await server.api('GET', `/api/Setting/${staged.id}/Search?query=extra`, {
        token: importer.token,
      });
      seen = {
        documents: await documentCount(staged.id),
        listed: list.body.map((world: { id: string }) => world.id),
        access: [access.status, access.body],
        search: [search.status, search.body],
      };
    });
    const answer = await importWorld(server, await largerArchive(), importer.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const missing = crypto.randomUUID();
    const unknown = await server.api('GET', `/api/Setting/${missing}/Members`, {
      token: importer.token,
    });
    expect(seen?.documents).toBeGreaterThanOrEqual(100);
    expect(seen?.listed).toEqual([]);
    // Answered exactly as a world that does not exist.
    expect(seen?.access).toEqual([unknown.status, unknown.body]);
    expect((seen?.search as unknown[])[0]).toBe(unknown.status);
    // Published: now it is there, and no longer staged.
    const list = await server.api('GET', '/api/Setting', { token: importer.token });
    expect(list.body.map((world: { id: string }) => world.id)).toEqual([answer.body.world.id]);
    expect(await stagedWorldOf(importer.id)).toBeUndefined();
    expect(answer.body.counts.documents).toBe(archiveDocuments + 450);
  });
});

describe('an archive refused after rows were written', () => {
  it('leaves no world, no row in any table and no picture folder', async () => {
    const scenes = JSON.parse(archive.get('data/story-scenes.json')!.toString()) as Record<
      string,
      unknown
    >[];
    expect(scenes.length).toBeGreaterThan(0);
    // Story scenes are written last but one: a scene on a block the archive lacks is found late.
    const damaged = await largerArchive({
      'data/story-scenes.json': scenes.map((scene) => ({ ...scene, blockId: 'no-such-block' })),
    });
    const before = {
      tables: await tableCounts(),
      folders: (await server.ctx.imageStore.listWorlds()).length,
    };
    let committedDocuments = 0;
    const importer = await server.signUp();
    commitEveryStep(async () => {
      const staged = await stagedWorldOf(importer.id);
      if (staged) committedDocuments = Math.max(committedDocuments, await documentCount(staged.id));
    });
    const answer = await importWorld(server, damaged, importer.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.Exceptions[0].Message).toMatch(/story scenes: .*block no-such-block/);
    expect(committedDocuments).toBe(archiveDocuments + 450);
    // The importer's own session is the one row the test added.
    const after = await tableCounts();
    expect({ ...after, sessions: 0, users: 0 }).toEqual({
      ...before.tables,
      sessions: 0,
      users: 0,
    });
    expect((await server.ctx.imageStore.listWorlds()).length).toBe(before.folders);
  });
});

describe('a staged world (an import in progress or one a crash left)', () => {
  async function stageWithRows(heartbeatAt: string) {
    const worldId = crypto.randomUUID();
    const urlName = await stageWorld(server.ctx, {
      id: worldId,
      ownerId: owner.id,
      urlName: `staged-${worldId.slice(0, 8)}`,
      exactUrlName: true,
      name: 'Staged',
      description: '',
      createdAt: isoNow(server.ctx.clock),
      updatedAt: isoNow(server.ctx.clock),
      version: 1,
    });
    const now = isoNow(server.ctx.clock);
    // More than a staging import writes (it adds members only when it publishes): the filters alone must hide it.
    await server.ctx.db
      .insertInto('world_members')
      .values({ world_id: worldId, user_id: owner.id, role: 'owner', added_at: now })
      .execute();
    await server.ctx.db
      .insertInto('documents')
      .values({
        id: crypto.randomUUID(),
        world_id: worldId,
        name: 'Half-written',
        name_key: 'half-written',
        type: 'note',
        description: '',
        contents: '{"v":1,"doc":{"type":"doc","content":[]}}',
        contents_text: '',
        version: 1,
        created_by: owner.id,
        updated_by: owner.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await server.ctx.imageStore.write(worldId, 'leftover.webp', Buffer.from('x'));
    await server.ctx.db
      .updateTable('worlds')
      .set({ import_heartbeat_at: heartbeatAt })
      .where('id', '=', worldId)
      .execute();
    return { worldId, urlName };
  }

  it('is not listed, answers as a missing world, and holds its address', async () => {
    const { worldId, urlName } = await stageWithRows(isoNow(server.ctx.clock));
    const list = await server.api('GET', '/api/Setting', { token: owner.token });
    expect(list.body.map((world: { id: string }) => world.id)).not.toContain(worldId);
    const unknown = await server.api('GET', `/api/Setting/${crypto.randomUUID()}/Members`, {
      token: owner.token,
    });
    for (const path of ['Members', 'Summary', 'Export']) {
      const answer = await server.api('GET', `/api/Setting/${worldId}/${path}`, {
        token: owner.token,
      });
      expect([path, answer.status, answer.body]).toEqual([path, unknown.status, unknown.body]);
    }
    const taken = await server.api('POST', '/api/Setting', {
      token: owner.token,
      body: { name: 'Same address', urlName, description: '' },
    });
    expect(taken.status).toBe(409);
  });

  it('is removed, rows and pictures, by the next server to start once its heartbeat stopped', async () => {
    const stopped = await stageWithRows('2000-01-01T00:00:00.000Z');
    const live = await stageWithRows(isoNow(server.ctx.clock));
    // A second server on the same database, as after a restart.
    const restarted = await buildApp({ config: server.ctx.config, database: server.database });
    try {
      await vi.waitFor(
        async () => {
          const row = await server.ctx.db
            .selectFrom('worlds')
            .select('id')
            .where('id', '=', stopped.worldId)
            .executeTakeFirst();
          expect(row).toBeUndefined();
        },
        { timeout: 30_000, interval: 50 },
      );
    } finally {
      await restarted.app.close();
    }
    expect(await documentCount(stopped.worldId)).toBe(0);
    expect(await server.ctx.imageStore.listWorlds()).not.toContain(stopped.worldId);
    // On SQLite one process owns the file, so every staged world from before the start is a crash's;
    // on PostgreSQL another instance may be importing, so only a stopped heartbeat counts.
    const liveRow = await server.ctx.db
      .selectFrom('worlds')
      .select('id')
      .where('id', '=', live.worldId)
      .executeTakeFirst();
    expect(liveRow === undefined).toBe(server.database.dialect === 'sqlite');
    await sweepAbandonedImports(server.ctx, '9999-01-01T00:00:00.000Z');
    expect(await documentCount(live.worldId)).toBe(0);
  });

  it('is never what a sweep removes once published', async () => {
    const importer = await server.signUp();
    const answer = await importWorld(server, await largerArchive(), importer.token);
    expect(answer.status).toBe(200);
    await sweepAbandonedImports(server.ctx, '9999-01-01T00:00:00.000Z');
    expect(await documentCount(answer.body.world.id)).toBe(archiveDocuments + 450);
  });
});
