import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { SqliteDatabase } from '../../src/server/db/sqlite-driver';
import yazl from 'yazl';
import { AdminError, type AdminIo } from './admin-io';

/**
 * `backup [file]`: one zip with the database and the images folder, taken
 * while the server runs.
 *
 * SQLite: the online backup API (better-sqlite3 `.backup()`) copying every
 * page in one step, which reads one consistent snapshot while the server
 * keeps writing (WAL: a reader never blocks a writer). Copying in small steps
 * would restart each time the server committed in between.
 * PostgreSQL: `pg_dump --format=custom` of DATABASE_URL (a consistent
 * snapshot too); without pg_dump on the PATH the command says so and stops.
 * Images are files written whole and renamed into place, copied as they are;
 * with S3_URL set they are in the bucket and left to the store's own backup.
 */
export const backupFormat = 'loreweave-backup';
export const backupVersion = 1;
export const backupEntries = {
  manifest: 'backup.json',
  sqlite: 'loreweave.sqlite',
  postgres: 'loreweave.pgdump',
  images: 'images/',
} as const;

export interface BackupManifest {
  format: typeof backupFormat;
  version: number;
  createdAt: string;
  database: 'sqlite' | 'postgres';
}

const run = promisify(execFile);

export async function backup(io: AdminIo, args: string[]): Promise<string> {
  const target = path.resolve(
    args[0] ?? `loreweave-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.zip`,
  );
  const scratch = path.join(io.config.dataDir, 'tmp', `backup-${crypto.randomUUID()}`);
  await fsp.mkdir(scratch, { recursive: true });
  try {
    const zip = new yazl.ZipFile();
    const written = pipeline(zip.outputStream, fs.createWriteStream(`${target}.partial`));
    const database = io.config.databaseUrl ? 'postgres' : 'sqlite';
    const manifest: BackupManifest = {
      format: backupFormat,
      version: backupVersion,
      createdAt: new Date().toISOString(),
      database,
    };
    zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), backupEntries.manifest);
    if (database === 'sqlite') {
      const file = path.join(scratch, backupEntries.sqlite);
      const pages = await sqliteBackup(path.join(io.config.dataDir, 'loreweave.sqlite'), file);
      zip.addFile(file, backupEntries.sqlite);
      io.out(`Database: SQLite, ${pages} pages copied online.`);
    } else {
      const file = path.join(scratch, backupEntries.postgres);
      await postgresDump(io.config.databaseUrl!, file);
      zip.addFile(file, backupEntries.postgres);
      io.out('Database: PostgreSQL, dumped with pg_dump --format=custom.');
    }
    // With S3_URL the pictures live in the bucket, which its own versioning or replication backs up.
    const images = io.config.s3 ? [] : await imageFiles(path.join(io.config.dataDir, 'images'));
    for (const image of images)
      zip.addFile(image.file, `${backupEntries.images}${image.name}`, { compress: false });
    zip.end();
    await written;
    await fsp.rename(`${target}.partial`, target);
    io.out(
      io.config.s3
        ? `Images: in the S3 bucket ${io.config.s3.bucket}, not in this file; back the bucket up with the store's own means.`
        : `Images: ${images.length} files.`,
    );
    io.out(`Backup written to ${target} (${(await fsp.stat(target)).size} bytes).`);
    return target;
  } catch (error) {
    await fsp.rm(`${target}.partial`, { force: true });
    throw error;
  } finally {
    await fsp.rm(scratch, { recursive: true, force: true });
  }
}

/** Every page in one backup step: one read snapshot, never restarted by the server's commits. */
export async function sqliteBackup(source: string, destination: string): Promise<number> {
  if (!fs.existsSync(source))
    throw new AdminError(`There is no database at ${source}: is DATA_DIR right?`);
  const sqlite = new SqliteDatabase(source, { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 10000');
    const result = await sqlite.backup(destination, { progress: () => 0x7fffffff });
    return result.totalPages;
  } finally {
    sqlite.close();
  }
}

async function postgresDump(url: string, file: string): Promise<void> {
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, url], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new AdminError(
        'pg_dump was not found: install the PostgreSQL client tools of your server version (e.g. apt-get install postgresql-client), or back up PostgreSQL with your own tools and copy DATA_DIR/images.',
      );
    }
    throw new AdminError(
      `pg_dump failed: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`,
    );
  }
}

/** Files under the images folder as `<world>/<file>`, leaving out temporary ones still being written. */
async function imageFiles(root: string): Promise<{ name: string; file: string }[]> {
  const found: { name: string; file: string }[] = [];
  let worlds: fs.Dirent[];
  try {
    worlds = await fsp.readdir(root, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const world of worlds.filter((entry) => entry.isDirectory())) {
    for (const entry of await fsp.readdir(path.join(root, world.name), { withFileTypes: true })) {
      if (entry.isFile() && !entry.name.endsWith('.tmp'))
        found.push({
          name: `${world.name}/${entry.name}`,
          file: path.join(root, world.name, entry.name),
        });
    }
  }
  return found;
}
