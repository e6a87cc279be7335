import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestServer, type TestServer } from '../../../../tests/kits/server/test-server';
import { demoOwner, demoSeeder } from '../demo-seeder';
import { accountCreator } from '../account-creator';
import { entityCounts } from './entity-counts';
import { memberAdder } from '../membership';
import { graphPositionsSaver } from '../relations/graph-positions-writer';
import { worldCoverSetter } from '../images/world-cover-writer';
import { samplePng } from '../../../../tests/kits/server/test-images';
import { isoNow } from '../../clock';
import { dialogLanguagesWriter } from '../dialogs/dialog-languages-writer';
import { translationImporter } from '../dialogs/translation-importer';
import { localizableDialogs, dialogTranslationsOf } from '../../queries/dialog-translations';
import { lineIdOf } from '../../../shared/dialogs/localization/dialog-lines';
import {
  exportWorld,
  importWorld,
  normalized,
  tokenOf,
  unzip,
} from '../../../../tests/kits/server/archive-test-support';

/**
 * Data ownership: the demo world, which fills every kind of entity (maps with
 * their pictures, a secret layer, dated regions and a child map among them),
 * exported from one server, imported on a second one (its own database and
 * data folder; PostgreSQL on the PostgreSQL pass), exported again: both
 * archives hold the same world once ids are named by content, and every
 * derived row was rebuilt.
 */
let source: TestServer;
let target: TestServer;

beforeAll(async () => {
  // The source is always SQLite; the target is PostgreSQL when TEST_DATABASE_URL is set (a move between dialects).
  [source, target] = await Promise.all([createTestServer({ sqlite: true }), createTestServer()]);
}, 60_000);
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
});

/** The demo world plus what the demo leaves out: a template, pinned graph positions, a cover and a member. */
async function richWorld(server: TestServer): Promise<string> {
  const { worldId, ownerId } = await demoSeeder(server.ctx);
  const actor = { id: ownerId, userName: demoOwner.userName, sessionId: '' };
  const world = await server.ctx.db
    .selectFrom('worlds')
    .selectAll()
    .where('id', '=', worldId)
    .executeTakeFirstOrThrow();
  await accountCreator(server.ctx, {
    userName: 'ally',
    email: 'ally@example.com',
    password: 'ally-password',
  });
  await memberAdder(server.ctx, actor, world, { userName: 'ally', role: 'artist' });
  const documents = await server.ctx.db
    .selectFrom('documents')
    .select(['id', 'contents'])
    .where('world_id', '=', worldId)
    .orderBy('name')
    .execute();
  await graphPositionsSaver(
    server.ctx,
    actor,
    worldId,
    documents
      .slice(0, 3)
      .map((document, index) => ({ documentId: document.id, x: index * 120, y: -40 })),
  );
  await server.ctx.db
    .insertInto('document_templates')
    .values({
      id: crypto.randomUUID(),
      world_id: worldId,
      name: 'Island',
      type: 'location',
      contents: documents[0]!.contents,
      created_by: ownerId,
      created_at: isoNow(server.ctx.clock),
    })
    .execute();
  await worldCoverSetter(server.ctx, actor, worldId, await samplePng(300, 120));
  // Dialog languages, and translations: current, stale, and of a line deleted since.
  const languages = await dialogLanguagesWriter(server.ctx, actor, worldId, {
    sourceLanguage: 'en',
    languages: ['ru', 'de'],
    lineCharLimit: 200,
    choiceCharLimit: null,
  });
  const dialogs = await localizableDialogs(server.ctx.db, worldId, languages);
  const lines = dialogs.flatMap((dialog) =>
    dialog.lines.slice(0, 3).map((line) => ({ dialogId: dialog.id, line })),
  );
  const table = [
    'dialog_id,line_id,source,target',
    ...lines.map(
      ({ dialogId, line }, index) =>
        `${dialogId},${line.lineId},"${index === 1 ? 'Older text' : line.text.replace(/"/g, '""')}",Перевод ${index}`,
    ),
  ].join('\r\n');
  const report = await translationImporter(server.ctx, actor, worldId, Buffer.from(table), {
    language: 'ru',
    dryRun: false,
  });
  expect(report.written).toBe(lines.length);
  await server.ctx.db
    .insertInto('dialog_translations')
    .values({
      dialog_id: dialogs[0]!.id,
      language: 'de',
      line_id: lineIdOf(dialogs[0]!.id, { id: 'gone-node' }),
      text: 'Weg',
      source_text: 'Gone',
      updated_at: isoNow(server.ctx.clock),
      updated_by: null,
    })
    .execute();
  return worldId;
}

