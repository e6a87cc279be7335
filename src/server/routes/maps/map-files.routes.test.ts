import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ManualClock,
  codes,
  createTestServer,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import { multipart, pngClaiming } from '../../../../tests/kits/server/test-images';
import {
  fetchFile,
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';
import { TestLiveClient } from '../../../../tests/kits/server/test-live-client';
import type { LiveNotice } from '../../activity/publisher';
import { MapPictureQueue } from '../../commands/maps/map-picture-queue';
import { recoverMapPictures } from '../../commands/maps/map-picture-recovery';
import { mapPictureLimits } from '../../../shared/schemas/map';

let server: TestServer;
let team: ImageTeam;
let baseUrl: string;
const clock = new ManualClock(Date.now());

beforeAll(async () => {
  server = await createTestServer({ clock });
  team = await signUpTeam(server, 'mapf');
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();
}

async function newMap(worldId: string, name = 'Harbour'): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date(clock.now()).toISOString();
  await server.ctx.db
    .insertInto('maps')
    .values({
      id,
      world_id: worldId,
      name,
      description: '',
      parent_map_id: null,
      parent_pin_id: null,
      status: 'empty',
      tiling_progress: null,
      file_key: null,
      width: null,
      height: null,
      max_zoom: null,
      pending_file_key: null,
      scale_units_per_pixel: null,
      scale_unit: null,
      version: 1,
      created_by: team.owner.id,
      updated_by: team.owner.id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

function upload(
  worldId: string,
  mapId: string,
  data: Buffer,
  token = team.artist.token,
  fileName = 'map.png',
) {
  const body = multipart(fileName, data);
  return server.api('POST', `/api/Setting/${worldId}/Maps/${mapId}/Picture`, {
    token,
    body: body.payload,
    headers: { 'content-type': body.contentType },
  });
}

function mapRow(mapId: string) {
  return server.ctx.db
    .selectFrom('maps')
    .selectAll()
    .where('id', '=', mapId)
    .executeTakeFirstOrThrow();
}

function tileUrl(template: string, z: number, x: number, y: number): string {
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}

/** A world's pyramids (a partial one with its suffix), through the store: the folder or S3 (TEST_S3=1). */
async function pyramids(worldId: string): Promise<string[]> {
  const stored = await server.ctx.mapTiles.listPyramids(worldId);
  return stored.map((pyramid) =>
    pyramid.partial ? `${pyramid.fileKey}.partial` : pyramid.fileKey,
  );
}

/** Uploads the store keeps: in flight, queued for tiling, or left by a crash. */
async function uploads(): Promise<string[]> {
  return (await server.ctx.mapTiles.listUploads()).map((upload) => upload.name);
}

describe('POST /api/Setting/:id/Maps/:mapId/Picture', () => {
  it('answers 202 tiling, cuts the tiles off the request, then shows them with the feed entry and live notices', async () => {
    const world = await newImageWorld(server, team, 'map-upload');
    const mapId = await newMap(world.id);
    const notices: LiveNotice[] = [];
    const stop = server.ctx.publisher.subscribeNotices((notice) => notices.push(notice));
    const live = await TestLiveClient.connect(baseUrl);
    await live.hello(team.viewer.token, world.id);
    try {
      const response = await upload(world.id, mapId, await picture(600, 300));
      expect(response.status).toBe(202);
      expect(response.body).toMatchObject({ id: mapId, status: 'tiling', picture: null });
      await server.ctx.mapJobs.idle();
    } finally {
      stop();
    }

    const ready = await live.next('map_tiling', (message) => message.status === 'ready');
    expect(ready).toEqual({ type: 'map_tiling', mapId, status: 'ready', progress: 1 });
    const activity = await live.next('activities');
    expect(activity.items.map((item) => [item.type, item.details])).toEqual([
      ['upload_map_picture', { mapId, mapName: 'Harbour' }],
    ]);
    live.close();
    expect(notices[0]).toEqual({
      worldId: world.id,
      message: { type: 'map_tiling', mapId, status: 'tiling', progress: 0 },
    });
    expect(notices.at(-1)?.message.status).toBe('ready');

    const row = await mapRow(mapId);
    expect(row).toMatchObject({
      status: 'ready',
      width: 600,
      height: 300,
      max_zoom: 1,
      tile_size: 512,
      pending_file_key: null,
      tiling_progress: null,
    });
    expect(await uploads()).toEqual([]);
    // The upload moved into the pyramid as its source, for a world archive.
    const source = await server.ctx.mapTiles.openSource(world.id, row.file_key!);
    expect(source).toMatchObject({ ext: 'png' });
    source!.stream.destroy();

    const map = await server.api('GET', `/api/Setting/${world.id}/Maps/${mapId}`, {
      token: team.viewer.token,
    });
    expect(map.status).toBe(200);
    const pic = map.body.picture;
    expect(pic).toMatchObject({ width: 600, height: 300, tileSize: 512, maxZoom: 1 });
    expect(pic.tileUrl).toMatch(
      new RegExp(
        `^/api/Maps/Tiles/${world.id}/${row.file_key}/\\{z\\}/\\{x\\}/\\{y\\}\\.webp\\?exp=\\d+&sig=`,
      ),
    );

    const tile = await fetchFile(server, tileUrl(pic.tileUrl, 1, 1, 0));
    expect(tile.status).toBe(200);
    expect(tile.headers['content-type']).toBe('image/webp');
    expect(tile.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(await sharp(tile.body).metadata()).toMatchObject({ width: 512, height: 512 });
    // Past the picture's right edge: no such tile.
    expect((await fetchFile(server, tileUrl(pic.tileUrl, 1, 2, 0))).status).toBe(404);
    expect((await fetchFile(server, tileUrl(pic.tileUrl, 9, 0, 0))).status).toBe(404);

    const thumb = await fetchFile(server, pic.thumbUrl);
    expect(thumb.status).toBe(200);
    expect(await sharp(thumb.body).metadata()).toMatchObject({ width: 400, height: 200 });

    // A pyramid cut before 512 px tiles keeps its 256 px grid.
    await server.ctx.db
      .updateTable('maps')
      .set({ tile_size: 256, max_zoom: 2 })
      .where('id', '=', mapId)
      .execute();
    const legacy = await server.api('GET', `/api/Setting/${world.id}/Maps/${mapId}`, {
      token: team.viewer.token,
    });
    expect(legacy.body.picture).toMatchObject({ tileSize: 256, maxZoom: 2 });
  });

  it('rescales pins and regions into a replacement picture of another size, and drops the old tiles', async () => {
    const world = await newImageWorld(server, team, 'map-replace');
    const mapId = await newMap(world.id);
    expect((await upload(world.id, mapId, await picture(400, 200))).status).toBe(202);
    await server.ctx.mapJobs.idle();
    const first = await mapRow(mapId);
    await server.ctx.db
      .updateTable('maps')
      .set({ scale_units_per_pixel: 2, scale_unit: 'km' })
      .where('id', '=', mapId)
      .execute();
    const now = new Date(clock.now()).toISOString();
    const feature = (id: string, geometry: unknown) => ({
      id,
      world_id: world.id,
      map_id: mapId,
      layer_id: null,
      kind: (geometry as { kind: string }).kind,
      geometry: JSON.stringify(geometry),
      name: id,
      description: '',
      document_id: null,
      child_map_id: null,
      event_id: null,
      color: null,
      icon: null,
      from_date: null,
      until_date: null,
      version: 1,
      created_by: null,
      updated_by: null,
      created_at: now,
      updated_at: now,
    });
    const pinId = crypto.randomUUID();
    const regionId = crypto.randomUUID();
    await server.ctx.db
      .insertInto('map_features')
      .values([
        feature(pinId, { kind: 'pin', point: [100, 50] }),
        feature(regionId, {
          kind: 'region',
          points: [
            [0, 0],
            [400, 0],
            [200, 200],
          ],
        }),
      ])
      .execute();

    expect((await upload(world.id, mapId, await picture(800, 400, 'jpeg'))).status).toBe(202);
    await server.ctx.mapJobs.idle();
    const second = await mapRow(mapId);
    expect(second).toMatchObject({ status: 'ready', width: 800, height: 400, max_zoom: 1 });
    expect(second.scale_units_per_pixel).toBe(1);
    expect(second.file_key).not.toBe(first.file_key);
    const features = await server.ctx.db
      .selectFrom('map_features')
      .select(['id', 'geometry', 'version'])
      .where('map_id', '=', mapId)
      .execute();
    const byId = new Map(features.map((row) => [row.id, row]));
    expect(JSON.parse(byId.get(pinId)!.geometry)).toEqual({ kind: 'pin', point: [200, 100] });
    expect(JSON.parse(byId.get(regionId)!.geometry).points).toEqual([
      [0, 0],
      [800, 0],
      [400, 400],
    ]);
    expect(byId.get(pinId)!.version).toBe(2);
    expect(await pyramids(world.id)).toEqual([second.file_key]);
    const source = await server.ctx.mapTiles.openSource(world.id, second.file_key!);
    expect(source).toMatchObject({ ext: 'jpg' });
    source!.stream.destroy();
  });

  it('refuses what is no picture, a bomb, a damaged file, too large a file, and keeps nothing', async () => {
    const world = await newImageWorld(server, team, 'map-refusals');
    const mapId = await newMap(world.id);
    const text = await upload(world.id, mapId, Buffer.from('just some words, no picture'));
    expect([text.status, codes(text)]).toEqual([400, ['4153']]);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(codes(await upload(world.id, mapId, gif))).toEqual(['4153']);
    const bomb = await upload(world.id, mapId, pngClaiming(60_000, 60_000));
    expect([bomb.status, codes(bomb)]).toEqual([400, ['4139']]);
    const tall = await upload(world.id, mapId, pngClaiming(40, 40_000));
    expect(codes(tall)).toEqual(['4139']);
    const png = await picture(64, 64);
    const damaged = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const broken = await upload(world.id, mapId, damaged);
    expect([broken.status, codes(broken)]).toEqual([400, ['4152']]);

    // One byte past 256 MiB, streamed: refused while it arrives, never held in memory.
    const body = multipart('huge.png', Buffer.alloc(0));
    const boundary = body.contentType.split('boundary=')[1]!;
    const head = body.payload.subarray(0, body.payload.length - `\r\n--${boundary}--\r\n`.length);
    let left = mapPictureLimits.maxBytes + 1;
    const chunk = Buffer.alloc(1024 * 1024);
    const stream = Readable.from(
      (function* () {
        yield head;
        yield png;
        while (left > 0) {
          const size = Math.min(left, chunk.length);
          left -= size;
          yield chunk.subarray(0, size);
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const huge = await server.app.inject({
      method: 'POST',
      url: `/api/Setting/${world.id}/Maps/${mapId}/Picture`,
      headers: {
        authorization: `Bearer ${team.artist.token}`,
        'content-type': body.contentType,
        lang: 'en',
      },
      payload: stream,
    });
    expect(huge.statusCode).toBe(413);
    expect(JSON.parse(huge.body).Exceptions[0].Code).toBe('4138');

    expect(await mapRow(mapId)).toMatchObject({ status: 'empty', pending_file_key: null });
    expect(await uploads()).toEqual([]);
  });

  it('answers 40057 for an unknown map, 4092 while a picture is being cut, 403 to a viewer', async () => {
    const world = await newImageWorld(server, team, 'map-busy');
    const png = await picture(32, 32);
    const unknown = await upload(world.id, crypto.randomUUID(), png);
    expect([unknown.status, codes(unknown)]).toEqual([404, ['40057']]);
    const other = await newImageWorld(server, team, 'map-busy-other');
    const foreign = await newMap(other.id);
    expect(codes(await upload(world.id, foreign, png))).toEqual(['40057']);

    const mapId = await newMap(world.id);
    await server.ctx.db
      .updateTable('maps')
      .set({ status: 'tiling', pending_file_key: crypto.randomUUID() })
      .where('id', '=', mapId)
      .execute();
    const busy = await upload(world.id, mapId, png);
    expect([busy.status, codes(busy)]).toEqual([409, ['4092']]);

    const viewer = await upload(world.id, mapId, png, team.viewer.token);
    expect(viewer.status).toBe(403);
    const writer = await upload(world.id, await newMap(world.id), png, team.writer.token);
    expect(writer.status).toBe(202);
    await server.ctx.mapJobs.idle();
  });
});

describe('GET /api/Maps/Tiles and /api/Maps/Thumb', () => {
  it('serves only signed, well-formed names', async () => {
    const world = await newImageWorld(server, team, 'map-tiles');
    const mapId = await newMap(world.id);
    await upload(world.id, mapId, await picture(300, 300, 'webp'));
    await server.ctx.mapJobs.idle();
    const { file_key: fileKey } = await mapRow(mapId);
    const expiry = server.ctx.mapUrls.expiry();
    const template = server.ctx.mapUrls.tileUrl(world.id, fileKey!, expiry);
    expect((await fetchFile(server, tileUrl(template, 0, 0, 0))).status).toBe(200);

    const forged = tileUrl(template, 0, 0, 0).replace(/sig=[^&]+/, 'sig=' + 'A'.repeat(32));
    const refused = await fetchFile(server, forged);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ Exceptions: [{ Code: '4032' }] });
    const otherWorld = template.replace(world.id, crypto.randomUUID());
    expect((await fetchFile(server, tileUrl(otherWorld, 0, 0, 0))).status).toBe(403);
    for (const [z, x, y] of [
      ['0', '0', '0.png'],
      ['0', '-1', '0.webp'],
      ['a', '0', '0.webp'],
      ['0', '0', '..%2F..%2Fthumb.webp'],
    ])
      expect(
        (
          await fetchFile(
            server,
            template.replace('{z}', z!).replace('{x}', x!).replace('{y}.webp', y!),
          )
        ).status,
      ).toBe(404);

    const past = Math.floor(clock.now().getTime() / 1000) - 1;
    const expired = server.ctx.mapUrls.tileUrl(world.id, fileKey!, past);
    expect((await fetchFile(server, tileUrl(expired, 0, 0, 0))).status).toBe(403);
    expect(
      (await fetchFile(server, server.ctx.mapUrls.thumbUrl(world.id, fileKey!, past))).status,
    ).toBe(403);
    expect(
      (await fetchFile(server, server.ctx.mapUrls.thumbUrl(world.id, fileKey!, expiry))).status,
    ).toBe(200);
  });
});

describe('a job that fails or stops', () => {
  it('leaves the map failed with its previous picture, and no partial pyramid', async () => {
    const world = await newImageWorld(server, team, 'map-fail');
    const mapId = await newMap(world.id);
    await upload(world.id, mapId, await picture(300, 300));
    await server.ctx.mapJobs.idle();
    const before = await mapRow(mapId);

    // A tiler that writes half a pyramid and dies.
    const queue = new MapPictureQueue(
      () => server.ctx,
      (request) => {
        fs.mkdirSync(path.join(request.folder, '1', '0'), { recursive: true });
        fs.writeFileSync(path.join(request.folder, '1', '0', '0.webp'), 'half');
        return { result: Promise.reject(new Error('killed')), kill: () => undefined };
      },
    );
    const fileKey = crypto.randomUUID();
    fs.writeFileSync(await server.ctx.mapTiles.uploadPath(fileKey), await picture(300, 300));
    await server.ctx.db
      .updateTable('maps')
      .set({ status: 'tiling', pending_file_key: fileKey, tiling_progress: 0 })
      .where('id', '=', mapId)
      .execute();
    queue.enqueue({ worldId: world.id, mapId, fileKey, userId: team.artist.id });
    await queue.idle();

    expect(await mapRow(mapId)).toMatchObject({
      status: 'failed',
      file_key: before.file_key,
      width: 300,
      pending_file_key: null,
    });
    expect(await pyramids(world.id)).toEqual([before.file_key]);
    expect(await uploads()).toEqual([]);
    const map = await server.api('GET', `/api/Setting/${world.id}/Maps/${mapId}`, {
      token: team.viewer.token,
    });
    expect(map.body).toMatchObject({ status: 'failed', picture: { width: 300 } });
  });

  it('killed mid-way leaves no pyramid, keeps the upload and the map tiling for the next start', async () => {
    const world = await newImageWorld(server, team, 'map-kill');
    const mapId = await newMap(world.id);
    const fileKey = crypto.randomUUID();
    const noise = await sharp({
      create: {
        width: 4096,
        height: 4096,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 50 },
      },
    })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(await server.ctx.mapTiles.uploadPath(fileKey), noise);
    await server.ctx.db
      .updateTable('maps')
      .set({ status: 'tiling', pending_file_key: fileKey, tiling_progress: 0 })
      .where('id', '=', mapId)
      .execute();
    const queue = new MapPictureQueue(() => server.ctx);
    const started = new Promise<void>((resolve) => {
      const stop = server.ctx.publisher.subscribeNotices(({ message }) => {
        if (message.mapId === mapId && message.progress > 0) {
          stop();
          resolve();
        }
      });
    });
    queue.enqueue({ worldId: world.id, mapId, fileKey, userId: team.artist.id });
    await started;
    await queue.close();

    expect(await mapRow(mapId)).toMatchObject({ status: 'tiling', pending_file_key: fileKey });
    expect(await pyramids(world.id)).toEqual([]);
    expect(await uploads()).toContain(fileKey);

    // The next start takes it up again and finishes it (a smaller picture in its place, to be quick).
    fs.writeFileSync(await server.ctx.mapTiles.uploadPath(fileKey), await picture(512, 256));
    await recoverMapPictures(server.ctx);
    await server.ctx.mapJobs.idle();
    expect(await mapRow(mapId)).toMatchObject({ status: 'ready', width: 512, max_zoom: 0 });
    expect(await uploads()).not.toContain(fileKey);
  });

  it('killed while publishing, after the picture moved into the partial pyramid, runs again', async () => {
    const world = await newImageWorld(server, team, 'map-publish-cut');
    const mapId = await newMap(world.id, 'Cut short');
    const fileKey = crypto.randomUUID();
    fs.writeFileSync(await server.ctx.mapTiles.uploadPath(fileKey), await picture(320, 160));
    // What a kill during `publish` leaves: half the tiles, and the picture kept beside them.
    const partial = await server.ctx.mapTiles.partialFolder(world.id, fileKey);
    fs.writeFileSync(path.join(partial, 'thumb.webp'), 'half');
    await server.ctx.mapTiles.keepSource(world.id, fileKey, 'png');
    expect(await uploads()).not.toContain(fileKey);
    await server.ctx.db
      .updateTable('maps')
      .set({ status: 'tiling', pending_file_key: fileKey, tiling_progress: 1 })
      .where('id', '=', mapId)
      .execute();

    await recoverMapPictures(server.ctx);
    await server.ctx.mapJobs.idle();
    expect(await mapRow(mapId)).toMatchObject({ status: 'ready', width: 320, height: 160 });
    expect(await pyramids(world.id)).toContain(fileKey);
    expect(await uploads()).not.toContain(fileKey);
  });

  it('stopped by shutdown, runs again at the next start; without its upload it fails; the sweep clears leftovers', async () => {
    const world = await newImageWorld(server, team, 'map-recover');
    const waiting = await newMap(world.id, 'Waiting');
    const lost = await newMap(world.id, 'Lost');
    const waitingKey = crypto.randomUUID();
    fs.writeFileSync(await server.ctx.mapTiles.uploadPath(waitingKey), await picture(300, 200));
    // What a crash mid-job leaves: the partial folder of the job, a stray upload, a stray pyramid.
    const partial = await server.ctx.mapTiles.partialFolder(world.id, waitingKey);
    fs.writeFileSync(path.join(partial, 'thumb.webp'), 'half');
    const stray = crypto.randomUUID();
    fs.writeFileSync(await server.ctx.mapTiles.uploadPath(stray), 'left by a crash');
    const strayPyramid = await server.ctx.mapTiles.partialFolder(world.id, crypto.randomUUID());
    fs.writeFileSync(path.join(strayPyramid, 'thumb.webp'), 'left by a crash');
    for (const [id, key] of [
      [waiting, waitingKey],
      [lost, crypto.randomUUID()],
    ] as const)
      await server.ctx.db
        .updateTable('maps')
        .set({ status: 'tiling', pending_file_key: key, tiling_progress: 0.4 })
        .where('id', '=', id)
        .execute();

    // The sweep leaves files younger than its grace alone: these are a minute old by the server's
    // clock (past the real time too, however long the tests before took).
    clock.advance(Math.max(0, Date.now() - clock.now().getTime()) + 60_000);
    const recovered = await recoverMapPictures(server.ctx, 0);
    // Other tests' maps left `tiling` by hand fail too; this one's upload is the only one there.
    expect(recovered.restarted).toBe(1);
    expect(recovered.failed).toBeGreaterThanOrEqual(1);
    await server.ctx.mapJobs.idle();
    expect(await mapRow(waiting)).toMatchObject({ status: 'ready', width: 300, height: 200 });
    expect(await mapRow(lost)).toMatchObject({ status: 'failed', pending_file_key: null });
    const { file_key: readyKey } = await mapRow(waiting);
    expect(await pyramids(world.id)).toEqual([readyKey]);
    expect(await uploads()).toEqual([]);
  });
});

describe('GET /api/Maps/Limits', () => {
  it('states the limits to any signed-in caller', async () => {
    const response = await server.api('GET', '/api/Maps/Limits', { token: team.outsider.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      maxBytes: 256 * 1024 * 1024,
      maxPixels: 300_000_000,
      acceptedTypes: ['image/png', 'image/jpeg', 'image/webp'],
    });
  });
});
