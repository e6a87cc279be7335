import type Database from 'better-sqlite3';
import {
  markedSql,
  newestSql,
  rankedSql,
  rankWindow,
  windowStartSql,
  type SqliteSearchPlan,
  type SqliteSearchRow,
  type SqliteSearchTier,
} from './sqlite-search-query';

export type SqliteSearcher = (plan: SqliteSearchPlan) => SqliteSearchRow[];

/**
 * Runs a search plan on one connection: tier by tier, bm25 ranks at most the
 * newest `rankWindow` matches of the tier, and highlight() and snippet() run
 * only for the page that is returned. Every step is bounded, so a query that
 * matches every document costs about what a rare one does.
 */
export function createSqliteSearcher(db: Database.Database): SqliteSearcher {
  const windowStart = db.prepare<[string, number], number>(windowStartSql).pluck();
  const ranked = db.prepare<[string, number, number], number>(rankedSql).pluck();
  const newest = db.prepare<[string, number], number>(newestSql).pluck();
  const tierHits = (tier: SqliteSearchTier, count: number): number[] => {
    if (tier.order === 'newest') return newest.all(tier.match, count);
    return ranked.all(tier.match, windowStart.get(tier.match, rankWindow - 1) ?? 0, count);
  };
  const marked = db.prepare<[string, number, number, string], SqliteSearchRow & { rowid: number }>(
    markedSql,
  );
  return (plan) => {
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
  };
}
