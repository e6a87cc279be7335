import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  messages,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';

let server: TestServer;
let owner: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('world-owner');
});
afterAll(() => server.close());

async function createWorld(token: string, urlName: string, name = 'Aerth') {
  return server.api('POST', '/api/Setting', {
    token,
    body: { urlName, name, description: 'A world' },
  });
}

describe('api/Setting', () => {
  it('creates a world and lists it with the caller role', async () => {
    const created = await createWorld(owner.token, 'aerth');
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      urlName: 'aerth',
      name: 'Aerth',
      description: 'A world',
      isPublic: false,
      ownerUserName: 'world-owner',
      currentUserRole: 'owner',
    });
    const list = await server.api('GET', '/api/Setting', { token: owner.token });
    expect(list.body.map((w: { urlName: string }) => w.urlName)).toContain('aerth');
  });

  it('keeps url names unique per owner only, and valid per SPEC §5', async () => {
    expect(codes(await createWorld(owner.token, 'aerth'))).toEqual(['40033']);
    const other = await server.signUp();
    expect((await createWorld(other.token, 'aerth')).status).toBe(200);
    const bad = await server.api('POST', '/api/Setting', {
      token: owner.token,
      body: { urlName: 'Bad Url', name: '' },
    });
    expect(messages(bad)).toEqual([
      "You can use only small latins letters, numbers and '-'",
      'Name is required',
    ]);
    const missing = await server.api('POST', '/api/Setting', {
      token: owner.token,
      body: { urlName: '', name: 'X' },
    });
    expect(messages(missing)).toEqual(['URL is required']);
  });

  it('edits with PUT and writes a feed activity in the same step', async () => {
    const world = (await createWorld(owner.token, 'edit-me')).body;
    const updated = await server.api('PUT', `/api/Setting/${world.id}`, {
      token: owner.token,
      body: { urlName: 'edited', name: 'Edited', description: '' },
    });
    expect(updated.body).toMatchObject({ id: world.id, urlName: 'edited', name: 'Edited' });
    const feed = await server.api('GET', `/api/Setting/${world.id}/Feed`, { token: owner.token });
    expect(feed.body.items.map((a: { type: string }) => a.type)).toEqual([
      'update_world',
      'create_world',
    ]);
    expect(feed.body.items[0].user).toEqual({ id: owner.id, userName: 'world-owner' });
  });

  it('never deletes on an empty PUT, and deletes only with the typed name', async () => {
    const world = (await createWorld(owner.token, 'doomed', 'Doomed Realm')).body;
    const empty = await server.api('PUT', `/api/Setting/${world.id}`, { token: owner.token });
    expect(empty.status).toBe(400);
    const wrongName = await server.api('DELETE', `/api/Setting/${world.id}`, {
      token: owner.token,
      body: { name: 'Doomed' },
    });
    expect(codes(wrongName)).toEqual(['4008']);
    const noBody = await server.api('DELETE', `/api/Setting/${world.id}`, { token: owner.token });
    expect(noBody.status).toBe(400);
    expect(
      (await server.api('GET', '/api/Setting', { token: owner.token })).body.some(
        (w: { id: string }) => w.id === world.id,
      ),
    ).toBe(true);

    const deleted = await server.api('DELETE', `/api/Setting/${world.id}`, {
      token: owner.token,
      body: { name: 'Doomed Realm' },
    });
    expect(deleted.status).toBe(204);
    const list = await server.api('GET', '/api/Setting', { token: owner.token });
    expect(list.body.some((w: { id: string }) => w.id === world.id)).toBe(false);
    const remaining = await server.ctx.db
      .selectFrom('activities')
      .select('id')
      .where('world_id', '=', world.id)
      .execute();
    expect(remaining).toEqual([]);
  });

  it('answers 401_2 for a world the caller cannot see, existing or not', async () => {
    const world = (await createWorld(owner.token, 'private')).body;
    const stranger = await server.signUp();
    for (const id of [world.id, 'no-such-world']) {
      const response = await server.api('GET', `/api/Setting/${id}/Members`, {
        token: stranger.token,
      });
      expect(response.status).toBe(403);
      expect(codes(response)).toEqual(['401_2']);
    }
  });

  it('publishes each committed change once, after commit', async () => {
    const notices: string[] = [];
    const unsubscribe = server.ctx.publisher.subscribe((notice) => notices.push(notice.type));
    const world = (await createWorld(owner.token, 'published')).body;
    await server.api('PUT', `/api/Setting/${world.id}`, {
      token: owner.token,
      body: { urlName: 'published', name: 'P' },
    });
    await createWorld(owner.token, 'published'); // refused: nothing committed, nothing published
    unsubscribe();
    expect(notices).toEqual(['create_world', 'update_world']);
  });
});

