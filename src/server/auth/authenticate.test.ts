import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  ManualClock,
  type TestServer,
} from '../../../tests/kits/server/test-server';
import { sessionCheckLifetimeMs } from './session-cache';

let server: TestServer;
const clock = new ManualClock(Date.parse('2026-11-23T12:00:00Z'));
beforeAll(async () => {
  server = await createTestServer({ clock });
});
afterAll(() => server.close());

const worlds = (token: string) => server.api('GET', '/api/Setting', { token });

describe('authenticate', () => {
  it('stops a session revoked elsewhere (another instance) within one session-check lifetime', async () => {
    const user = await server.signUp();
    expect((await worlds(user.token)).status).toBe(200);
    // Another instance sharing the database revokes the session behind this one's back.
    await server.ctx.db
      .updateTable('sessions')
      .set({ revoked_at: clock.now().toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    clock.advance(sessionCheckLifetimeMs - 1);
    expect((await worlds(user.token)).status).toBe(200);
    clock.advance(1);
    expect((await worlds(user.token)).status).toBe(401);
  });

  it('stops a session at once when this instance revokes it', async () => {
    const user = await server.signUp();
    expect((await worlds(user.token)).status).toBe(200);
    expect((await server.api('POST', '/api/Account/Logout', { token: user.token })).status).toBe(
      204,
    );
    expect((await worlds(user.token)).status).toBe(401);
  });

  it('stops a session at its expiry even when it was checked a moment before', async () => {
    const user = await server.signUp();
    const row = await server.ctx.db
      .selectFrom('sessions')
      .select(['id', 'expires_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const nearEnd = new Date(clock.now().getTime() + 500).toISOString();
    await server.ctx.db
      .updateTable('sessions')
      .set({ expires_at: nearEnd })
      .where('id', '=', row.id)
      .execute();
    expect((await worlds(user.token)).status).toBe(200);
    clock.advance(500);
    expect((await worlds(user.token)).status).toBe(401);
  });
});