/** Rows derived from the entities, which an import must rebuild (not carried in the archive). */
async function derivedCounts(server: TestServer, worldId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    'document_links',
    'document_tags',
    'event_documents',
    'image_documents',
    'dialog_documents',
    'dialog_variables',
    'dialog_meta_fields',
    'story_scene_links',
    'world_covers',
  ] as const) {
    const row = await server.ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('world_id', '=', worldId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  const search =
    server.ctx.dialect === 'postgres'
      ? await sql<{
          count: number;
        }>`SELECT count(*) AS count FROM search_index WHERE world_id = ${worldId}`.execute(
          server.ctx.db,
        )
      : await sql<{
          count: number;
        }>`SELECT count(*) AS count FROM search_refs WHERE world_id = ${worldId}`.execute(
          server.ctx.db,
        );
  counts['search'] = Number(search.rows[0]?.count);
  return counts;
}

/** What the maps of a world hold that must survive a round trip. */
async function mapShapes(server: TestServer, worldId: string) {
  const db = server.ctx.db;
  const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);
  return {
    ready: await count(
      db
        .selectFrom('maps')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('world_id', '=', worldId)
        .where('status', '=', 'ready')
        .where('file_key', 'is not', null)
        .executeTakeFirstOrThrow(),
    ),
    secretLayers: await count(
      db
        .selectFrom('map_layers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('world_id', '=', worldId)
        .where('secret', '=', 1)
        .executeTakeFirstOrThrow(),
    ),
    pinsOnDocuments: await count(
      db
        .selectFrom('map_features')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('world_id', '=', worldId)
        .where('kind', '=', 'pin')
        .where('document_id', 'is not', null)
        .executeTakeFirstOrThrow(),
    ),
    datedRegions: await count(
      db
        .selectFrom('map_features')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('world_id', '=', worldId)
        .where('kind', '=', 'region')
        .where((eb) => eb.or([eb('from_date', 'is not', null), eb('until_date', 'is not', null)]))
        .executeTakeFirstOrThrow(),
    ),
    childMaps: await count(
      db
        .selectFrom('maps')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('world_id', '=', worldId)
        .where('parent_map_id', 'is not', null)
        .where('parent_pin_id', 'is not', null)
        .executeTakeFirstOrThrow(),
    ),
  };
}

describe('world export → import on another server → export', () => {
  it('loses nothing', async () => {
    const worldId = await richWorld(source);
    await source.ctx.db
      .updateTable('worlds')
      .set({ is_public: 1, default_visibility: 'public' })
      .where('id', '=', worldId)
      .execute();
    // Items' own visibility travels too: each kind set by hand, the second export compares them.
    for (const table of [
      'documents',
      'timeline_rows',
      'stories',
      'dialogs',
      'maps',
      'map_layers',
    ] as const) {
      await source.ctx.db
        .updateTable(table)
        .set({ visibility: 'members' })
        .where('world_id', '=', worldId)
        .execute();
    }
    // Map pictures travel from their pyramids: the demo's maps are cut first.
    await source.ctx.mapJobs.idle();
    expect(await mapShapes(source, worldId)).toEqual({
      ready: 2,
      secretLayers: 1,
      pinsOnDocuments: 13,
      datedRegions: 2,
      childMaps: 1,
    });
    let started = performance.now();
    const first = await exportWorld(source, worldId, await tokenOf(source, demoOwner.userName));
    const exportMs = performance.now() - started;

    await accountCreator(target.ctx, {
      userName: demoOwner.userName,
      email: demoOwner.email,
      password: 'import-owner-pass',
    });
    await accountCreator(target.ctx, {
      userName: 'ally',
      email: 'ally@example.com',
      password: 'ally-password',
    });
    const targetToken = await tokenOf(target, demoOwner.userName);
    started = performance.now();
    const imported = await importWorld(target, first, targetToken);
    const importMs = performance.now() - started;
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const report = imported.body;
    expect(report.droppedMembers).toEqual([]);
    expect(report.unknownAuthors).toEqual([]);
    expect(report.droppedReferences).toBe(0);
    // The items' default travels; the copy starts private until its owner here publishes it.
    expect(
      await target.ctx.db
        .selectFrom('worlds')
        .select(['is_public', 'default_visibility'])
        .where('id', '=', report.world.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ is_public: 0, default_visibility: 'public' });
    for (const table of [
      'documents',
      'timeline_rows',
      'stories',
      'dialogs',
      'maps',
      'map_layers',
    ] as const) {
      const kept = await target.ctx.db
        .selectFrom(table)
        .select('visibility')
        .distinct()
        .where('world_id', '=', report.world.id)
        .execute();
      expect(kept, table).toEqual([{ visibility: 'members' }]);
    }
    // The import does not wait for tiles; each map turns ready by itself.
    expect(report.mapsTiling).toBe(2);
    await target.ctx.mapJobs.idle();
    expect(await mapShapes(target, report.world.id)).toEqual(await mapShapes(source, worldId));

    const sourceCounts = await entityCounts(source.ctx.db, worldId);
    expect(report.counts).toEqual(sourceCounts);
    expect(
      Object.values(sourceCounts).every((count) => count > 0),
      JSON.stringify(sourceCounts),
    ).toBe(true);
    expect(await derivedCounts(target, report.world.id)).toEqual(
      await derivedCounts(source, worldId),
    );

    // The languages, and each dialog's translations with their status, as they were.
    const languagesOf = async (server: TestServer, id: string) =>
      (await server.api('GET', `/api/Setting/${id}/DialogLanguages`, { token: targetToken })).body;
    const sourceToken = await tokenOf(source, demoOwner.userName);
    expect(
      (await source.api('GET', `/api/Setting/${worldId}/DialogLanguages`, { token: sourceToken }))
        .body,
    ).toEqual(await languagesOf(target, report.world.id));
    const statuses = async (server: TestServer, id: string) => {
      const byName = new Map<string, unknown>();
      for (const dialog of await localizableDialogs(server.ctx.db, id, {
        sourceLanguage: 'en',
        languages: ['ru'],
        lineCharLimit: null,
        choiceCharLimit: null,
      })) {
        const answer = await dialogTranslationsOf(server.ctx.db, id, dialog.id, 'ru');
        byName.set(dialog.name, {
          counts: answer.counts,
          lines: answer.lines.map(({ lineId: _lineId, ...line }) => line),
        });
      }
      return Object.fromEntries(byName);
    };
    const translated = await statuses(target, report.world.id);
    expect(translated).toEqual(await statuses(source, worldId));
    expect(
      Object.values(translated).some(
        (dialog) => (dialog as { counts: { stale: number } }).counts.stale > 0,
      ),
    ).toBe(true);

    const second = await exportWorld(target, report.world.id, targetToken);
    const [before, after] = [normalized(await unzip(first)), normalized(await unzip(second))];
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const name of Object.keys(before)) expect(after[name], name).toEqual(before[name]);

    const searched = await target.api(
      'GET',
      `/api/Setting/${report.world.id}/Search?query=harbour`,
      { token: targetToken },
    );
    expect(searched.status).toBe(200);
    console.log(
      `[world round trip] ${source.ctx.dialect} → ${target.ctx.dialect}: export ${exportMs.toFixed(0)} ms, import ${importMs.toFixed(0)} ms, ${first.length} bytes, ${(await unzip(first)).size} entries;`,
      Object.entries(sourceCounts)
        .map(([entity, count]) => `${entity} ${count}`)
        .join(', '),
    );
  }, 120_000);
});
