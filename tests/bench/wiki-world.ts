import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runGenerate } from '../support/generate';
import { benchCrowd, fillCrowd } from './wiki-crowd';
import { adminQuery, databaseUrl } from '../support/postgres';
import { repoRoot } from '../support/server-process';

/**
 * The generated world the wiki bench measures, made once and kept between
 * runs (generating 10,000 documents takes 25–60 s): a data folder under the
 * system temp folder for SQLite, a database `bench_wiki_<key>` for
 * PostgreSQL. The key hashes the generator, the migrations (the shape of
 * the data) and the sizes, so a change to any of them makes a new one (and
 * the stale one is removed).
 * BENCH_WIKI_CACHE=off generates afresh and removes it afterwards.
 */
export const benchWorld = {
  documents: Number(process.env['BENCH_WIKI_DOCUMENTS'] ?? 10_000),
  seed: 1,
};
export const benchUser = { userName: `g${benchWorld.seed}-u1`, password: 'generated-password' };
const cacheOff = process.env['BENCH_WIKI_CACHE'] === 'off';
const generateArgs = [
  '--documents',
  String(benchWorld.documents),
  '--seed',
  String(benchWorld.seed),
];

export interface PreparedWorld {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Removes what the run made (nothing when the world is cached). */
  cleanUp(): Promise<void>;
}

function cacheKey(): string {
  const hash = crypto.createHash('sha256').update(generateArgs.join(' '));
  const folders = ['scripts/generate', 'src/server/db/migrations'];
  const files = [
    'scripts/generate.ts',
    'src/server/commands/wiki/document-writer.ts',
    ...folders.flatMap((folder) =>
      fs.readdirSync(path.join(repoRoot, folder)).map((file) => `${folder}/${file}`),
    ),
  ];
  for (const file of files.sort())
    hash.update(file).update(fs.readFileSync(path.join(repoRoot, file)));
  return hash.digest('hex').slice(0, 12);
}

export async function prepareSqliteWorld(): Promise<PreparedWorld> {
  const root = path.join(os.tmpdir(), 'loreweave-bench-wiki');
  const dataDir = path.join(root, cacheOff ? `run-${process.pid}` : cacheKey());
  const ready = path.join(dataDir, 'generated');
  if (fs.existsSync(ready)) {
    console.log(`SQLite world: cached in ${dataDir}`);
  } else {
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.log(`SQLite world: generating into ${dataDir}`);
    await runGenerate({ dataDir }, generateArgs);
    fs.writeFileSync(ready, new Date().toISOString());
    for (const stale of fs.readdirSync(root)) {
      if (!path.join(root, stale).startsWith(dataDir))
        fs.rmSync(path.join(root, stale), { recursive: true, force: true });
    }
  }
  return {
    dataDir,
    cleanUp: async () => void (cacheOff && fs.rmSync(dataDir, { recursive: true, force: true })),
  };
}

export async function preparePostgresWorld(serverUrl: string): Promise<PreparedWorld> {
  const name = cacheOff ? `bench_wiki_run_${process.pid}` : `bench_wiki_${cacheKey()}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-bench-wiki-pg-'));
  const exists = async (database: string) =>
    (await adminQuery(serverUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [database]))
      .length > 0;
  if (await exists(name)) {
    console.log(`PostgreSQL world: cached in database ${name}`);
  } else {
    // Generated under a temporary name and renamed when complete, so a broken run is never reused.
    const partial = `${name}_partial`;
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
    await adminQuery(serverUrl, `CREATE DATABASE ${partial}`);
    console.log(`PostgreSQL world: generating into database ${name}`);
    await runGenerate({ dataDir, databaseUrl: databaseUrl(serverUrl, partial) }, generateArgs);
    await adminQuery(serverUrl, `ALTER DATABASE ${partial} RENAME TO ${name}`);
    const stale = await adminQuery(
      serverUrl,
      "SELECT datname FROM pg_database WHERE datname LIKE 'bench\\_wiki\\_%' AND datname <> $1",
      [name],
    );
    for (const row of stale) {
      const other = String(row['datname']);
      if (!other.startsWith('bench_wiki_run_') && !other.startsWith(name))
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${other} WITH (FORCE)`);
    }
  }
  return {
    dataDir,
    databaseUrl: databaseUrl(serverUrl, name),
    cleanUp: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (cacheOff) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const crowdSuffix = `crowd_${benchCrowd.worlds}x${benchCrowd.documents}`;

/** The SQLite world among `benchCrowd.worlds - 1` others (wiki-crowd.ts): a copy of the lone one, filled. */
export async function prepareCrowdedSqliteWorld(): Promise<PreparedWorld> {
  const alone = await prepareSqliteWorld();
  const dataDir = `${alone.dataDir}-${crowdSuffix}`;
  const ready = path.join(dataDir, 'crowded');
  if (fs.existsSync(ready)) {
    console.log(`SQLite crowded instance: cached in ${dataDir}`);
  } else {
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.log(`SQLite crowded instance: filling ${dataDir}`);
    fs.cpSync(alone.dataDir, dataDir, { recursive: true });
    await fillCrowd({ dataDir });
    fs.writeFileSync(ready, new Date().toISOString());
  }
  return {
    dataDir,
    cleanUp: async () => {
      await alone.cleanUp();
      if (cacheOff) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The PostgreSQL world among others: a copy of the lone world's database (its template), filled. */
export async function preparePostgresCrowdedWorld(serverUrl: string): Promise<PreparedWorld> {
  const alone = await preparePostgresWorld(serverUrl);
  const aloneName = new URL(alone.databaseUrl ?? '').pathname.slice(1);
  const name = `${aloneName}_${crowdSuffix}`;
  const exists =
    (await adminQuery(serverUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [name])).length >
    0;
  if (exists) {
    console.log(`PostgreSQL crowded instance: cached in database ${name}`);
  } else {
    const partial = `${name}_partial`;
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
    await adminQuery(serverUrl, `CREATE DATABASE ${partial} TEMPLATE ${aloneName}`);
    console.log(`PostgreSQL crowded instance: filling database ${name}`);
    await fillCrowd({ dataDir: alone.dataDir, databaseUrl: databaseUrl(serverUrl, partial) });
    await adminQuery(serverUrl, `ALTER DATABASE ${partial} RENAME TO ${name}`);
  }
  return {
    dataDir: alone.dataDir,
    databaseUrl: databaseUrl(serverUrl, name),
    cleanUp: async () => {
      await alone.cleanUp();
      if (cacheOff) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
