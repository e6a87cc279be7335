import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  messages,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import {
  pngClaiming,
  sampleJpegWithExif,
  samplePng,
} from '../../../../tests/kits/server/test-images';
import {
  fetchFile,
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';
import { multipart } from '../../../../tests/kits/server/test-images';

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'gal');
});
afterAll(() => server.close());

/** The world's stored files, through the store: the same test runs on the folder and on S3 (TEST_S3=1). */
const storedFiles = async (worldId: string) =>
  (await server.ctx.imageStore.listFiles(worldId)).map((file) => file.name);

describe('the gallery', () => {
  it('lists newest first, filtered by category, "none" and document, paged with the total', async () => {
    const world = await newImageWorld(server, team, 'gallery-list');
    const mira = await world.addDocument('Mira Vell');
    const maps = (
      await server.api('POST', `${world.url}/ImageCategories`, {
        token: team.artist.token,
        body: { name: 'Maps' },
      })
    ).body;
    const png = await samplePng(16, 16);
    const first = (await world.upload('first.png', png, { categoryId: maps.id })).body;
    const second = (await world.upload('second.png', png, { documentId: mira })).body;
    const third = (await world.upload('third.png', png, { categoryId: maps.id, documentId: mira }))
      .body;

    const list = (query = '') =>
      server.api('GET', `${world.url}/Images${query}`, { token: team.viewer.token });
    const all = await list();
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((image: { id: string }) => image.id)).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
    expect(all.body.documents).toEqual([{ id: mira, name: 'Mira Vell', type: 'character' }]);
    expect(all.body.urlsExpireAt).toEqual(expect.any(String));

    const ids = async (query: string) =>
      (await list(query)).body.items.map((image: { id: string }) => image.id);
    expect(await ids(`?categoryId=${maps.id}`)).toEqual([third.id, first.id]);
    expect(await ids('?categoryId=none')).toEqual([second.id]);
    expect(await ids(`?documentId=${mira}`)).toEqual([third.id, second.id]);
    expect(await ids(`?documentId=${mira}&categoryId=${maps.id}`)).toEqual([third.id]);
    const page = await list('?offset=1&limit=1');
    expect(page.body.items.map((image: { id: string }) => image.id)).toEqual([second.id]);
    expect(page.body.total).toBe(3);

    const categories = await server.api('GET', `${world.url}/ImageCategories`, {
      token: team.viewer.token,
    });
    expect(categories.body).toEqual({
      items: [{ id: maps.id, name: 'Maps', images: 2 }],
      uncategorized: 1,
    });

    const outsider = await server.api('GET', `${world.url}/Images`, { token: team.outsider.token });
    expect([outsider.status, codes(outsider)]).toEqual([403, ['401_2']]);
  });

  it('edits name, category and linked documents over the version it was made on', async () => {
    const world = await newImageWorld(server, team, 'gallery-edit');
    const mira = await world.addDocument('Mira Vell');
    const oro = await world.addDocument('Captain Oro');
    const portraits = (
      await server.api('POST', `${world.url}/ImageCategories`, {
        token: team.artist.token,
        body: { name: 'Portraits' },
      })
    ).body;
    const image = (await world.upload('IMG_0042.png', await samplePng())).body;
    const url = `${world.url}/Images/${image.id}`;

    const edited = await server.api('PUT', url, {
      token: team.artist.token,
      body: {
        name: '  Mira and Oro ',
        categoryId: portraits.id,
        documentIds: [oro, mira, mira],
        version: 1,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Mira and Oro',
      version: 2,
      category: { id: portraits.id, name: 'Portraits' },
      documents: [
        { id: oro, name: 'Captain Oro' },
        { id: mira, name: 'Mira Vell' },
      ],
      updatedBy: { userName: team.artist.userName },
    });
    // The files did not change: the same URLs still load.
    expect((await fetchFile(server, edited.body.thumbUrl)).status).toBe(200);

    const stale = await server.api('PUT', url, {
      token: team.writer.token,
      body: { name: 'Overwrite', categoryId: null, documentIds: [], version: 1 },
    });
    expect([stale.status, codes(stale)]).toEqual([409, ['4091']]);
    const empty = await server.api('PUT', url, {
      token: team.writer.token,
      lang: 'ru',
      body: { name: ' ', categoryId: null, documentIds: [], version: 2 },
    });
    expect(messages(empty)).toEqual(['Укажите название']);
    const viewer = await server.api('PUT', url, {
      token: team.viewer.token,
      body: { name: 'x', categoryId: null, documentIds: [], version: 2 },
    });
    expect([viewer.status, codes(viewer)]).toEqual([403, ['4031']]);

    const feed = await server.api('GET', `${world.url}/Feed`, { token: team.viewer.token });
    expect(
      feed.body.items
        .slice(0, 2)
        .map((item: { type: string; details: unknown }) => [item.type, item.details]),
    ).toEqual([
      [
        'update_image',
        { imageId: image.id, name: 'Mira and Oro', version: 2, previousName: 'IMG_0042' },
      ],
      ['upload_image', { imageId: image.id, name: 'IMG_0042' }],
    ]);
  });

  it('finds images by name in the search', async () => {
    const world = await newImageWorld(server, team, 'gallery-search');
    const image = (await world.upload('Lighthouse at dusk.png', await samplePng())).body;
    const found = await server.api('GET', `${world.url}/Search?query=lighthouse`, {
      token: team.viewer.token,
    });
    expect(found.body.items).toEqual([
      expect.objectContaining({ kind: 'image', id: image.id, title: 'Lighthouse at dusk' }),
    ]);
    await server.api('PUT', `${world.url}/Images/${image.id}`, {
      token: team.artist.token,
      body: { name: 'Beacon', categoryId: null, documentIds: [], version: 1 },
    });
    expect(
      (
        await server.api('GET', `${world.url}/Search?query=lighthouse`, {
          token: team.viewer.token,
        })
      ).body.items,
    ).toEqual([]);
    await server.api('DELETE', `${world.url}/Images/${image.id}`, { token: team.artist.token });
    expect(
      (await server.api('GET', `${world.url}/Search?query=beacon`, { token: team.viewer.token }))
        .body.items,
    ).toEqual([]);
  });

  it('deletes an image with its files', async () => {
    const world = await newImageWorld(server, team, 'gallery-delete');
    const image = (await world.upload('doomed.png', await samplePng())).body;
    expect(await storedFiles(world.id)).toHaveLength(2);
    expect(
      (await server.api('DELETE', `${world.url}/Images/${image.id}`, { token: team.viewer.token }))
        .status,
    ).toBe(403);
    expect(
      (await server.api('DELETE', `${world.url}/Images/${image.id}`, { token: team.writer.token }))
        .status,
    ).toBe(204);
    expect(await storedFiles(world.id)).toEqual([]);
    expect((await fetchFile(server, image.fullUrl)).status).toBe(404);
    expect(
      (await server.api('GET', `${world.url}/Images/${image.id}`, { token: team.viewer.token }))
        .status,
    ).toBe(404);
  });

  it('leaves no file behind when an upload is refused', async () => {
    const world = await newImageWorld(server, team, 'gallery-refused');
    await world.upload('ok.png', await samplePng());
    await world.upload('bomb.png', pngClaiming(20_000));
    await world.upload('fake.png', Buffer.from('not an image'));
    await world.upload('x.png', await samplePng(), { categoryId: 'missing' });
    expect((await storedFiles(world.id)).filter((name) => !name.endsWith('.tmp'))).toHaveLength(2);
    expect((await storedFiles(world.id)).some((name) => name.endsWith('.tmp'))).toBe(false);
  });

  it('deleting a world removes its image folder', async () => {
    const world = await newImageWorld(server, team, 'gallery-world-gone');
    await world.upload('a.png', await samplePng());
    const other = await newImageWorld(server, team, 'gallery-world-stays');
    await other.upload('b.png', await samplePng());
    expect(await server.ctx.imageStore.listWorlds()).toContain(world.id);
    const deleted = await server.api('DELETE', world.url, {
      token: team.owner.token,
      body: { name: 'gallery-world-gone' },
    });
    expect(deleted.status).toBe(204);
    expect(await server.ctx.imageStore.listWorlds()).not.toContain(world.id);
    expect(await storedFiles(other.id)).toHaveLength(2);
  });
});

