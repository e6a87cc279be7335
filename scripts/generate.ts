/**
 * `npm run generate -- --users 50 --worlds 200 [--documents 10000] [--events 10000] [--relations 1500] [--images 100] [--seed 1]`:
 * fills the database the server is configured for (DATA_DIR / DATABASE_URL,
 * as `npm start`) with generated data. The same seed and sizes give the same
 * data. A new kind of data is one more generator in the table below, with its
 * own flag.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import type { Generator, GenerateContext } from './generate/context';
import { Random } from './generate/random';
import { users } from './generate/users';
import { documents } from './generate/documents';
import { events } from './generate/events';
import { worlds } from './generate/worlds';
import { relations } from './generate/relations';
import { images } from './generate/images';

/** In dependency order: a generator may use what the ones before it made. */
const generators: Generator[] = [users, worlds, documents, events, relations, images];
const extraOptions = Object.assign({}, ...generators.map((g) => g.options ?? {})) as Record<
  string,
  string
>;

async function main(): Promise<void> {
  const { values }: { values: Record<string, string | boolean | undefined> } = parseArgs({
    options: {
      seed: { type: 'string', default: '1' },
      help: { type: 'boolean', default: false },
      ...Object.fromEntries(
        generators.map((g) => [g.flag, { type: 'string' as const, default: '0' }]),
      ),
      ...Object.fromEntries(
        Object.keys(extraOptions).map((name) => [name, { type: 'string' as const }]),
      ),
    },
  });
  if (values.help) return usage();
  const seed = count(values.seed, 'seed');
  if (seed > 99_999)
    throw new Error('--seed must be at most 99999 (it is part of generated user names)');
  const sizes = generators.map((g) => ({ generator: g, size: count(values[g.flag], g.flag) }));
  if (sizes.every(({ size }) => size === 0)) return usage();

  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const clash = await database.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', `g${seed}-u1`)
      .executeTakeFirst();
    if (clash)
      throw new Error(
        `Seed ${seed} was already generated into this database; pick another with --seed.`,
      );
    const where = database.sqliteFile
      ? `SQLite ${database.sqliteFile}`
      : 'PostgreSQL (DATABASE_URL)';
    console.log(`Generating into ${where}, seed ${seed}:`);
    const started = performance.now();
    await database.db.transaction().execute(async (trx) => {
      const ctx: GenerateContext = {
        db: trx,
        random: new Random(seed),
        seed,
        epoch: new Date('2026-11-01T00:00:00Z'),
        made: { users: [], worlds: [] },
        dataDir: config.dataDir,
        options: Object.fromEntries(
          Object.keys(extraOptions).map((name) => [
            name,
            typeof values[name] === 'string' ? values[name] : undefined,
          ]),
        ),
      };
      for (const { generator, size } of sizes) {
        if (size > 0) console.log(`  ${await generator.run(ctx, size)}`);
      }
    });
    // Fresh statistics, or PostgreSQL plans the first queries on a bulk-loaded table blind.
    if (!database.sqliteFile) await sql`ANALYZE`.execute(database.db);
    console.log(
      `Done in ${((performance.now() - started) / 1000).toFixed(1)} s (one transaction).`,
    );
  } finally {
    await database.destroy();
  }
}

function count(value: string | boolean | undefined, flag: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`--${flag} must be a whole number, got ${String(value)}`);
  return number;
}

function usage(): void {
  console.log(
    'Usage: npm run generate -- [--seed N] ' +
      generators.map((g) => `[--${g.flag} N]`).join(' ') +
      Object.keys(extraOptions)
        .map((name) => ` [--${name} VALUE]`)
        .join(''),
  );
  for (const g of generators) console.log(`  --${g.flag.padEnd(12)} ${g.about}`);
  for (const [name, about] of Object.entries(extraOptions))
    console.log(`  --${name.padEnd(12)} ${about}`);
  console.log(
    'Writes to the database of DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL), as the server does.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
