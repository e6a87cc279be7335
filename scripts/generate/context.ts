import type { Kysely } from 'kysely';
import type { DB } from '../../src/server/db/schema';
import type { Random } from './random';

/** What one generator hands to the next: later ones pick owners, worlds, authors from here. */
export interface Made {
  users: { id: string; userName: string }[];
  worlds: { id: string; ownerId: string; memberIds: string[] }[];
}

export interface GenerateContext {
  db: Kysely<DB>;
  random: Random;
  seed: number;
  /** Generated timestamps fall in the year before this fixed moment, so a seed gives the same data. */
  epoch: Date;
  made: Made;
  /** Values of the generators' extra options (`--into-world ID`), by option name. */
  options: Record<string, string | undefined>;
  /** DATA_DIR, for generators that write files (images). */
  dataDir?: string;
}

/**
 * One kind of generated data, sized by its own flag (`--users 50`). Generators
 * run in the order of the table in scripts/generate.ts; each returns a line
 * saying what it made.
 */
export interface Generator {
  flag: string;
  about: string;
  /** Extra string options of this generator, by name, with what each does. */
  options?: Record<string, string>;
  run(ctx: GenerateContext, count: number): Promise<string>;
}

/** A UUID-shaped id drawn from the seeded generator. */
export function seededId(ctx: GenerateContext): string {
  const hex = ctx.random.hex(32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An ISO timestamp within the year before the epoch, optionally not before `after`. */
export function seededTime(ctx: GenerateContext, after?: string): string {
  const end = ctx.epoch.getTime();
  const start = after ? Date.parse(after) : end - 365 * 24 * 3600 * 1000;
  return new Date(start + Math.floor(ctx.random.next() * (end - start))).toISOString();
}

/** Inserts rows in chunks small enough for SQLite's bound-parameter limit. */
export async function insertChunked<T>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = 200,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
