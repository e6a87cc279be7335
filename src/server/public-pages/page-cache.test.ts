import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';
import { fixtureImage, publishFixtureWorld } from '../../../tests/kits/server/world-fixture';
import { multipart } from '../../../tests/kits/server/test-images';
import { worldCreator } from '../commands/world-writer';

const indexHtml =
  '<!doctype html><html><head><title>Loreweave</title></head><body><div id="root"></div></body></html>';
const hex = crypto.randomBytes(4).toString('hex');

let server: TestServer;
let clientDir: string;
let owner: TestUser;
let worldId: string;
let worldPath: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
  server = await createTestServer({ clientDir });
  owner = await server.signUp();
  const world = await worldCreator(
    server.ctx,
    { id: owner.id, userName: owner.userName, sessionId: '' },
    { urlName: `covered-${hex}`, name: `Covered ${hex}`, description: 'A world with a face.' },
  );
  await publishFixtureWorld(server, world.id);
  worldId = world.id;
  worldPath = `/${owner.userName}/covered-${hex}`;
});

afterAll(async () => {
  await server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const ogImage = async (): Promise<string | undefined> => {
  const page = await server.app.inject({ method: 'GET', url: worldPath });
  expect(page.statusCode).toBe(200);
  return /<meta property="og:image" content="([^"]*)"/.exec(page.body)?.[1];
};

describe('the public page cache', () => {
  it("renders a world's page again once its cover is set or removed", async () => {
    expect(await ogImage()).toBeUndefined();
    // Asked twice: the second answer comes from the cache, which the cover must then move.
    expect(await ogImage()).toBeUndefined();
    const body = multipart('cover.png', await fixtureImage());
    const set = await server.api('POST', `/api/Setting/${worldId}/Cover`, {
      token: owner.token,
      body: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(set.status).toBe(200);
    expect(await ogImage()).toMatch(new RegExp(`/og${worldPath}$`));
    const removed = await server.api('DELETE', `/api/Setting/${worldId}/Cover`, {
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    expect(await ogImage()).toBeUndefined();
  });
});
