import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { SqliteDatabase } from '../../src/server/db/sqlite-driver';
import yauzl from 'yauzl';
import { runningServerPid } from '../../src/server/server-pid-file';
import { AdminError, type AdminIo } from './admin-io';
import { backupEntries, backupFormat, backupVersion, type BackupManifest } from './backup';

const run = promisify(execFile);
const safeImageName = /^images\/[A-Za-z0-9._-]{1,128}\/[A-Za-z0-9._-]{1,128}$/;

/**
 * `restore <file> [--force]`: puts a backup back into DATA_DIR (and the
 * database DATABASE_URL names). Refused while a server runs on DATA_DIR
 * (its server.pid names a live process) unless --force. On SQLite the
 * restored file passes an integrity check before it replaces anything, and
 * what it replaces is moved to DATA_DIR/before-restore-<time>/, not deleted.
 */
export async function restore(
  io: AdminIo,
  args: string[],
  options: { force: boolean },
): Promise<void> {
  const [file] = args;
  if (!file) throw new AdminError('usage: restore <backup.zip> [--force]');
  const dataDir = io.config.dataDir;
  const pid = runningServerPid(dataDir);
  if (pid !== null && !options.force) {
    throw new AdminError(
      `A Loreweave server (pid ${pid}) is running on ${dataDir}. Stop it first, or pass --force if that process is not Loreweave.`,
      2,
    );
  }
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path.resolve(file), {
      lazyEntries: true,
      autoClose: false,
      strictFileNames: true,
    });
  } catch {
    throw new AdminError(`${file} is not a Loreweave backup (not a zip file).`);
  }
  try {
    const entries = new Map<string, yauzl.Entry>();
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
    const manifest = await readManifest(zip, entries.get(backupEntries.manifest), file);
    const expected = io.config.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.database !== expected) {
      throw new AdminError(
        `The backup holds a ${manifest.database} database but the server is configured for ${expected} (DATABASE_URL).`,
      );
    }
    const aside = path.join(
      dataDir,
      `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
    );
    await fsp.mkdir(path.join(dataDir, 'tmp'), { recursive: true });
    if (manifest.database === 'sqlite') await restoreSqlite(zip, entries, dataDir, aside);
    else await restorePostgres(zip, entries, dataDir, io.config.databaseUrl!);
    const images = await restoreImages(zip, entries, dataDir, aside);
    io.out(
      `Restored the ${manifest.database} database and ${images} image files from ${file} (taken ${manifest.createdAt}).`,
    );
    if (fs.existsSync(aside)) io.out(`What was there before is in ${aside}.`);
  } finally {
    zip.close();
  }
}

async function readManifest(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry | undefined,
  file: string,
): Promise<BackupManifest> {
  if (!entry || entry.uncompressedSize > 64 * 1024)
    throw new AdminError(`${file} is not a Loreweave backup (no backup.json).`);
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(Buffer.concat(chunks).toString()) as Partial<BackupManifest>;
  } catch {
    throw new AdminError(`${file} is not a Loreweave backup (backup.json is not JSON).`);
  }
  if (manifest.format !== backupFormat) throw new AdminError(`${file} is not a Loreweave backup.`);
  if (manifest.version !== backupVersion)
    throw new AdminError(
      `${file} is a backup of format version ${manifest.version}; this version reads ${backupVersion}.`,
    );
  return manifest as BackupManifest;
}

async function extract(zip: yauzl.ZipFile, entry: yauzl.Entry, target: string): Promise<void> {
  await fsp.mkdir(path.dirname(target), { recursive: true });
  await pipeline(
    await zip.openReadStreamPromise(entry),
    fs.createWriteStream(target, { mode: 0o640 }),
  );
}

async function restoreSqlite(
  zip: yauzl.ZipFile,
  entries: Map<string, yauzl.Entry>,
  dataDir: string,
  aside: string,
): Promise<void> {
  const entry = entries.get(backupEntries.sqlite);
  if (!entry) throw new AdminError('The backup has no loreweave.sqlite.');
  const incoming = path.join(dataDir, 'tmp', 'restoring.sqlite');
  await extract(zip, entry, incoming);
  const check = new SqliteDatabase(incoming, { fileMustExist: true });
  const result = check.pragma('integrity_check', { simple: true });
  check.close();
  if (result !== 'ok') {
    await fsp.rm(incoming, { force: true });
    throw new AdminError(
      `The backup's database fails its integrity check (${String(result)}); nothing was changed.`,
    );
  }
  const live = path.join(dataDir, 'loreweave.sqlite');
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(live + suffix)) {
      await fsp.mkdir(aside, { recursive: true });
      await fsp.rename(live + suffix, path.join(aside, `loreweave.sqlite${suffix}`));
    }
  }
  await fsp.rename(incoming, live);
}

async function restorePostgres(
  zip: yauzl.ZipFile,
  entries: Map<string, yauzl.Entry>,
  dataDir: string,
  url: string,
): Promise<void> {
  const entry = entries.get(backupEntries.postgres);
  if (!entry) throw new AdminError('The backup has no loreweave.pgdump.');
  const dump = path.join(dataDir, 'tmp', 'restoring.pgdump');
  await extract(zip, entry, dump);
  try {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${url}`, dump], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new AdminError('pg_restore was not found: install the PostgreSQL client tools.');
    throw new AdminError(
      `pg_restore failed: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`,
    );
  } finally {
    await fsp.rm(dump, { force: true });
  }
}

/** The images folder as it was: the current one moves aside first. Only `images/<world>/<file>` names are taken. */
async function restoreImages(
  zip: yauzl.ZipFile,
  entries: Map<string, yauzl.Entry>,
  dataDir: string,
  aside: string,
): Promise<number> {
  const live = path.join(dataDir, 'images');
  if (fs.existsSync(live)) {
    await fsp.mkdir(aside, { recursive: true });
    await fsp.rename(live, path.join(aside, 'images'));
  }
  let count = 0;
  for (const [name, entry] of entries) {
    if (!name.startsWith(backupEntries.images) || name.endsWith('/')) continue;
    if (!safeImageName.test(name))
      throw new AdminError(`The backup holds an unexpected file name: ${name}`);
    await extract(zip, entry, path.join(dataDir, name));
    count += 1;
  }
  return count;
}
