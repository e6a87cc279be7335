import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  messages,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';
import { multipart, samplePng } from '../../../../tests/kits/server/test-images';

let server: TestServer;
let owner: TestUser;
let writer: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('pub-owner');
  writer = await server.signUp('pub-writer');
  stranger = await server.signUp('pub-stranger');
});
afterAll(() => server.close());

async function makeWorld(urlName: string) {
  const world = (
    await server.api('POST', '/api/Setting', {
      token: owner.token,
      body: { urlName, name: `World ${urlName}`, description: 'Seen by readers' },
    })
  ).body as { id: string };
  await server.api('POST', `/api/Setting/${world.id}/Members`, {
    token: owner.token,
    body: { userName: writer.userName, role: 'writer' },
  });
  return world;
}

const publish = (
  id: string,
  isPublic: boolean,
  defaultVisibility = 'public',
  token = owner.token,
) =>
  server.api('PUT', `/api/Setting/${id}/Publishing`, {
    token,
    body: { isPublic, defaultVisibility },
  });

const byName = (urlName: string, token?: string, ownerName = 'pub-owner') =>
  server.api('GET', `/api/Setting/ByName/${ownerName}/${urlName}`, { token });

describe('PUT /api/Setting/:id/Publishing', () => {
  it('publishes, sets the default and writes one feed entry per change', async () => {
    const world = await makeWorld('to-publish');
    const published = await publish(world.id, true, 'members');
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      isPublic: true,
      defaultVisibility: 'members',
      currentUserRole: 'owner',
    });
    const row = await server.ctx.db
      .selectFrom('worlds')
      .select(['is_public', 'published_at'])
      .where('id', '=', world.id)
      .executeTakeFirstOrThrow();
    expect(row.is_public).toBe(1);
    expect(row.published_at).toBeTruthy();

    await publish(world.id, false, 'public');
    // Sending the same state again changes nothing and writes no entry.
    await publish(world.id, false, 'public');
    const feed = await server.api('GET', `/api/Setting/${world.id}/Feed`, { token: owner.token });
    expect(feed.body.items.map((a: { type: string }) => a.type)).toEqual([
      'update_world_visibility',
      'unpublish_world',
      // A new world's items are members-only by default: publishing with that changed nothing more.
      'publish_world',
      'add_member',
      'create_world',
    ]);
  });

  it('is for the owner only, and checks its body', async () => {
    const world = await makeWorld('owner-only');
    expect((await publish(world.id, true, 'public', writer.token)).status).toBe(403);
    expect((await publish(world.id, true, 'public', stranger.token)).status).toBe(403);
    const bad = await publish(world.id, true, 'everyone');
    expect(bad.status).toBe(400);
    expect(messages(bad)).toEqual([
      'Choose who sees it: everyone, members only, or the world default',
    ]);
  });
});

describe('GET /api/Setting/ByName/:ownerUserName/:urlName', () => {
  it('answers strangers of a private world exactly like an unknown address', async () => {
    await makeWorld('private-one');
    for (const token of [undefined, stranger.token]) {
      const hidden = await byName('private-one', token);
      const unknown = await byName('no-such-world', token);
      expect(hidden.status).toBe(403);
      expect(unknown.status).toBe(403);
      expect(hidden.body).toEqual(unknown.body);
    }
    expect((await byName('private-one', undefined, 'nobody-at-all')).status).toBe(403);
  });

  it('gives members their role, and anyone else the reader role once public', async () => {
    const world = await makeWorld('public-one');
    expect((await byName('public-one', writer.token)).body.currentUserRole).toBe('writer');
    await publish(world.id, true);
    for (const token of [undefined, stranger.token]) {
      const read = await byName('public-one', token);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({
        id: world.id,
        name: 'World public-one',
        isPublic: true,
        ownerUserName: 'pub-owner',
        currentUserRole: 'reader',
      });
    }
    expect((await byName('public-one', owner.token)).body.currentUserRole).toBe('owner');
  });

  it('closes again at once when the world is unpublished', async () => {
    const world = await makeWorld('closing');
    await publish(world.id, true);
    expect((await byName('closing')).status).toBe(200);
    await publish(world.id, false);
    expect((await byName('closing')).status).toBe(403);
    expect((await byName('closing', stranger.token)).status).toBe(403);
    expect((await byName('closing', writer.token)).status).toBe(200);
  });
});

describe('GET /api/Setting/:id/Cover for readers', () => {
  it('shows a public world cover without the name of the member who set it', async () => {
    const world = await makeWorld('with-cover');
    const body = multipart('cover.png', await samplePng(32, 16));
    const set = await server.api('POST', `/api/Setting/${world.id}/Cover`, {
      token: owner.token,
      body: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(set.status).toBe(200);
    const cover = `/api/Setting/${world.id}/Cover`;
    expect((await server.api('GET', cover)).status).toBe(403);
    expect((await server.api('GET', cover, { token: stranger.token })).status).toBe(403);
    await publish(world.id, true);
    for (const token of [undefined, stranger.token]) {
      const read = await server.api('GET', cover, { token });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ width: 32, updatedBy: null });
      expect(JSON.stringify(read.body)).not.toContain('pub-owner');
    }
    const member = await server.api('GET', cover, { token: writer.token });
    expect(member.body.updatedBy).toMatchObject({ userName: 'pub-owner' });
  });
});
