import crypto from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database';
import { indexNewEntries, type SearchEntry } from '../../src/server/search/search-index';

/**
 * The measured world among others: `worlds - 1` more worlds in the same
 * instance, each with the search entries of `documents` of the measured
 * world's documents (a different run of them per world, under new ids). Only
 * the search index is filled: it is what one world's searches share with the
 * others, and generating 100,000 whole documents would take the better part
 * of an hour.
 */
export const benchCrowd = {
  worlds: Number(process.env['BENCH_WIKI_WORLDS'] ?? 100),
  documents: Number(process.env['BENCH_WIKI_CROWD_DOCUMENTS'] ?? 1_000),
};

export async function fillCrowd(target: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const started = performance.now();
  const database = await openDatabase(target);
  const { db } = database;
  try {
    const measured = await db
      .selectFrom('worlds')
      .selectAll()
      .where('url_name', '=', 'world-1')
      .executeTakeFirstOrThrow();
    const documents = await db
      .selectFrom('documents')
      .select(['name', 'description', 'contents_text'])
      .where('world_id', '=', measured.id)
      .orderBy('id')
      .execute();
    if (documents.length === 0) throw new Error('The measured world has no documents');
    for (let index = 1; index < benchCrowd.worlds; index++) {
      const worldId = crypto.randomUUID();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('worlds')
          .values({
            ...measured,
            id: worldId,
            url_name: `crowd-${index}`,
            name: `Crowd ${index}`,
          })
          .execute();
        const entries: SearchEntry[] = [];
        const first = (index * 997) % documents.length;
        for (let n = 0; n < benchCrowd.documents; n++) {
          const document = documents[(first + n) % documents.length];
          if (!document) continue;
          entries.push({
            worldId,
            kind: 'document',
            refId: crypto.randomUUID(),
            title: document.name,
            body: [document.description, document.contents_text].join('\n'),
          });
        }
        await indexNewEntries(trx, entries);
      });
    }
    if (!database.sqliteFile) await sql`ANALYZE`.execute(db);
    console.log(
      `  ${benchCrowd.worlds - 1} more worlds × ${benchCrowd.documents} search entries in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.destroy();
  }
}