describe('image categories', () => {
  it('need a name unique in the world, in both languages', async () => {
    const world = await newImageWorld(server, team, 'categories-unique');
    const categories = `${world.url}/ImageCategories`;
    const maps = await server.api('POST', categories, {
      token: team.artist.token,
      body: { name: ' Maps ' },
    });
    expect(maps.body).toEqual({ id: expect.any(String), name: 'Maps', images: 0 });
    const again = await server.api('POST', categories, {
      token: team.writer.token,
      body: { name: 'MAPS' },
    });
    expect([again.status, codes(again)]).toEqual([409, ['40039']]);
    expect(messages(again)).toEqual(['Category with this name already exists']);
    const againRu = await server.api('POST', categories, {
      token: team.writer.token,
      lang: 'ru',
      body: { name: 'maps' },
    });
    expect(messages(againRu)).toEqual(['Категория с таким названием уже существует']);
    const empty = await server.api('POST', categories, {
      token: team.owner.token,
      body: { name: '   ' },
    });
    expect([empty.status, messages(empty)]).toEqual([400, ['Name is required']]);
    const emptyRu = await server.api('POST', categories, {
      token: team.owner.token,
      lang: 'ru',
      body: {},
    });
    expect(messages(emptyRu)).toEqual(['Укажите название']);

    const portraits = (
      await server.api('POST', categories, {
        token: team.artist.token,
        body: { name: 'Portraits' },
      })
    ).body;
    const rename = await server.api('PUT', `${categories}/${portraits.id}`, {
      token: team.artist.token,
      body: { name: 'maps' },
    });
    expect(codes(rename)).toEqual(['40039']);
    const recase = await server.api('PUT', `${categories}/${maps.body.id}`, {
      token: team.artist.token,
      body: { name: 'MAPS' },
    });
    expect(recase.body).toMatchObject({ name: 'MAPS' });
    // Another world may use the same name.
    const other = await newImageWorld(server, team, 'categories-unique-other');
    expect(
      (
        await server.api('POST', `${other.url}/ImageCategories`, {
          token: team.artist.token,
          body: { name: 'Maps' },
        })
      ).status,
    ).toBe(200);
    const viewer = await server.api('POST', categories, {
      token: team.viewer.token,
      body: { name: 'Sketches' },
    });
    expect([viewer.status, codes(viewer)]).toEqual([403, ['4031']]);
  });

  it('deleting one moves its images to "no category"', async () => {
    const world = await newImageWorld(server, team, 'categories-delete');
    const categories = `${world.url}/ImageCategories`;
    const maps = (
      await server.api('POST', categories, { token: team.artist.token, body: { name: 'Maps' } })
    ).body;
    const image = (await world.upload('coast.png', await samplePng(), { categoryId: maps.id }))
      .body;
    expect(
      (await server.api('DELETE', `${categories}/${maps.id}`, { token: team.artist.token })).status,
    ).toBe(204);
    const detail = await server.api('GET', `${world.url}/Images/${image.id}`, {
      token: team.viewer.token,
    });
    expect(detail.body).toMatchObject({ categoryId: null, category: null });
    expect((await server.api('GET', categories, { token: team.viewer.token })).body).toEqual({
      items: [],
      uncategorized: 1,
    });
    expect(
      (await server.api('DELETE', `${categories}/${maps.id}`, { token: team.artist.token })).status,
    ).toBe(404);
  });
});