describe('members', () => {
  it('lets the owner add, re-role and remove members; members can leave', async () => {
    const world = (await createWorld(owner.token, 'shared')).body;
    const writer = await server.signUp();
    const viewer = await server.signUp();

    const added = await server.api('POST', `/api/Setting/${world.id}/Members`, {
      token: owner.token,
      body: { userName: writer.userName, role: 'writer' },
    });
    expect(added.body).toMatchObject({
      userId: writer.id,
      userName: writer.userName,
      role: 'writer',
    });
    expect(
      codes(
        await server.api('POST', `/api/Setting/${world.id}/Members`, {
          token: owner.token,
          body: { userName: writer.userName, role: 'viewer' },
        }),
      ),
    ).toEqual(['40034']);
    expect(
      codes(
        await server.api('POST', `/api/Setting/${world.id}/Members`, {
          token: owner.token,
          body: { userName: 'nobody-at-all', role: 'viewer' },
        }),
      ),
    ).toEqual(['4042']);
    const ownerRole = await server.api('POST', `/api/Setting/${world.id}/Members`, {
      token: owner.token,
      body: { userName: viewer.userName, role: 'owner' },
    });
    expect(messages(ownerRole)).toEqual(['Choose a role: writer, artist or viewer']);

    await server.api('POST', `/api/Setting/${world.id}/Members`, {
      token: owner.token,
      body: { userName: viewer.userName, role: 'viewer' },
    });
    const seen = await server.api('GET', '/api/Setting', { token: viewer.token });
    expect(seen.body.find((w: { id: string }) => w.id === world.id).currentUserRole).toBe('viewer');

    const promoted = await server.api('PUT', `/api/Setting/${world.id}/Members/${viewer.id}`, {
      token: owner.token,
      body: { role: 'artist' },
    });
    expect(promoted.body.role).toBe('artist');

    // A writer may not manage members.
    const byWriter = await server.api('DELETE', `/api/Setting/${world.id}/Members/${viewer.id}`, {
      token: writer.token,
    });
    expect(codes(byWriter)).toEqual(['4031']);

    expect(
      (await server.api('POST', `/api/Setting/${world.id}/Leave`, { token: writer.token })).status,
    ).toBe(204);
    const removed = await server.api('DELETE', `/api/Setting/${world.id}/Members/${viewer.id}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    const members = await server.api('GET', `/api/Setting/${world.id}/Members`, {
      token: owner.token,
    });
    expect(members.body.map((m: { userName: string }) => m.userName)).toEqual(['world-owner']);
    expect(
      (await server.api('GET', `/api/Setting/${world.id}/Members`, { token: viewer.token })).status,
    ).toBe(403);
  });

  it('keeps the owner in until the world is handed over', async () => {
    const world = (await createWorld(owner.token, 'handover')).body;
    const heir = await server.signUp();
    expect(
      codes(await server.api('POST', `/api/Setting/${world.id}/Leave`, { token: owner.token })),
    ).toEqual(['4009']);
    await server.api('POST', `/api/Setting/${world.id}/Members`, {
      token: owner.token,
      body: { userName: heir.userName, role: 'writer' },
    });
    const handed = await server.api('POST', `/api/Setting/${world.id}/TransferOwnership`, {
      token: owner.token,
      body: { userId: heir.id },
    });
    expect(handed.body).toMatchObject({ ownerUserName: heir.userName, currentUserRole: 'writer' });
    const heirView = await server.api('GET', '/api/Setting', { token: heir.token });
    expect(heirView.body.find((w: { id: string }) => w.id === world.id).currentUserRole).toBe(
      'owner',
    );
    expect(
      (await server.api('POST', `/api/Setting/${world.id}/Leave`, { token: owner.token })).status,
    ).toBe(204);
    const feed = await server.api('GET', `/api/Setting/${world.id}/Feed`, { token: heir.token });
    expect(feed.body.items.map((a: { type: string }) => a.type)).toEqual([
      'leave_world',
      'transfer_ownership',
      'add_member',
      'create_world',
    ]);
  });
});
