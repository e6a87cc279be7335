/**
 * Re-makes the demo world's archive, kept unpacked in
 * src/server/commands/demo/shattered-isles (see demo-archive.ts there).
 *
 *   npx tsx scripts/demo/build-demo-archive.ts <exported.zip>
 *     unpacks a world exported from the app: to change the demo, import the
 *     folder's world (or run the server with DEMO_WORLD=on), change it in the
 *     app, export it (World settings → Export) and unpack that here;
 *   npx tsx scripts/demo/build-demo-archive.ts
 *     imports the folder into a scratch SQLite database and exports it again,
 *     which brings it to the current archive format.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pino from 'pino';
import yauzl from 'yauzl';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { buildApp } from '../../src/server/app';
import { demoSeeder } from '../../src/server/commands/demo-seeder';
import { worldExporter } from '../../src/server/commands/transfer/world-exporter';
import {
  demoArchiveFolder,
  demoArchivePath,
  demoRowsFolder,
} from '../../src/server/commands/demo/demo-archive';

/** The demo as the current importer reads it and the current exporter writes it. */
async function reexport(zipFile: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-demo-archive-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: undefined });
  const { app, ctx } = await buildApp({ config, database, logger: pino({ level: 'warn' }) });
  try {
    const { worldId } = await demoSeeder(ctx);
    // Map pictures travel from their pyramids: wait until every map's is cut.
    await ctx.mapJobs.idle();
    const world = await ctx.db
      .selectFrom('worlds')
      .selectAll()
      .where('id', '=', worldId)
      .executeTakeFirstOrThrow();
    await pipeline(await worldExporter(ctx, world), fs.createWriteStream(zipFile));
  } finally {
    await app.close();
    await database.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The archive's entries into the folder, `data/` as `rows/`, without the Markdown copies. */
async function unpack(zipFile: string, folder: string): Promise<number> {
  fs.rmSync(folder, { recursive: true, force: true });
  const zip = await yauzl.openPromise(zipFile, { lazyEntries: true, strictFileNames: true });
  let files = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (name.endsWith('/') || name.startsWith('documents/')) continue;
      const target = path.join(folder, name.replace(/^data\//, `${demoRowsFolder}/`));
      if (!target.startsWith(folder + path.sep)) throw new Error(`unsafe entry ${name}`);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await pipeline(await zip.openReadStreamPromise(entry), fs.createWriteStream(target));
      files += 1;
    }
  } finally {
    zip.close();
  }
  return files;
}

async function main(): Promise<void> {
  const folder = demoArchivePath();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-demo-zip-'));
  try {
    let zipFile = process.argv[2] ? path.resolve(process.argv[2]) : '';
    if (!zipFile) {
      zipFile = path.join(work, 'demo.zip');
      await reexport(zipFile);
    }
    const files = await unpack(zipFile, folder);
    // The JSON as Prettier writes it: the tree stays Prettier-clean, and one field a line diffs well.
    const prettier = spawnSync('npx', ['prettier', '--log-level', 'warn', '--write', folder], {
      stdio: 'inherit',
    });
    if (prettier.status !== 0) throw new Error('prettier failed');
    console.log(`${demoArchiveFolder}: ${files} files from ${zipFile}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
