import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Capability } from '../../shared/permissions';
import { openSession } from '../auth/sessions';
import { worldCreator } from '../commands/world-writer';
import { isoNow } from '../clock';
import { createTestServer, type TestServer, type TestUser } from '../test/test-server';

/**
 * Every registered API route x every kind of caller (DESIGN.md "Security").
 * A route missing from `table` fails this test: each new route must say what
 * anonymous, non-member, viewer, artist, writer and owner get.
 */
const callers = ['anonymous', 'nonMember', 'viewer', 'artist', 'writer', 'owner'] as const;
type Caller = (typeof callers)[number];
type Expected = Record<Caller, number>;

interface Fixture {
  worldId: string;
  worldName: string;
  target: { id: string; userName: string };
  unique: string;
  password: string;
}

interface Case {
  url: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  expected: Expected;
}

const password = 'route-test-pass';

function everyone(status: number): Expected {
  return { anonymous: status, nonMember: status, viewer: status, artist: status, writer: status, owner: status };
}

function signedIn(status: number): Expected {
  return { ...everyone(status), anonymous: 401 };
}

function inWorld(capability: Capability, ok: number): Expected {
  const role = (r: 'viewer' | 'artist' | 'writer' | 'owner') => (can(r, capability) ? ok : 403);
  return { anonymous: 401, nonMember: 403, viewer: role('viewer'), artist: role('artist'), writer: role('writer'), owner: role('owner') };
}

const world = (f: Fixture) => `/api/Setting/${f.worldId}`;

const table: Record<string, Case> = {
  'GET /api/health': { url: () => '/api/health', expected: everyone(200) },
  'GET /api/openapi.json': { url: () => '/api/openapi.json', expected: everyone(200) },
  'GET /api/Account': { url: () => '/api/Account', expected: signedIn(200) },
  'POST /api/Account/CreateAccount': {
    url: () => '/api/Account/CreateAccount',
    body: (f) => ({ userName: `new-${f.unique}`, password, emailAdress: `new-${f.unique}@example.com` }),
    expected: everyone(200),
  },
  'POST /api/Account/TryLogin': {
    url: () => '/api/Account/TryLogin',
    body: (f) => ({ userNameOrMail: f.target.userName, password }),
    expected: everyone(200),
  },
  'POST /api/Account/TryDemo': { url: () => '/api/Account/TryDemo', expected: everyone(200) },
  'POST /api/Account/Logout': { url: () => '/api/Account/Logout', expected: signedIn(204) },
  'POST /api/Account/RefreshToken': { url: () => '/api/Account/RefreshToken', expected: signedIn(200) },
  'PUT /api/Account/Email': {
    url: () => '/api/Account/Email',
    body: (f) => ({ emailAdress: `moved-${f.unique}@example.com`, password }),
    expected: signedIn(200),
  },
  'PUT /api/Account/Password': {
    url: () => '/api/Account/Password',
    body: () => ({ currentPassword: password, newPassword: password }),
    expected: signedIn(200),
  },
  'POST /api/Account/RestorePassword': {
    url: () => '/api/Account/RestorePassword',
    body: (f) => ({ emailAdress: `nobody-${f.unique}@example.com` }),
    expected: everyone(400),
  },
  'POST /api/Account/RestorePassword/Confirm': {
    url: () => '/api/Account/RestorePassword/Confirm',
    body: (f) => ({ emailAdress: `nobody-${f.unique}@example.com`, code: '123456', newPassword: password }),
    expected: everyone(400),
  },
  'GET /api/Setting': { url: () => '/api/Setting', expected: signedIn(200) },
  'POST /api/Setting': {
    url: () => '/api/Setting',
    body: (f) => ({ urlName: `w-${f.unique}`, name: 'New world' }),
    expected: signedIn(200),
  },
  'PUT /api/Setting/:id': {
    url: world,
    body: (f) => ({ urlName: `renamed-${f.unique}`, name: 'Renamed' }),
    expected: inWorld('world.edit', 200),
  },
  'DELETE /api/Setting/:id': {
    url: world,
    body: (f) => ({ name: f.worldName }),
    expected: inWorld('world.delete', 204),
  },
  'GET /api/Setting/:id/Members': { url: (f) => `${world(f)}/Members`, expected: inWorld('world.view', 200) },
  'POST /api/Setting/:id/Members': {
    url: (f) => `${world(f)}/Members`,
    body: (f) => ({ userName: `extra-${f.unique}`.slice(0, 19), role: 'viewer' }),
    expected: inWorld('members.manage', 200),
  },
  'PUT /api/Setting/:id/Members/:userId': {
    url: (f) => `${world(f)}/Members/${f.target.id}`,
    body: () => ({ role: 'artist' }),
    expected: inWorld('members.manage', 200),
  },
  'DELETE /api/Setting/:id/Members/:userId': {
    url: (f) => `${world(f)}/Members/${f.target.id}`,
    expected: inWorld('members.manage', 204),
  },
  'POST /api/Setting/:id/Leave': {
    url: (f) => `${world(f)}/Leave`,
    // Everyone may leave except the owner, who must hand the world over first.
    expected: { ...inWorld('world.view', 204), owner: 400 },
  },
  'POST /api/Setting/:id/TransferOwnership': {
    url: (f) => `${world(f)}/TransferOwnership`,
    body: (f) => ({ userId: f.target.id }),
    expected: inWorld('members.manage', 200),
  },
  'GET /api/Setting/:id/Feed': { url: (f) => `${world(f)}/Feed`, expected: inWorld('world.view', 200) },
};