describe('the world cover', () => {
  it('is set by the owner from an upload, re-encoded and shrunk, shown to members, and removed with its files', async () => {
    const world = await newImageWorld(server, team, 'cover');
    const cover = `${world.url}/Cover`;
    expect((await server.api('GET', cover, { token: team.viewer.token })).body).toBeNull();
    const upload = (token: string, data: Buffer) => {
      const body = multipart('cover.jpg', data);
      return server.api('POST', cover, {
        token,
        body: body.payload,
        headers: { 'content-type': body.contentType },
      });
    };
    const wide = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#224466' },
    })
      .jpeg()
      .toBuffer();
    const set = await upload(team.owner.token, wide);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      width: 2400,
      height: 800,
      mime: 'image/jpeg',
      updatedBy: { userName: team.owner.userName },
    });
    expect((await fetchFile(server, set.body.fullUrl)).status).toBe(200);
    expect((await server.api('GET', cover, { token: team.viewer.token })).body).toEqual(set.body);

    const replaced = await upload(team.owner.token, await sampleJpegWithExif());
    expect(replaced.body).toMatchObject({ width: 40, height: 80 });
    expect(await storedFiles(world.id)).toHaveLength(2);
    expect((await fetchFile(server, set.body.fullUrl)).status).toBe(404);

    const writer = await upload(team.writer.token, wide);
    expect([writer.status, codes(writer)]).toEqual([403, ['4031']]);
    const fake = await upload(team.owner.token, Buffer.from('GIF89a but not really'));
    expect(codes(fake)).toEqual(['4152']);

    expect((await server.api('DELETE', cover, { token: team.owner.token })).status).toBe(204);
    expect(await storedFiles(world.id)).toEqual([]);
    expect((await server.api('DELETE', cover, { token: team.owner.token })).status).toBe(404);
    const feed = await server.api('GET', `${world.url}/Feed`, { token: team.viewer.token });
    expect(feed.body.items.slice(0, 3).map((item: { type: string }) => item.type)).toEqual([
      'delete_world_cover',
      'update_world_cover',
      'update_world_cover',
    ]);
  });
});
