import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { SqliteDatabase, sqliteDriverPackage } from '../../src/server/db/sqlite-driver';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { verifyPassword } from '../../src/server/auth/passwords';
import { pidFilePath } from '../../src/server/server-pid-file';
import type { AdminIo } from './admin-io';
import { runAdmin } from './run-admin';

/**
 * The admin command on SQLite data folders of its own (PostgreSQL backup is
 * pg_dump's own work): accounts, lockouts, and a backup taken while another
 * process commits continuously, restored elsewhere and checked.
 */
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function dataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-admin-'));
  folders.push(folder);
  return folder;
}

function io(folder: string, input: string | null = null) {
  const out: string[] = [];
  const err: string[] = [];
  const value: AdminIo = {
    config: { ...loadConfig({ DATA_DIR: folder, LOG_LEVEL: 'silent' }), databaseUrl: undefined },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readInput: async () => input,
  };
  return { io: value, out, err };
}

async function admin(folder: string, argv: string[], input: string | null = null) {
  const session = io(folder, input);
  const code = await runAdmin(argv, session.io);
  return { code, out: session.out.join('\n'), err: session.err.join('\n') };
}

function sqlite(folder: string): BetterSqlite3.Database {
  return new SqliteDatabase(path.join(folder, 'loreweave.sqlite'));
}

describe('accounts', () => {
  const folder = dataDir();

  it('creates a user, refuses a taken or invalid name, and prints a generated password', async () => {
    expect(
      await admin(folder, ['create-user', 'mira', 'Mira@Example.com', '--password', 'seven-chars']),
    ).toMatchObject({ code: 0 });
    const row = sqlite(folder)
      .prepare('SELECT email, password_hash FROM users WHERE user_name = ?')
      .get('mira') as { email: string; password_hash: string };
    expect(row.email).toBe('mira@example.com');
    expect(await verifyPassword(row.password_hash, 'seven-chars')).toBe(true);

    expect(
      await admin(folder, [
        'create-user',
        'mira',
        'other@example.com',
        '--password',
        'seven-chars',
      ]),
    ).toEqual({
      code: 1,
      out: '',
      err: 'An account with this user name already exists',
    });
    expect((await admin(folder, ['create-user', 'Bad Name', 'x@example.com'])).err).toMatch(
      /^user name: /,
    );
    const generated = await admin(folder, ['create-user', 'otto', 'otto@example.com']);
    expect(generated.out).toMatch(/Password: \S{18}/);
  });

  it('resets a password from standard input, ending sessions and lifting locks', async () => {
    const db = sqlite(folder);
    const { id } = db.prepare('SELECT id FROM users WHERE user_name = ?').get('mira') as {
      id: string;
    };
    db.prepare(
      "INSERT INTO login_failures (user_id, ip, failures, window_started_at, locked_until) VALUES (?, '10.0.0.1', 10, '2026-01-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z')",
    ).run(id);
    const result = await admin(folder, ['reset-password', 'mira'], 'typed-in-password\n');
    expect(result).toMatchObject({ code: 0 });
    expect(result.out).not.toMatch(/Password:/);
    const row = db.prepare('SELECT password_hash FROM users WHERE id = ?').get(id) as {
      password_hash: string;
    };
    expect(await verifyPassword(row.password_hash, 'typed-in-password')).toBe(true);
    expect(
      db
        .prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ? AND revoked_at IS NULL')
        .get(id),
    ).toEqual({ n: 0 });
    expect(
      db.prepare('SELECT count(*) AS n FROM login_failures WHERE user_id = ?').get(id),
    ).toEqual({ n: 0 });
    expect(await admin(folder, ['reset-password', 'nobody'], 'whatever-pass')).toMatchObject({
      code: 1,
      err: 'There is no user named nobody.',
    });
  });

  it('unlocks', async () => {
    const db = sqlite(folder);
    const { id } = db.prepare('SELECT id FROM users WHERE user_name = ?').get('otto') as {
      id: string;
    };
    db.prepare(
      "INSERT INTO login_failures (user_id, ip, failures, window_started_at, locked_until) VALUES (?, '*', 50, '2026-01-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z')",
    ).run(id);
    expect(await admin(folder, ['unlock', 'otto'])).toMatchObject({
      code: 0,
      out: 'Unlocked otto (failed sign-ins from 1 address(es) forgotten).',
    });
    expect(
      db.prepare('SELECT count(*) AS n FROM login_failures WHERE user_id = ?').get(id),
    ).toEqual({ n: 0 });
    expect(await admin(folder, ['unlock', 'otto'])).toMatchObject({
      code: 0,
      out: 'otto was not locked.',
    });
  });

  it('explains itself', async () => {
    expect(await admin(folder, ['--help'])).toMatchObject({
      code: 0,
      out: expect.stringContaining('npm run admin -- backup'),
    });
    expect(await admin(folder, ['explode'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('Unknown command "explode"'),
    });
    expect(await admin(folder, ['create-user'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('usage: create-user'),
    });
  });
});

/** Another process committing one row at a time, as fast as it can, until killed. */
function continuousWriter(file: string): { child: ChildProcess; ready: Promise<void> } {
  const script = `
    const Database = require(process.argv[2]);
    const db = new Database(process.argv[1]);
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.exec('CREATE TABLE IF NOT EXISTS backup_probe (n INTEGER PRIMARY KEY, payload TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO backup_probe (n, payload) VALUES (?, ?)');
    let n = 0;
    const tick = () => {
      for (let i = 0; i < 20; i += 1) insert.run(++n, 'x'.repeat(300));
      if (n === 400) process.stdout.write('ready\\n');
      setImmediate(tick);
    };
    tick();`;
  const child = spawn(process.execPath, ['-e', script, file, sqliteDriverPackage], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (data: Buffer) => data.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`writer exited with ${code}`)));
  });
  return { child, ready };
}

