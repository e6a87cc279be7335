import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../auth/sessions';
import {
  createTestServer,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';
import { multipart } from '../../../tests/kits/server/test-images';
import {
  fixtureImage,
  fixturePassword,
  makeWorldFixture,
  publishFixtureWorld,
} from '../../../tests/kits/server/world-fixture';
import { routeTable } from '../../../tests/kits/server/route-table';
import { addMarkedItems, type MarkedWorld } from '../../../tests/kits/server/marked-items';
import { TestLiveClient } from '../../../tests/kits/server/test-live-client';
import { mapLayerCreator } from '../commands/maps/map-layer-writer';
import { documentCreator } from '../commands/wiki/document-writer';

/**
 * Publishing must never show a stranger what is for members, nor anyone a
 * secret. A public world holds members-only items and secrets, each carrying
 * a unique marker; every API route is then called as an anonymous visitor, a
 * signed-in stranger and a viewer, on the members-only items' ids and on the
 * public ones', and no byte of any answer may hold a marker it must not.
 */
let server: TestServer;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let baseUrl: string;
let clientDir: string;
const sockets: TestLiveClient[] = [];

beforeAll(async () => {
  // The app's page, so addresses outside /api answer as in production (server-rendered or plain).
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-leak-client-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Loreweave</title></head><body><div id="root"></div></body></html>',
  );
  server = await createTestServer({ clientDir });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await server.signUp('leak-owner', fixturePassword);
  viewer = await server.signUp('leak-viewer', fixturePassword);
  stranger = await server.signUp('leak-stranger', fixturePassword);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

type Caller = 'anonymous' | 'stranger' | 'viewer';

async function tokenFor(caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  const user = caller === 'viewer' ? viewer : stranger;
  return openSession(server.ctx, { id: user.id, user_name: user.userName });
}

async function markedWorld(publish: boolean): Promise<MarkedWorld> {
  const fixture = await makeWorldFixture(server, owner, [{ userId: viewer.id, role: 'viewer' }]);
  // Items without their own setting are members-only: the marked ones stay so.
  if (publish) await publishFixtureWorld(server, fixture.worldId, 'members');
  const world = await addMarkedItems(server, owner, fixture);
  // Each map's server-rendered page and preview image: the public map's, the members-only one's.
  const page = `/${owner.userName}/${fixture.urlName}`;
  for (const mapId of [world.public.mapId, world.membersOnly.mapId])
    world.extraUrls.push(`${page}/maps/${mapId}`, `/og${page}/maps/${mapId}`);
  return world;
}

/** Routes that change the caller's own account or make things: a walk must not sign itself out. */
function walks(route: string, caller: Caller): boolean {
  const access = server.routeAccess[route];
  if (route.startsWith('GET ')) return true;
  if (caller === 'viewer') return false;
  return access !== 'public' && access !== 'signed-in';
}

interface Answer {
  route: string;
  url: string;
  status: number;
  text: string;
}

async function walk(world: MarkedWorld, caller: Caller): Promise<Answer[]> {
  const token = await tokenFor(caller);
  const answers: Answer[] = [];
  for (const route of server.apiRoutes) {
    const entry = routeTable[route];
    if (!entry || !walks(route, caller)) continue;
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
    for (const ids of [world.membersOnly, world.public]) {
      const upload = entry.upload ? multipart('upload.png', await fixtureImage()) : undefined;
      const url = entry.url(ids);
      const response = await server.api(method, url, {
        token,
        ...(entry.body ? { body: entry.body(ids) } : {}),
        ...(upload ? { body: upload.payload } : {}),
        headers: {
          ...(upload ? { 'content-type': upload.contentType } : {}),
          ...(entry.headers?.(ids) ?? {}),
        },
      });
      const text =
        typeof response.body === 'string' ? response.body : JSON.stringify(response.body ?? '');
      answers.push({ route, url, status: response.status, text });
    }
  }
  for (const url of world.extraUrls) {
    const response = await server.api('GET', url, { token });
    answers.push({
      route: `GET ${url}`,
      url,
      status: response.status,
      text: JSON.stringify(response.body ?? ''),
    });
  }
  return answers;
}

function holding(answers: Answer[], marker: string): string[] {
  return answers
    .filter((answer) => answer.text.includes(marker))
    .map((answer) => `${answer.route} (${answer.url}): ${answer.status}`);
}

describe('a public world', () => {
  let world: MarkedWorld;
  beforeAll(async () => {
    world = await markedWorld(true);
  }, 120_000);

  it.each(['anonymous', 'stranger'] as const)(
    'shows a %s its public part and nothing else',
    async (caller) => {
      const answers = await walk(world, caller);
      expect(holding(answers, world.markers.membersOnly)).toEqual([]);
      expect(holding(answers, world.markers.secret)).toEqual([]);
      expect(answers.filter((answer) => answer.status >= 500).map((a) => a.route)).toEqual([]);
      // The walk is not blind: each kind of public item does reach the reader.
      const reached = new Set(
        answers
          .filter((answer) => answer.text.includes(world.markers.public))
          .map((answer) => answer.route),
      );
      const page = `GET /${owner.userName}/fixture-${world.fixture.unique}`;
      expect(
        [
          'GET /api/Setting/:id/Documents',
          'GET /api/Setting/:id/Documents/:documentId',
          'GET /api/Setting/:id/TimelineRows',
          'GET /api/Setting/:id/Maps',
          'GET /api/Setting/:id/Maps/:mapId',
          'GET /api/Setting/:id/Events',
          'GET /api/Setting/:id/Events/:eventId',
          `GET /api/Setting/${world.fixture.worldId}/Stories`,
          'GET /api/Setting/:id/Stories/:storyId',
          `GET /api/Setting/${world.fixture.worldId}/Dialogs`,
          'GET /api/Setting/:id/Dialogs/:dialogId',
          `GET /api/Setting/${world.fixture.worldId}/Search?query=PUBLICPART`,
          `${page}/documents/${world.public.documentId}`,
          `${page}/timeline`,
          `${page}/maps`,
          `${page}/maps/${world.public.mapId}`,
          `${page}/stories`,
          `${page}/story/${world.public.storyId}`,
        ].filter((route) => !reached.has(route)),
      ).toEqual([]);
    },
    300_000,
  );

  it('shows a viewer what members see, but no secret', async () => {
    const answers = await walk(world, 'viewer');
    expect(holding(answers, world.markers.secret)).toEqual([]);
    expect(holding(answers, world.markers.membersOnly).length).toBeGreaterThan(0);
  }, 300_000);
});

describe('the live channel of a public world', () => {
  it('gives a viewer no secret, and strangers nothing', async () => {
    const world = await markedWorld(true);
    const actor = { id: owner.id, userName: owner.userName, sessionId: '' };
    const connect = async () => {
      const socket = await TestLiveClient.connect(baseUrl);
      sockets.push(socket);
      return socket;
    };
    const watching = await connect();
    await watching.hello((await tokenFor('viewer'))!, world.fixture.worldId);
    for (const caller of ['anonymous', 'stranger'] as const) {
      const socket = await connect();
      socket.send({
        type: 'hello',
        token: (await tokenFor(caller)) ?? 'not-a-token',
        worldId: world.fixture.worldId,
        after: null,
      });
      await socket.closed;
      expect(JSON.stringify(socket.received)).not.toContain(world.fixture.worldName);
    }
    await mapLayerCreator(server.ctx, actor, world.fixture.worldId, world.fixture.mapId, {
      name: `Later ${world.markers.secret}`,
      secret: true,
      visible: true,
    });
    // A change after the secret one: once the viewer has it, it has had whatever came before.
    const fence = await documentCreator(server.ctx, actor, world.fixture.worldId, {
      name: 'Fence',
      type: 'note',
      description: '',
      tags: [],
      contents: { v: 1, doc: { type: 'doc', content: [] } },
    });
    await watching.next('activities', (message) =>
      message.items.some((item) => JSON.stringify(item.details).includes(fence.id)),
    );
    const seen = JSON.stringify(watching.received);
    expect(seen).not.toContain(world.markers.secret);
    // Not blind: the same stream carries what members see.
    expect(seen).toContain(world.markers.membersOnly);
  }, 120_000);
});

describe('a private world', () => {
  it.each(['anonymous', 'stranger'] as const)(
    'shows a %s nothing at all',
    async (caller) => {
      const world = await markedWorld(false);
      const answers = await walk(world, caller);
      for (const marker of Object.values(world.markers))
        expect(holding(answers, marker)).toEqual([]);
      expect(holding(answers, world.fixture.worldName)).toEqual([]);
    },
    300_000,
  );
});
