import os from 'node:os';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { dialectOf } from '../db/dialect';
import { sqliteSearchPlan, type SqliteSearchRow } from './sqlite-search-query';
import { SqliteSearchPool } from './search-pool';
import { queryTerms, sqliteWorldTable } from './search-terms';
import { searchPostgres } from './postgres-search';
import { SearchSlots } from './search-slots';
import { hitKind, type SearchEntry, type SearchHit, type SearchKind } from './search-types';

export { queryTerms };
export type { SearchEntry, SearchHit, SearchKind };

type Db = Kysely<DB> | Transaction<DB>;
// The index is a virtual table on SQLite; Kysely's DB type does not describe it.
type Untyped = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- see above

/** Writes (or rewrites) an entry in the same transaction as the change it describes. */
export async function indexEntry(db: Db, entry: SearchEntry): Promise<void> {
  await removeEntry(db, entry.kind, entry.refId);
  await insertEntries(db, [entry]);
}

/**
 * Adds entries known to be new (bulk generation, imports) without looking
 * for an old version of each first; chunked for SQLite's parameter limit.
 */
export async function indexNewEntries(db: Db, entries: SearchEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 200)
    await insertEntries(db, entries.slice(start, start + 200));
}

async function insertEntries(db: Db, entries: SearchEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const untyped = db as unknown as Untyped;
  if (dialectOf(db) === 'postgres') {
    await untyped
      .insertInto('search_index')
      .values(
        entries.map((entry) => ({
          world_id: entry.worldId,
          kind: entry.kind,
          ref_id: entry.refId,
          title: entry.title,
          body: entry.body,
        })),
      )
      .execute();
    return;
  }
  const byWorld = new Map<string, SearchEntry[]>();
  for (const entry of entries) {
    const ofWorld = byWorld.get(entry.worldId);
    if (ofWorld) ofWorld.push(entry);
    else byWorld.set(entry.worldId, [entry]);
  }
  for (const [worldId, ofWorld] of byWorld) {
    const table = sqliteWorldTable(worldId);
    // Raw SQL moves every table's version (db/table-versions.ts): written only for a new table.
    const exists = await untyped
      .selectFrom('sqlite_master')
      .select('name')
      .where('name', '=', table)
      .executeTakeFirst();
    if (!exists)
      await sql`CREATE VIRTUAL TABLE IF NOT EXISTS ${sql.table(table)} USING fts5(
        kind UNINDEXED, ref_id UNINDEXED, title, body,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
      )`.execute(db);
    // The FTS row takes the number of its search_refs row, which finds it again by (kind, ref id) or world.
    const refs: { entry: number; kind: string; ref_id: string }[] = await untyped
      .insertInto('search_refs')
      .values(
        ofWorld.map((entry) => ({ kind: entry.kind, ref_id: entry.refId, world_id: worldId })),
      )
      .returning(['entry', 'kind', 'ref_id'])
      .execute();
    const rowids = new Map(refs.map((ref) => [`${ref.kind}:${ref.ref_id}`, ref.entry]));
    await untyped
      .insertInto(table)
      .values(
        ofWorld.map((entry) => ({
          rowid: rowids.get(`${entry.kind}:${entry.refId}`),
          kind: entry.kind,
          ref_id: entry.refId,
          title: entry.title,
          body: entry.body,
        })),
      )
      .execute();
  }
}

export async function removeEntry(db: Db, kind: SearchKind, refId: string): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await (db as unknown as Untyped)
      .deleteFrom('search_index')
      .where('kind', '=', kind)
      .where('ref_id', '=', refId)
      .execute();
    return;
  }
  const ref = (
    await sql<{
      entry: number;
      world_id: string;
    }>`SELECT entry, world_id FROM search_refs WHERE kind = ${kind} AND ref_id = ${refId}`.execute(
      db,
    )
  ).rows[0];
  if (!ref) return;
  // Built, not raw: a raw write would move every table's version (db/table-versions.ts).
  const untyped = db as unknown as Untyped;
  await untyped.deleteFrom(sqliteWorldTable(ref.world_id)).where('rowid', '=', ref.entry).execute();
  await untyped.deleteFrom('search_refs').where('entry', '=', ref.entry).execute();
}

/**
 * Forgets the entries of these kinds for these ids, chunked for the
 * parameter limits (a map's places when the map or a layer goes).
 */
export async function removeEntries(
  db: Db,
  kinds: readonly SearchKind[],
  refIds: readonly string[],
): Promise<void> {
  for (let start = 0; start < refIds.length; start += 500) {
    const ids = refIds.slice(start, start + 500);
    if (dialectOf(db) === 'postgres') {
      await (db as unknown as Untyped)
        .deleteFrom('search_index')
        .where('kind', 'in', kinds)
        .where('ref_id', 'in', ids)
        .execute();
      continue;
    }
    const refs = (
      await sql<{ entry: number; world_id: string }>`
        SELECT entry, world_id FROM search_refs
        WHERE kind IN (${sql.join(kinds)}) AND ref_id IN (${sql.join(ids)})`.execute(db)
    ).rows;
    const byWorld = new Map<string, number[]>();
    for (const ref of refs)
      byWorld.set(ref.world_id, [...(byWorld.get(ref.world_id) ?? []), ref.entry]);
    for (const [worldId, entries] of byWorld) {
      const list = sql.join(entries);
      await sql`DELETE FROM ${sql.table(sqliteWorldTable(worldId))} WHERE rowid IN (${list})`.execute(
        db,
      );
      await sql`DELETE FROM search_refs WHERE entry IN (${list})`.execute(db);
    }
  }
}