describe('backup and restore', () => {
  it('backs up online while another process writes, and restores a whole, consistent copy', async () => {
    const source = dataDir();
    const database = await openDatabase({ dataDir: source });
    await database.destroy();
    expect(
      await admin(source, [
        'create-user',
        'keeper',
        'keeper@example.com',
        '--password',
        'keeper-password',
      ]),
    ).toMatchObject({ code: 0 });
    fs.mkdirSync(path.join(source, 'images', 'world-a'), { recursive: true });
    fs.writeFileSync(
      path.join(source, 'images', 'world-a', 'picture.png'),
      Buffer.from('picture bytes'),
    );

    const writer = continuousWriter(path.join(source, 'loreweave.sqlite'));
    let rowsWhenDone: number;
    const file = path.join(dataDir(), 'backup.zip');
    try {
      await writer.ready;
      const backedUp = await admin(source, ['backup', file]);
      expect(backedUp, backedUp.err).toMatchObject({ code: 0 });
      expect(backedUp.out).toContain('Images: 1 files.');
      // The writer went on after the backup: wait until it has written more than it had then.
      const live = sqlite(source);
      const count = live.prepare('SELECT count(*) AS n FROM backup_probe');
      const rows = () => (count.get() as { n: number }).n;
      const rowsAfterBackup = rows();
      while ((rowsWhenDone = rows()) <= rowsAfterBackup) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      live.close();
    } finally {
      writer.child.kill('SIGKILL');
    }

    const target = dataDir();
    const restored = await admin(target, ['restore', file]);
    expect(restored, restored.err).toMatchObject({ code: 0 });
    const copy = sqlite(target);
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const probe = copy
      .prepare('SELECT count(*) AS n, min(n) AS first, max(n) AS last FROM backup_probe')
      .get() as { n: number; first: number; last: number };
    // One snapshot: every committed row up to some moment, no gaps; the writer went on after it.
    expect(probe.first).toBe(1);
    expect(probe.n).toBe(probe.last);
    expect(probe.n).toBeGreaterThanOrEqual(400);
    expect(rowsWhenDone!).toBeGreaterThan(probe.n);
    expect(copy.prepare('SELECT user_name FROM users').all()).toEqual([{ user_name: 'keeper' }]);
    expect(fs.readFileSync(path.join(target, 'images', 'world-a', 'picture.png')).toString()).toBe(
      'picture bytes',
    );
    copy.close();
    const reopened = await openDatabase({ dataDir: target });
    await reopened.destroy();
    console.log(
      `[admin backup] restored ${probe.n} of the ${rowsWhenDone!} rows the writer had committed 200 ms after the backup; integrity ok`,
    );

    // Restoring over existing data keeps what it replaces.
    const again = await admin(target, ['restore', file]);
    expect(again.out).toMatch(/What was there before is in .*before-restore-/);
  }, 60_000);

  it('refuses to restore under a running server unless forced, and refuses what is not a backup', async () => {
    const folder = dataDir();
    const file = path.join(folder, 'backup.zip');
    await (await openDatabase({ dataDir: folder })).destroy();
    expect(await admin(folder, ['backup', file])).toMatchObject({ code: 0 });
    fs.writeFileSync(pidFilePath(folder), `${process.pid}\n`);
    expect(await admin(folder, ['restore', file])).toMatchObject({
      code: 2,
      err: expect.stringContaining(`(pid ${process.pid}) is running`),
    });
    expect(await admin(folder, ['restore', file, '--force'])).toMatchObject({ code: 0 });
    fs.writeFileSync(path.join(folder, 'not-a-backup.zip'), 'text');
    fs.rmSync(pidFilePath(folder));
    expect(await admin(folder, ['restore', path.join(folder, 'not-a-backup.zip')])).toMatchObject({
      code: 1,
      err: expect.stringContaining('is not a Loreweave backup'),
    });
  });
});

describe('backup with S3_URL', () => {
  it('leaves the pictures to the bucket and says so', async () => {
    const folder = dataDir();
    const db = sqlite(folder);
    db.exec('CREATE TABLE probe (n INTEGER)');
    db.close();
    fs.mkdirSync(path.join(folder, 'images', 'world-1'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'images', 'world-1', 'stale.png'), 'x');
    const session = io(folder);
    session.io.config = {
      ...session.io.config,
      s3: loadConfig({ S3_URL: 'http://127.0.0.1:9/lore-bucket' }).s3,
    };
    const file = path.join(folder, 'backup.zip');
    expect(await runAdmin(['backup', file], session.io)).toBe(0);
    expect(session.out.join('\n')).toContain('Images: in the S3 bucket lore-bucket');
    expect(fs.readFileSync(file).includes('images/world-1/stale.png')).toBe(false);
  });
});
