import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenCreator } from '../commands/api-token-writer';
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
  type WorldFixture,
} from '../../../tests/kits/server/world-fixture';
import { expectedAnswers, routeTable as table } from '../../../tests/kits/server/route-table';

/**
 * Every registered API route x personal API tokens of the world's owner: one
 * that reads the world, one that writes it, one that writes another world of
 * the owner's. A token does what its owner may, narrowed: never the account,
 * tokens, members, deleting or paying for a world (4033); a read token only
 * `world.view` and `world.read` routes (4034); another world is answered like a non-member's
 * (401_2). Public routes do not look at the header and are left out.
 */
let server: TestServer;
let owner: TestUser;
let elsewhere: WorldFixture;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('tok-owner', fixturePassword);
  elsewhere = await makeWorldFixture(server, owner, []);
});
afterAll(() => server.close());

const tokenKinds = ['otherWorld', 'read', 'write'] as const;
type TokenKind = (typeof tokenKinds)[number];

/** The routes no token reaches whatever it may do: its user's own business. */
const refusedCapabilities = new Set(['signed-in', 'members.manage', 'world.delete', 'world.pay']);
const refusedRoutes = new Set(['POST /api/Setting/:id/Leave']);

function expected(route: string, kind: TokenKind): { status: number; code?: string } {
  const access = server.routeAccess[route]!;
  const asOwner = expectedAnswers(route, access)!.owner;
  if (refusedCapabilities.has(access) || refusedRoutes.has(route))
    return { status: 403, code: '4033' };
  // A read-only token reads what members see and what a public world shows.
  if (kind === 'read' && access !== 'world.view' && access !== 'world.read')
    return { status: 403, code: '4034' };
  if (kind === 'otherWorld') return { status: 403, code: '401_2' };
  return { status: asOwner };
}

async function tokenOf(kind: TokenKind, fixture: WorldFixture): Promise<string> {
  const created = await apiTokenCreator(server.ctx, owner.id, {
    name: kind,
    worldIds: [kind === 'otherWorld' ? elsewhere.worldId : fixture.worldId],
    access: kind === 'read' ? 'read' : 'write',
    expiresAt: null,
  });
  return created.secret;
}

describe('route x personal API token', () => {
  it.each(Object.keys(table))(
    'answers tokens on %s as their scope and access say',
    async (route) => {
      const access = server.routeAccess[route];
      expect(access, `${route} declares nothing`).toBeDefined();
      if (access === 'public') return;
      const entry = table[route]!;
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const fixture = await makeWorldFixture(server, owner, []);
      const mismatches: string[] = [];
      for (const kind of tokenKinds) {
        const want = expected(route, kind);
        const upload = entry.upload ? multipart('upload.png', await fixtureImage()) : undefined;
        const response = await server.api(method, entry.url(fixture), {
          token: await tokenOf(kind, fixture),
          ...(entry.body ? { body: entry.body(fixture) } : {}),
          ...(upload ? { body: upload.payload } : {}),
          headers: {
            ...(upload ? { 'content-type': upload.contentType } : {}),
            ...(entry.headers?.(fixture) ?? {}),
          },
        });
        const code = response.body?.Exceptions?.[0]?.Code as string | undefined;
        if (response.status !== want.status || (want.code !== undefined && code !== want.code)) {
          mismatches.push(
            `${kind}: ${response.status} ${code ?? ''} (expected ${want.status} ${want.code ?? ''})`,
          );
        }
      }
      expect(mismatches).toEqual([]);
    },
  );
});