/** Forgets a whole world (PostgreSQL cascades from worlds; SQLite drops the world's table). */
export async function removeWorld(db: Db, worldId: string): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await sql`DROP TABLE IF EXISTS ${sql.table(sqliteWorldTable(worldId))}`.execute(db);
  await sql`DELETE FROM search_refs WHERE world_id = ${worldId}`.execute(db);
}

/**
 * Forgets up to `limit` of a world's entries, for deletions made in short
 * transactions; the number forgotten, less than `limit` once none are left.
 */
export async function removeSomeOfWorld(db: Db, worldId: string, limit: number): Promise<number> {
  if (dialectOf(db) === 'postgres') {
    const result = await sql`DELETE FROM search_index WHERE ctid IN (
      SELECT ctid FROM search_index WHERE world_id = ${worldId} LIMIT ${limit})`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  }
  const entries = (
    await sql<{
      entry: number;
    }>`SELECT entry FROM search_refs WHERE world_id = ${worldId} LIMIT ${limit}`.execute(db)
  ).rows.map((row) => row.entry);
  const table = sql.table(sqliteWorldTable(worldId));
  if (entries.length > 0) {
    const list = sql.join(entries);
    await sql`DELETE FROM ${table} WHERE rowid IN (${list})`.execute(db);
    await sql`DELETE FROM search_refs WHERE entry IN (${list})`.execute(db);
  }
  if (entries.length < limit) await sql`DROP TABLE IF EXISTS ${table}`.execute(db);
  return entries.length;
}

/** Searches running at once on PostgreSQL, out of a pool of 10 connections. */
export const postgresSearchSlots = 4;

/**
 * Ranked matches in one world: every term must match, the last one as a
 * prefix (the user is still typing it); title matches come first. On SQLite
 * the query runs in worker threads, so a heavy search never blocks the event
 * loop; PostgreSQL queries are asynchronous already. Either engine ranks
 * only a bounded window of the matches (sqlite-search-query.ts,
 * postgres-search.ts), so a word found in every document costs about what a
 * rare one does.
 */
export class SearchService {
  private readonly pool: SqliteSearchPool | undefined;
  private readonly slots: SearchSlots;

  /**
   * `concurrency` defaults, on SQLite, to one core fewer than the machine has:
   * one stays for everything else. On PostgreSQL a search mostly waits (three
   * round trips, and a database that may have cores of its own), so one core
   * of ours says little; there the bound keeps searches from holding more
   * than a few of the pool's 10 connections. (One slot on a 2-core machine
   * queued 200 users' searches for seconds: the load bench.)
   */
  constructor(
    private readonly db: Kysely<DB>,
    sqliteFile: string | undefined,
    concurrency = dialectOf(db) === 'postgres'
      ? postgresSearchSlots
      : Math.max(1, Math.min(4, os.availableParallelism() - 1)),
  ) {
    this.slots = new SearchSlots(concurrency);
    if (dialectOf(db) === 'sqlite') {
      if (!sqliteFile) throw new Error('SQLite search needs the database file');
      this.pool = new SqliteSearchPool(sqliteFile, concurrency);
    }
  }

  /**
   * Whether leaving kinds out costs a search nothing. On PostgreSQL the kind
   * is tested on rows the GIN bitmap yields, read anyway; on SQLite it costs
   * a row read per match, so callers first ask whether anything is hidden.
   */
  get freeKindFilter(): boolean {
    return !this.pool;
  }

  /** `hidden`: kinds the caller may not find, left out before ranking (so the page stays full). */
  async search(
    worldId: string,
    query: string,
    limit: number,
    hidden: readonly SearchKind[] = [],
  ): Promise<SearchHit[]> {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    return this.slots.run(async () => {
      if (!this.pool) return searchPostgres(this.db, worldId, terms, limit, hidden);
      const rows = await this.pool.search(sqliteSearchPlan(worldId, terms, limit, hidden));
      return rows.map(presentRow);
    });
  }

  close(): Promise<void> {
    return this.pool?.close() ?? Promise.resolve();
  }
}

function presentRow(row: SqliteSearchRow): SearchHit {
  return {
    kind: hitKind(row.kind as SearchKind),
    secret: row.kind === 'map_place_secret',
    refId: row.ref_id,
    title: row.title,
    titleMarked: row.title_marked,
    snippet: row.snippet.trim(),
  };
}
