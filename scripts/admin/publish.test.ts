import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createTestServer, type TestServer } from '../../tests/kits/server/test-server';
import { makeStaticSiteWorld, siteMarkers } from '../../tests/kits/server/static-site-world';
import type { AdminIo } from './admin-io';
import { runAdmin } from './run-admin';

/** `npm run admin -- publish` on a test server's own SQLite data folder. */
let server: TestServer;
let address: string;
const folders: string[] = [];

beforeAll(async () => {
  server = await createTestServer({ sqlite: true, s3: false });
  address = (await makeStaticSiteWorld(server, 'cli', 'isles')).address;
}, 60_000);
afterAll(async () => {
  folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true }));
  await server.close();
});

function outDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-site-'));
  folders.push(folder);
  return folder;
}

async function admin(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: AdminIo = {
    config: {
      ...loadConfig({ DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' }),
      databaseUrl: undefined,
    },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readInput: async () => null,
  };
  const code = await runAdmin(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function allFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('admin publish', () => {
  it('writes the site with a summary line per section, and no marker', async () => {
    const folder = outDir();
    const result = await admin(['publish', address, folder, '--lang', 'ru']);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(/^documents: \d+ page/m);
    expect(result.out).toMatch(/^dialogs: /m);
    expect(result.out).toMatch(/^stories: /m);
    expect(result.out).toMatch(/^timeline: /m);
    expect(fs.readFileSync(path.join(folder, 'index.html'), 'utf8')).toContain('lang="ru"');
    for (const file of allFiles(folder))
      for (const marker of Object.values(siteMarkers))
        expect(fs.readFileSync(file, 'latin1'), `${marker} in ${file}`).not.toContain(marker);
  });

  it('refuses a non-empty folder unless forced', async () => {
    const folder = outDir();
    fs.writeFileSync(path.join(folder, 'keep.txt'), 'mine');
    const refused = await admin(['publish', address, folder]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/is not empty.*--force/);
    expect(fs.readdirSync(folder)).toEqual(['keep.txt']);
    expect((await admin(['publish', address, folder, '--force'])).code).toBe(0);
    expect(fs.existsSync(path.join(folder, 'index.html'))).toBe(true);
  });

  it('refuses a private or unknown world and bad arguments, writing nothing', async () => {
    const [owner, urlName] = address.split('/');
    await server.ctx.db
      .updateTable('worlds')
      .set({ is_public: 0 })
      .where('url_name', '=', urlName!)
      .execute();
    try {
      const folder = outDir();
      const refused = await admin(['publish', `${owner}/${urlName}`, folder]);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/is private/);
      expect(fs.readdirSync(folder)).toEqual([]);
    } finally {
      await server.ctx.db
        .updateTable('worlds')
        .set({ is_public: 1 })
        .where('url_name', '=', urlName!)
        .execute();
    }
    expect((await admin(['publish', 'nobody/nowhere', outDir()])).err).toBe(
      'There is no world nobody/nowhere.',
    );
    expect((await admin(['publish', address])).err).toMatch(/^usage: publish/);
    expect((await admin(['publish', address, outDir(), '--lang', 'de'])).err).toMatch(/--lang/);
    expect((await admin(['--help'])).out).toContain('npm run admin -- publish');
  });
});