let server: TestServer;
const users = {} as Record<Exclude<Caller, 'anonymous'>, TestUser>;

beforeAll(async () => {
  server = await createTestServer();
  for (const caller of callers) {
    if (caller !== 'anonymous') users[caller] = await server.signUp(`rt-${caller.toLowerCase()}`, password);
  }
});
afterAll(() => server.close());

/** A fresh world per case, so a delete or hand-over in one case cannot touch another. */
async function makeFixture(): Promise<Fixture> {
  const unique = crypto.randomBytes(4).toString('hex');
  const owner = users.owner;
  const created = await worldCreator(
    server.ctx,
    { id: owner.id, userName: owner.userName, sessionId: '' },
    { urlName: `fixture-${unique}`, name: `Fixture ${unique}`, description: '' },
  );
  const target = await server.signUp(`target-${unique}`, password);
  await server.signUp(`extra-${unique}`.slice(0, 19), password);
  const now = isoNow(server.ctx.clock);
  const members = [
    { user_id: users.viewer.id, role: 'viewer' },
    { user_id: users.artist.id, role: 'artist' },
    { user_id: users.writer.id, role: 'writer' },
    { user_id: target.id, role: 'viewer' },
  ];
  await server.ctx.db
    .insertInto('world_members')
    .values(members.map((m) => ({ ...m, world_id: created.id, added_at: now })))
    .execute();
  return { worldId: created.id, worldName: created.name, target: { id: target.id, userName: target.userName }, unique, password };
}

async function tokenFor(caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  const user = users[caller];
  return openSession(server.ctx, { id: user.id, user_name: user.userName });
}

describe('route x role', () => {
  it('has an expected answer for every registered route', () => {
    const missing = server.apiRoutes.filter((route) => !(route in table));
    const stale = Object.keys(table).filter((route) => !server.apiRoutes.includes(route));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('answers each caller exactly as the table says', async () => {
    const mismatches: string[] = [];
    for (const route of server.apiRoutes) {
      const entry = table[route];
      if (!entry) continue;
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      for (const caller of callers) {
        const fixture = await makeFixture();
        const response = await server.api(method, entry.url(fixture), {
          token: await tokenFor(caller),
          ...(entry.body ? { body: entry.body(fixture) } : {}),
        });
        if (response.status !== entry.expected[caller]) {
          mismatches.push(`${route} as ${caller}: ${response.status} (expected ${entry.expected[caller]}) ${JSON.stringify(response.body)?.slice(0, 160)}`);
        }
        if (response.status >= 400 && !Array.isArray(response.body?.Exceptions)) {
          mismatches.push(`${route} as ${caller}: error without the SPEC §8 body`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
