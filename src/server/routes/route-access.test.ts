import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../auth/sessions';
import { TokenService } from '../auth/tokens';
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
  type WorldFixture,
} from '../../../tests/kits/server/world-fixture';
import {
  callers,
  expectedAnswers,
  routeTable as table,
  type Caller,
} from '../../../tests/kits/server/route-table';

/**
 * Every registered API route x every kind of caller (DESIGN.md "Security").
 * Each route declares in its config what it asks of its caller (a capability,
 * `signed-in` or `public: true`); what anonymous, non-member, viewer, artist,
 * writer and owner get follows from that and src/shared/permissions.ts. A
 * route that declares nothing, or has no request in the table
 * (tests/kits/server/route-table.ts), fails this test.
 */
let server: TestServer;
const users = {} as Record<Exclude<Caller, 'anonymous'>, TestUser>;

beforeAll(async () => {
  server = await createTestServer();
  for (const caller of callers) {
    if (caller !== 'anonymous')
      users[caller] = await server.signUp(`rt-${caller.toLowerCase()}`, fixturePassword);
  }
});
afterAll(() => server.close());

function makeFixture(): Promise<WorldFixture> {
  return makeWorldFixture(server, users.owner, [
    { userId: users.viewer.id, role: 'viewer' },
    { userId: users.artist.id, role: 'artist' },
    { userId: users.writer.id, role: 'writer' },
  ]);
}

async function tokenFor(caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  const user = users[caller];
  return openSession(server.ctx, { id: user.id, user_name: user.userName });
}

describe('route x role', () => {
  it('has a request for every registered route', () => {
    const missing = server.apiRoutes.filter((route) => !(route in table));
    const stale = Object.keys(table).filter((route) => !server.apiRoutes.includes(route));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('finds what every registered route asks of its caller in its config', () => {
    const undeclared = server.apiRoutes.filter((route) => server.routeAccess[route] === undefined);
    expect(undeclared).toEqual([]);
  });

  // One test per route: all of them in one test (~1,000 requests, each on a fresh world) ran past
  // any deadline on a busy machine.
  it.each(Object.keys(table))(
    'answers each caller of %s exactly as the table says',
    async (route) => {
      const mismatches: string[] = [];
      const entry = table[route]!;
      const expected = expectedAnswers(route, server.routeAccess[route]);
      expect(expected, `${route} declares no capability in its config`).toBeDefined();
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      for (const caller of callers) {
        const fixture = await makeFixture();
        const upload = entry.upload ? multipart('upload.png', await fixtureImage()) : undefined;
        const response = await server.api(method, entry.url(fixture), {
          token: await tokenFor(caller),
          ...(entry.body ? { body: entry.body(fixture) } : {}),
          ...(upload ? { body: upload.payload } : {}),
          headers: {
            ...(upload ? { 'content-type': upload.contentType } : {}),
            ...(entry.headers?.(fixture) ?? {}),
          },
        });
        if (response.status !== expected![caller]) {
          mismatches.push(
            `${route} as ${caller}: ${response.status} (expected ${expected![caller]}) ${JSON.stringify(response.body)?.slice(0, 160)}`,
          );
        }
        if (response.status >= 400 && !Array.isArray(response.body?.Exceptions)) {
          mismatches.push(`${route} as ${caller}: error without the SPEC §8 body`);
        }
      }
      expect(mismatches).toEqual([]);
    },
  );
});

describe('route x role in a public world', () => {
  /**
   * Publishing opens a world's `world.read` routes to strangers, signed in or
   * not, as readers; every other route answers them exactly as in a private
   * world. What a reader's answer holds is proven in public-leak.test.ts.
   */
  it.each(Object.keys(table))('answers strangers of %s as the table says', async (route) => {
    const entry = table[route]!;
    const expected = expectedAnswers(route, server.routeAccess[route], { publicWorld: true })!;
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
    const mismatches: string[] = [];
    for (const caller of ['anonymous', 'nonMember'] as const) {
      const fixture = await makeFixture();
      await publishFixtureWorld(server, fixture.worldId);
      const upload = entry.upload ? multipart('upload.png', await fixtureImage()) : undefined;
      const response = await server.api(method, entry.url(fixture), {
        token: await tokenFor(caller),
        ...(entry.body ? { body: entry.body(fixture) } : {}),
        ...(upload ? { body: upload.payload } : {}),
        headers: {
          ...(upload ? { 'content-type': upload.contentType } : {}),
          ...(entry.headers?.(fixture) ?? {}),
        },
      });
      if (response.status !== expected[caller]) {
        mismatches.push(
          `${route} as ${caller}: ${response.status} (expected ${expected[caller]}) ${JSON.stringify(response.body)?.slice(0, 160)}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('a caller who is not signed in', () => {
  /**
   * Who the caller is comes before what the request says: a request without a
   * valid token learns nothing of a protected route's body, query or ids, only
   * 401 (SPEC §8). Anonymous, and with a token signed by another secret.
   */
  it('gets 401 from every protected route whatever the request carries', async () => {
    const fixture = await makeFixture();
    const forged = await new TokenService(crypto.randomBytes(32)).sign(
      { userId: users.owner.id, sessionId: crypto.randomUUID(), userName: users.owner.userName },
      server.ctx.clock.now(),
    );
    const upload = multipart('upload.png', crypto.randomBytes(64));
    const bodies: Record<string, { payload?: string | Buffer; contentType?: string }> = {
      'no body': {},
      'an empty object': { payload: '{}', contentType: 'application/json' },
      'wrong types': {
        payload: '{"name":5,"urlName":[],"contents":"x","role":7}',
        contentType: 'application/json',
      },
      'broken JSON': { payload: '{"name":', contentType: 'application/json' },
      'another content type': { payload: 'name=x', contentType: 'text/plain' },
      'a garbage upload': { payload: upload.payload, contentType: upload.contentType },
    };
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
    const mismatches: string[] = [];
    let sent = 0;
    for (const route of server.apiRoutes) {
      const entry = table[route];
      if (!entry || expectedAnswers(route, server.routeAccess[route])?.anonymous !== 401) continue;
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const valid = entry.url(fixture);
      const urls = {
        'its ids': valid,
        'bad ids and query': `${valid.split('?')[0]!.replace(uuid, 'x%00')}?limit=-1&offset=x&__proto__=1`,
      };
      for (const [who, token] of [
        ['anonymous', undefined],
        ['a forged token', forged],
      ] as const) {
        for (const [urlKind, url] of Object.entries(urls)) {
          for (const [bodyKind, body] of Object.entries(bodies)) {
            const response = await server.api(method, url, {
              token,
              ...(body.payload !== undefined ? { body: body.payload } : {}),
              headers: body.contentType ? { 'content-type': body.contentType } : {},
            });
            sent += 1;
            const code = response.body?.Exceptions?.[0]?.Code;
            if (response.status !== 401 || code === undefined) {
              mismatches.push(
                `${route} as ${who}, ${urlKind}, ${bodyKind}: ${response.status} ${JSON.stringify(response.body)?.slice(0, 120)}`,
              );
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(mismatches).toEqual([]);
  }, 300_000);
});
