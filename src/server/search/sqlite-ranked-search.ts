import type Database from 'better-sqlite3';
import {
  rankWindow,
  sqliteSearchSql,
  type SqliteSearchPlan,
  type SqliteSearchRow,
  type SqliteSearchTier,
} from './sqlite-search-query';

export type SqliteSearcher = (plan: SqliteSearchPlan) => SqliteSearchRow[];

/** Worlds whose statements a searcher keeps prepared; the least recently searched go first. */
const preparedWorlds = 32;

interface WorldStatements {
  windowStart: Database.Statement<[string, number], number>;
  ranked: Database.Statement<[string, number, number], number>;
  newest: Database.Statement<[string, number], number>;
  marked: Database.Statement<[string, number, number, string], SqliteSearchRow & { rowid: number }>;
}

/**
 * Runs a search plan on one connection: tier by tier, bm25 ranks at most the
 * newest `rankWindow` matches of the tier, and highlight() and snippet() run
 * only for the page that is returned. Every step is bounded, so a query that
 * matches every document costs about what a rare one does; and every step
 * reads only the world's own table, so other worlds cost nothing.
 */
export function createSqliteSearcher(db: Database.Database): SqliteSearcher {
  const tableExists = db
    .prepare<[string], number>("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?")
    .pluck();
  const prepared = new Map<string, WorldStatements>();
  const statementsOf = (table: string, hidden: string[]): WorldStatements | undefined => {
    // A search that hides kinds has statements of its own.
    const key = hidden.length === 0 ? table : `${table}:${hidden.join(',')}`;
    const known = prepared.get(key);
    if (known) {
      prepared.delete(key);
      prepared.set(key, known);
      return known;
    }
    // A world without entries has no table yet (or no longer).
    if (tableExists.get(table) === undefined) return undefined;
    const text = sqliteSearchSql(table, hidden);
    const statements: WorldStatements = {
      windowStart: db.prepare<[string, number], number>(text.windowStart).pluck(),
      ranked: db.prepare<[string, number, number], number>(text.ranked).pluck(),
      newest: db.prepare<[string, number], number>(text.newest).pluck(),
      marked: db.prepare<[string, number, number, string], SqliteSearchRow & { rowid: number }>(
        text.marked,
      ),
    };
    prepared.set(key, statements);
    const oldest = prepared.keys().next().value;
    if (prepared.size > preparedWorlds && oldest !== undefined) prepared.delete(oldest);
    return statements;
  };
  return (plan) => {
    try {
      return run(plan);
    } catch (error) {
      // The world was deleted since its statements were prepared.
      for (const key of [...prepared.keys()])
        if (key === plan.table || key.startsWith(`${plan.table}:`)) prepared.delete(key);
      if (tableExists.get(plan.table) === undefined) return [];
      throw error;
    }
  };

  function run(plan: SqliteSearchPlan): SqliteSearchRow[] {
    const statements = statementsOf(plan.table, plan.hidden);
    if (!statements) return [];
    const { windowStart, ranked, newest, marked } = statements;
    const tierHits = (tier: SqliteSearchTier, count: number): number[] => {
      if (tier.order === 'newest') return newest.all(tier.match, count);
      return ranked.all(tier.match, windowStart.get(tier.match, rankWindow - 1) ?? 0, count);
    };
    const chosen: number[] = [];
    const seen = new Set<number>();
    for (const tier of plan.tiers) {
      if (chosen.length >= plan.limit) break;
      for (const rowid of tierHits(tier, plan.limit + chosen.length)) {
        if (seen.has(rowid)) continue;
        seen.add(rowid);
        chosen.push(rowid);
        if (chosen.length >= plan.limit) break;
      }
    }
    if (chosen.length === 0) return [];
    const rows = new Map(
      marked
        .all(plan.all, Math.min(...chosen), Math.max(...chosen), JSON.stringify(chosen))
        .map(({ rowid, ...row }) => [rowid, row]),
    );
    return chosen.flatMap((rowid) => rows.get(rowid) ?? []);
  }
}
