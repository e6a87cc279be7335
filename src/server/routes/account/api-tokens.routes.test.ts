import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  ManualClock,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';
import {
  fixturePassword,
  makeWorldFixture,
  type WorldFixture,
} from '../../../../tests/kits/server/world-fixture';
import {
  exportWorld,
  importWorld,
  unzip,
} from '../../../../tests/kits/server/archive-test-support';

/**
 * Personal API tokens: made in the profile with a session, then used as
 * `Authorization: Bearer lw_…` by scripts, within their worlds and access.
 */
let server: TestServer;
let clock: ManualClock;
let owner: TestUser;
let worldA: WorldFixture;
let worldB: WorldFixture;

beforeAll(async () => {
  clock = new ManualClock();
  server = await createTestServer({ clock });
  owner = await server.signUp('token-owner', fixturePassword);
  worldA = await makeWorldFixture(server, owner, []);
  worldB = await makeWorldFixture(server, owner, []);
});
afterAll(() => server.close());

async function createToken(
  body: Partial<{ name: string; worldIds: string[]; access: string; expiresAt: string | null }>,
  user: TestUser = owner,
) {
  const response = await server.api('POST', '/api/Account/Tokens', {
    token: user.token,
    body: { name: 'Build', worldIds: [worldA.worldId], access: 'read', expiresAt: null, ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { secret: string; token: { id: string; lastUsedAt: string | null } };
}

const dialogsOf = (world: WorldFixture) => `/api/Setting/${world.worldId}/Dialogs`;
const newDocument = () => ({
  name: `Doc ${crypto.randomBytes(3).toString('hex')}`,
  type: 'note',
  contents: { v: 1, doc: { type: 'doc', content: [] } },
});

describe('creating and listing tokens', () => {
  it('shows the secret once and keeps only its SHA-256', async () => {
    const created = await createToken({ name: 'CI pull' });
    expect(created.secret).toMatch(/^lw_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(created.secret).toContain(created.token.id);
    expect(created.token).toMatchObject({
      name: 'CI pull',
      access: 'read',
      worlds: [{ id: worldA.worldId, name: worldA.worldName }],
      expiresAt: null,
      lastUsedAt: null,
    });

    const list = await server.api('GET', '/api/Account/Tokens', { token: owner.token });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(created.secret.split('_').at(-1));
    expect(list.body.map((token: { id: string }) => token.id)).toContain(created.token.id);

    const row = await server.ctx.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', created.token.id)
      .executeTakeFirstOrThrow();
    const secret = created.secret.slice(`lw_${created.token.id}_`.length);
    expect(row.secret_hash).toBe(crypto.createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('refuses worlds the user is not a member of, and expiry in the past', async () => {
    const stranger = await server.signUp('token-stranger', fixturePassword);
    const foreign = await server.api('POST', '/api/Account/Tokens', {
      token: stranger.token,
      body: { name: 'x', worldIds: [worldA.worldId], access: 'read', expiresAt: null },
    });
    expect(foreign.status).toBe(403);
    expect(codes(foreign)).toEqual(['401_2']);

    const past = await server.api('POST', '/api/Account/Tokens', {
      token: owner.token,
      body: {
        name: 'x',
        worldIds: [worldA.worldId],
        access: 'read',
        expiresAt: new Date(clock.now().getTime() - 1000).toISOString(),
      },
    });
    expect(past.status).toBe(400);
    const none = await server.api('POST', '/api/Account/Tokens', {
      token: owner.token,
      body: { name: 'x', worldIds: [], access: 'read', expiresAt: null },
    });
    expect(none.status).toBe(400);
  });
});

describe('using a token', () => {
  it('lets a read token read its world and nothing more', async () => {
    const { secret } = await createToken({ access: 'read' });
    expect((await server.api('GET', dialogsOf(worldA), { token: secret })).status).toBe(200);

    const write = await server.api('POST', `/api/Setting/${worldA.worldId}/Documents`, {
      token: secret,
      body: newDocument(),
    });
    expect(write.status).toBe(403);
    expect(codes(write)).toEqual(['4034']);
  });

  it('lets a write token write in its world', async () => {
    const { secret } = await createToken({ access: 'write' });
    const write = await server.api('POST', `/api/Setting/${worldA.worldId}/Documents`, {
      token: secret,
      body: newDocument(),
    });
    expect(write.status).toBe(200);
  });

  it("never reaches another world, even one of the same user's", async () => {
    const { secret } = await createToken({ access: 'write', worldIds: [worldA.worldId] });
    for (const [method, url] of [
      ['GET', dialogsOf(worldB)],
      ['GET', `/api/Setting/${worldB.worldId}/Documents/${worldB.documentId}`],
      ['POST', `/api/Setting/${worldB.worldId}/Documents`],
    ] as const) {
      const response = await server.api(method, url, {
        token: secret,
        ...(method === 'POST' ? { body: newDocument() } : {}),
      });
      expect(response.status, `${method} ${url}`).toBe(403);
      expect(codes(response)).toEqual(['401_2']);
    }
  });

  it('cannot manage the account, tokens or members, whatever its access', async () => {
    const { secret, token } = await createToken({ access: 'write' });
    const refused: [string, string, unknown?][] = [
      ['GET', '/api/Account'],
      ['GET', '/api/Setting'],
      ['GET', '/api/Account/Tokens'],
      [
        'POST',
        '/api/Account/Tokens',
        { name: 'x', worldIds: [worldA.worldId], access: 'write', expiresAt: null },
      ],
      ['DELETE', `/api/Account/Tokens/${token.id}`],
      [
        'PUT',
        '/api/Account/Password',
        { currentPassword: fixturePassword, newPassword: 'xxxxxxxx' },
      ],
      ['POST', '/api/Account/Logout'],
      ['POST', `/api/Setting/${worldA.worldId}/Members`, { userName: 'nobody', role: 'viewer' }],
      ['POST', `/api/Setting/${worldA.worldId}/Leave`],
    ];
    for (const [method, url, body] of refused) {
      const response = await server.api(method as 'GET', url, {
        token: secret,
        ...(body ? { body } : {}),
      });
      expect(response.status, `${method} ${url}`).toBe(403);
      expect(codes(response), `${method} ${url}`).toEqual(['4033']);
    }
    // Still there and working: none of the refused calls went through.
    expect((await server.api('GET', dialogsOf(worldA), { token: secret })).status).toBe(200);
  });

  it('answers 401 once revoked', async () => {
    const { secret, token } = await createToken({});
    expect((await server.api('GET', dialogsOf(worldA), { token: secret })).status).toBe(200);
    const revoked = await server.api('DELETE', `/api/Account/Tokens/${token.id}`, {
      token: owner.token,
    });
    expect(revoked.status).toBe(204);
    expect((await server.api('GET', dialogsOf(worldA), { token: secret })).status).toBe(401);
    const again = await server.api('DELETE', `/api/Account/Tokens/${token.id}`, {
      token: owner.token,
    });
    expect(again.status).toBe(404);
    expect(codes(again)).toEqual(['4044']);
  });

  it('answers 401 once expired', async () => {
    const expiresAt = new Date(clock.now().getTime() + 60 * 60_000).toISOString();
    const { secret } = await createToken({ expiresAt });
    expect((await server.api('GET', dialogsOf(worldA), { token: secret })).status).toBe(200);
    clock.advance(60 * 60_000);
    const response = await server.api('GET', dialogsOf(worldA), { token: secret });
    expect(response.status).toBe(401);
    expect(codes(response)).toEqual(['401']);
  });

  it('answers 401 to a wrong secret for a real id, and to a malformed token', async () => {
    const { secret, token } = await createToken({});
    const wrong = `lw_${token.id}_${crypto.randomBytes(32).toString('base64url')}`;
    for (const bad of [wrong, `${secret}x`, 'lw_', `lw_${token.id}`]) {
      expect((await server.api('GET', dialogsOf(worldA), { token: bad })).status).toBe(401);
    }
  });

  it('writes its last use at most once a minute', async () => {
    const { secret, token } = await createToken({});
    const lastUsed = async () =>
      (
        await server.ctx.db
          .selectFrom('api_tokens')
          .select('last_used_at')
          .where('id', '=', token.id)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    expect(await lastUsed()).toBeNull();
    await server.api('GET', dialogsOf(worldA), { token: secret });
    const first = await lastUsed();
    expect(first).toBe(clock.now().toISOString());

    clock.advance(30_000);
    await server.api('GET', dialogsOf(worldA), { token: secret });
    expect(await lastUsed()).toBe(first);

    clock.advance(31_000);
    await server.api('GET', dialogsOf(worldA), { token: secret });
    expect(await lastUsed()).toBe(clock.now().toISOString());
    const list = await server.api('GET', '/api/Account/Tokens', { token: owner.token });
    const listed = list.body.find((item: { id: string }) => item.id === token.id);
    expect(listed.lastUsedAt).toBe(clock.now().toISOString());
  });

  it('is rate-limited per token', async () => {
    const before = server.ctx.config.apiTokenRateLimitPerMinute;
    server.ctx.config.apiTokenRateLimitPerMinute = 3;
    try {
      const { secret } = await createToken({});
      const other = await createToken({});
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await server.api('GET', dialogsOf(worldA), { token: secret })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Another token of the same user has its own budget.
      expect((await server.api('GET', dialogsOf(worldA), { token: other.secret })).status).toBe(
        200,
      );
    } finally {
      server.ctx.config.apiTokenRateLimitPerMinute = before;
    }
  });
});

describe('tokens follow their user', () => {
  it('lose a world its user leaves, and go when the user is deleted', async () => {
    const member = await server.signUp('token-member', fixturePassword);
    const shared = await makeWorldFixture(server, owner, [{ userId: member.id, role: 'writer' }]);
    const { secret, token } = await createToken({ worldIds: [shared.worldId] }, member);
    expect((await server.api('GET', dialogsOf(shared), { token: secret })).status).toBe(200);
    const left = await server.api('POST', `/api/Setting/${shared.worldId}/Leave`, {
      token: member.token,
    });
    expect(left.status).toBe(204);
    const scope = await server.ctx.db
      .selectFrom('api_token_worlds')
      .selectAll()
      .where('token_id', '=', token.id)
      .execute();
    expect(scope).toEqual([]);
    expect((await server.api('GET', dialogsOf(shared), { token: secret })).status).toBe(403);

    await server.ctx.db.deleteFrom('users').where('id', '=', member.id).execute();
    const rows = await server.ctx.db
      .selectFrom('api_tokens')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toEqual([]);
    expect((await server.api('GET', dialogsOf(shared), { token: secret })).status).toBe(401);
  });
});

describe('world archives', () => {
  it('carry no token: export leaves them out, an imported world has none', async () => {
    const { secret, token } = await createToken({ name: 'Archive-leak-probe', access: 'write' });
    const archive = await exportWorld(server, worldA.worldId, owner.token);
    const files = await unzip(archive);
    const text = [...files.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    const hash = crypto
      .createHash('sha256')
      .update(secret.slice(`lw_${token.id}_`.length))
      .digest('hex');
    for (const needle of [token.id, 'Archive-leak-probe', hash, 'api_token'])
      expect(text, needle).not.toContain(needle);

    const imported = await importWorld(server, archive, owner.token);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const newWorldId = (imported.body as { world: { id: string } }).world.id;
    expect(newWorldId).toMatch(/\w/);
    const scopes = await server.ctx.db
      .selectFrom('api_token_worlds')
      .select('token_id')
      .where('world_id', '=', newWorldId)
      .execute();
    expect(scopes).toEqual([]);
    expect(
      (await server.api('GET', `/api/Setting/${newWorldId}/Dialogs`, { token: secret })).status,
    ).toBe(403);
  });
});
