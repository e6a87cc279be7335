import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  type ApiResponse,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import { samplePng } from '../../../../tests/kits/server/test-images';
import {
  fetchFile,
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';
import { abuseReport, tally } from './abuse-report';

/**
 * Issue 9 item 4, path traversal in names: names are data, never paths. Files
 * under DATA_DIR get generated names, and the signed file route serves only
 * those, from its own world's folder.
 */
let server: TestServer;
let team: ImageTeam;
beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'trv');
});
afterAll(() => server.close());

const hostileNames = [
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'C:\\boot.ini',
  'a\u0000b',
  '..%2F..%2Fjwt-secret',
  '....//....//jwt-secret',
  '%00../../x',
  './.hidden',
  '~/.ssh/id_rsa',
];

/** Every file under DATA_DIR, relative to it. */
function filesUnder(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(root, full));
    }
  };
  walk(root);
  return found;
}

const generatedImageFile = /^images\/[0-9a-f-]{36}\/[0-9a-f-]{36}(\.thumb)?\.(png|jpg|webp|gif)$/;

function outcome(response: ApiResponse): string {
  return String(response.status);
}

describe('path traversal', () => {
  it('keeps hostile names as data: uploads, image and document names, categories', async () => {
    const world = await newImageWorld(server, team, 'traversal');
    const png = await samplePng(8, 8);
    const before = new Set(filesUnder(server.dataDir));
    const answers: string[] = [];
    const names: { sent: string; kept: string }[] = [];
    for (const name of hostileNames) {
      const upload = await world.upload(`${name}.png`, png);
      answers.push(outcome(upload));
      if (upload.status === 200) {
        names.push({ sent: `${name}.png`, kept: upload.body.name });
        const renamed = await server.api('PUT', `${world.url}/Images/${upload.body.id}`, {
          token: team.artist.token,
          body: { name, categoryId: null, documentIds: [], version: upload.body.version },
        });
        answers.push(outcome(renamed));
      }
      const document = await server.api('POST', `${world.url}/Documents`, {
        token: team.writer.token,
        body: { name, type: 'note', contents: { v: 1, doc: { type: 'doc', content: [] } } },
      });
      answers.push(outcome(document));
      const category = await server.api('POST', `${world.url}/ImageCategories`, {
        token: team.artist.token,
        body: { name },
      });
      answers.push(outcome(category));
    }
    const added = filesUnder(server.dataDir).filter(
      (file) => !before.has(file) && !file.startsWith('loreweave.sqlite'),
    );
    const strays = added.filter((file) => !generatedImageFile.test(file));
    const outside = ['../etc/passwd', '../../etc/passwd', 'etc/passwd', 'jwt-secret.png'].filter(
      (file) => fs.existsSync(path.resolve(server.dataDir, 'images', world.id, file)),
    );
    abuseReport(
      'path traversal in names',
      `${hostileNames.length} hostile names as upload file names, image, document and category names -> ${tally(answers)}; ${added.length} files written, all with generated names: ${strays.length === 0}; upload names kept as ${JSON.stringify(names.slice(0, 3).map((entry) => entry.kept))}…`,
    );
    expect(answers.every((answer) => Number(answer) < 500)).toBe(true);
    // NUL is refused everywhere (PostgreSQL cannot store it); the rest are kept as given.
    expect(answers.filter((answer) => answer === '400').length).toBe(3);
    expect(strays).toEqual([]);
    expect(outside).toEqual([]);
    // An upload's name is only the image's name (the multipart parser keeps the part after the last slash).
    expect(names.find((entry) => entry.sent === '../../etc/passwd.png')?.kept).toBe('passwd');
  });

  it('serves nothing outside the world folder from the signed file route, even with a valid signature', async () => {
    const world = await newImageWorld(server, team, 'file-route');
    const uploaded = await world.upload('real.png', await samplePng(8, 8));
    const good = await fetchFile(server, uploaded.body.thumbUrl);
    const { imageUrls } = server.ctx;
    const expiry = imageUrls.expiry();
    const query = new URL(uploaded.body.thumbUrl, 'http://x').search;
    const signed = (worldId: string, file: string) => imageUrls.url(worldId, file, expiry);
    const attempts = [
      `/api/Images/File/${world.id}/..%2F..%2Fjwt-secret${query}`,
      `/api/Images/File/${world.id}/..%2F..%2Floreweave.sqlite${query}`,
      `/api/Images/File/..%2F..%2F/jwt-secret${query}`,
      `/api/Images/File/${world.id}/%2e%2e%2f%2e%2e%2fjwt-secret${query}`,
      `/api/Images/File/${world.id}/..%5C..%5Cjwt-secret${query}`,
      `/api/Images/File/${world.id}/../../jwt-secret${query}`,
      `/api/Images/File/${world.id}/real.png%00.png${query}`,
      // Signatures an attacker cannot make, made here: the route must still refuse the names.
      signed(world.id, '../../jwt-secret'),
      signed('..', 'jwt-secret'),
      signed(`${world.id}/..`, 'jwt-secret'),
      signed(world.id, '.'),
    ];
    const secret = fs.readFileSync(path.join(server.dataDir, 'jwt-secret'));
    const answers: string[] = [];
    const leaks: string[] = [];
    for (const url of attempts) {
      const response = await fetchFile(server, url);
      answers.push(String(response.status));
      if (
        response.status < 400 ||
        response.body.includes(secret) ||
        response.body.subarray(0, 6).toString() === 'SQLite'
      ) {
        leaks.push(`${url} -> ${response.status}`);
      }
    }
    abuseReport(
      'signed file route',
      `the real thumbnail -> ${good.status}; ${attempts.length} traversal URLs (4 with valid signatures) -> ${tally(answers)}; leaks: ${leaks.length}`,
    );
    expect(good.status).toBe(200);
    expect(leaks).toEqual([]);
    expect(answers.every((answer) => Number(answer) >= 400 && Number(answer) < 500)).toBe(true);
  });
});
