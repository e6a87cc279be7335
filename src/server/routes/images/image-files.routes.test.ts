import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ManualClock,
  codes,
  createTestServer,
  messages,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import {
  multipart,
  pngClaiming,
  sampleAnimatedGif,
  sampleJpegWithExif,
  samplePng,
  sampleWebp,
} from '../../../../tests/kits/server/test-images';
import {
  fetchFile,
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';

let server: TestServer;
let team: ImageTeam;
const clock = new ManualClock(Date.parse('2026-11-23T12:00:00Z'));

beforeAll(async () => {
  server = await createTestServer({ clock });
  team = await signUpTeam(server, 'imgf');
});
afterAll(() => server.close());

describe('POST /api/Images/Upload', () => {
  it('stores PNG, JPEG, WebP and GIF as what their bytes say, named after the file, with a thumbnail', async () => {
    const world = await newImageWorld(server, team, 'upload-types');
    const cases = [
      {
        file: 'Harbour map.png',
        data: await samplePng(640, 480),
        mime: 'image/png',
        name: 'Harbour map',
        size: [640, 480],
      },
      {
        file: 'portrait.JPG',
        data: await sampleJpegWithExif(),
        mime: 'image/jpeg',
        name: 'portrait',
        size: [40, 80],
      },
      // A WebP called .png is still a WebP: the name says nothing.
      {
        file: 'sigil.png',
        data: await sampleWebp(),
        mime: 'image/webp',
        name: 'sigil',
        size: [50, 50],
      },
      {
        file: 'spark.gif',
        data: await sampleAnimatedGif(),
        mime: 'image/gif',
        name: 'spark',
        size: [40, 30],
      },
    ];
    for (const entry of cases) {
      const response = await world.upload(entry.file, entry.data);
      expect(response.status, entry.file).toBe(200);
      expect(response.body).toMatchObject({
        name: entry.name,
        mime: entry.mime,
        width: entry.size[0],
        height: entry.size[1],
        categoryId: null,
        documentIds: [],
        version: 1,
        createdBy: { id: team.artist.id, userName: team.artist.userName },
      });
      const thumb = await fetchFile(server, response.body.thumbUrl);
      expect(thumb.status).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      const thumbMeta = await sharp(thumb.body).metadata();
      expect(Math.max(thumbMeta.width, thumbMeta.height)).toBeLessThanOrEqual(400);
      const full = await fetchFile(server, response.body.fullUrl);
      expect(full.status).toBe(200);
      expect(full.headers['content-type']).toBe(entry.mime);
      expect(full.body.length).toBe(response.body.byteSize);
    }
    const big = await sharp(
      (
        await fetchFile(
          server,
          (await world.upload('big.png', await samplePng(1200, 900))).body.thumbUrl,
        )
      ).body,
    ).metadata();
    expect([big.width, big.height]).toEqual([400, 300]);
  });

  it('strips EXIF and turns the picture upright first', async () => {
    const world = await newImageWorld(server, team, 'upload-exif');
    const original = await sampleJpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await world.upload('camera.jpg', original);
    const stored = await fetchFile(server, response.body.fullUrl);
    const meta = await sharp(stored.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.body.includes(Buffer.from('Secret Photographer'))).toBe(false);
    // Orientation 6 was a quarter turn: the stored picture is upright, taller than wide.
    expect([meta.width, meta.height]).toEqual([40, 80]);
  });

  it('reads a file name in any script', async () => {
    const world = await newImageWorld(server, team, 'upload-unicode');
    const response = await world.upload('Карта островов.png', await samplePng());
    expect(response.body.name).toBe('Карта островов');
  });

  it('keeps the frames of an animated GIF', async () => {
    const world = await newImageWorld(server, team, 'upload-gif');
    const response = await world.upload('spark.gif', await sampleAnimatedGif());
    const stored = await fetchFile(server, response.body.fullUrl);
    expect((await sharp(stored.body, { animated: true }).metadata()).pages).toBe(2);
  });

  it('refuses a text file named .png with a clear message in both languages', async () => {
    const world = await newImageWorld(server, team, 'upload-fake');
    const fake = Buffer.from('This is a shopping list, not a picture.\n');
    const en = await world.upload('map.png', fake);
    expect(en.status).toBe(400);
    expect(codes(en)).toEqual(['4151']);
    expect(messages(en)).toEqual(['This file is not a PNG, JPEG, WebP or GIF image']);
    const ru = await world.upload('map.png', fake, { lang: 'ru' });
    expect(messages(ru)).toEqual(['Этот файл не является изображением PNG, JPEG, WebP или GIF']);
    // An SVG is an image to a browser but a script carrier to us: refused too.
    const svg = await world.upload(
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(codes(svg)).toEqual(['4151']);
    const list = await server.api('GET', `${world.url}/Images`, { token: team.viewer.token });
    expect(list.body.total).toBe(0);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const world = await newImageWorld(server, team, 'upload-bomb');
    const bomb = pngClaiming(30_000);
    expect(bomb.length).toBeLessThan(2000);
    const response = await world.upload('bomb.png', bomb);
    expect(response.status).toBe(400);
    expect(codes(response)).toEqual(['4132']);
    expect(messages(response)).toEqual(['The image has too many pixels: at most 100 megapixels']);
  });

  it('refuses a damaged image, a file over 20 MB, and a request without a file', async () => {
    const world = await newImageWorld(server, team, 'upload-bad');
    const png = await samplePng(300, 300);
    const damaged = await world.upload('cut.png', png.subarray(0, 60));
    expect(damaged.status).toBe(400);
    expect(codes(damaged)).toEqual(['4152']);

    const huge = Buffer.concat([png, crypto.randomBytes(20 * 1024 * 1024)]);
    const tooLarge = await world.upload('huge.png', huge);
    expect(tooLarge.status).toBe(413);
    expect(codes(tooLarge)).toEqual(['4131']);
    expect(messages(tooLarge)).toEqual(['The file is larger than the 20 MB limit']);

    const noFile = await server.api('POST', '/api/Images/Upload', {
      token: team.artist.token,
      headers: { WorldId: world.id },
      body: { not: 'multipart' },
    });
    expect(noFile.status).toBe(400);
    expect(messages(noFile)).toEqual(['Choose an image file to upload']);

    // A multipart body cut off mid-part (an aborted upload) was a 500 (found by route fuzzing).
    const whole = multipart('cut.png', png, 'image/png');
    const cutOff = await server.api('POST', '/api/Images/Upload', {
      token: team.artist.token,
      headers: { WorldId: world.id, 'content-type': whole.contentType },
      body: whole.payload.subarray(0, 150),
    });
    expect(cutOff.status).toBe(400);
    expect(messages(cutOff)).toEqual(['Choose an image file to upload']);
  });

  it('links the document and category named in the headers, and refuses those of another world', async () => {
    const world = await newImageWorld(server, team, 'upload-links');
    const other = await newImageWorld(server, team, 'upload-links-other');
    const documentId = await world.addDocument('Mira Vell');
    const category = await server.api('POST', `${world.url}/ImageCategories`, {
      token: team.artist.token,
      body: { name: 'Portraits' },
    });
    const response = await world.upload('mira.png', await samplePng(), {
      documentId,
      categoryId: category.body.id,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      categoryId: category.body.id,
      category: { id: category.body.id, name: 'Portraits' },
      documentIds: [documentId],
      documents: [{ id: documentId, name: 'Mira Vell', type: 'character' }],
    });
    const foreignDocument = await other.addDocument('Elsewhere');
    const wrongDocument = await world.upload('x.png', await samplePng(), {
      documentId: foreignDocument,
    });
    expect(messages(wrongDocument)).toEqual(['Link documents of this world only']);
    const wrongCategory = await world.upload('x.png', await samplePng(), {
      categoryId: 'no-such-category',
    });
    expect(messages(wrongCategory)).toEqual(['Choose a category of this world']);
  });

  it('lets owner, writer and artist upload; a viewer and a non-member cannot', async () => {
    const world = await newImageWorld(server, team, 'upload-roles');
    const png = await samplePng();
    for (const user of [team.owner, team.writer, team.artist]) {
      expect((await world.upload('a.png', png, { token: user.token })).status).toBe(200);
    }
    const viewer = await world.upload('a.png', png, { token: team.viewer.token });
    expect([viewer.status, codes(viewer)]).toEqual([403, ['4031']]);
    const outsider = await world.upload('a.png', png, { token: team.outsider.token });
    expect([outsider.status, codes(outsider)]).toEqual([403, ['401_2']]);
    const missingWorld = await server.api('POST', '/api/Images/Upload', {
      token: team.artist.token,
      headers: {},
    });
    expect(missingWorld.status).toBe(400);
  });

  it('answers the limits the screen states', async () => {
    const limits = await server.api('GET', '/api/Images/Limits', { token: team.viewer.token });
    expect(limits.body).toEqual({
      maxBytes: 20 * 1024 * 1024,
      maxPixels: 100_000_000,
      acceptedTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
      thumbnailSize: 400,
      urlLifetimeSeconds: 3600,
    });
    expect((await server.api('GET', '/api/Images/Limits')).status).toBe(401);
  });
});

describe('signed image URLs', () => {
  it('serve the right file with safe headers, and nothing for a forged, swapped or expired signature', async () => {
    const world = await newImageWorld(server, team, 'signed-urls');
    const first = (await world.upload('first.png', await samplePng(20, 20, '#ff0000'))).body;
    const second = (await world.upload('second.png', await samplePng(20, 20, '#00ff00'))).body;

    const ok = await fetchFile(server, first.fullUrl);
    expect(ok.status).toBe(200);
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/max-age=(\d+)/.exec(String(ok.headers['cache-control']))?.[1]);
    expect(String(ok.headers['cache-control'])).toMatch(/^private/);
    expect(maxAge).toBeGreaterThanOrEqual(1800);
    expect(maxAge).toBeLessThanOrEqual(3600);
    const pixel = await sharp(ok.body).raw().toBuffer();
    expect([...pixel.subarray(0, 3)]).toEqual([255, 0, 0]);

    // The second image's signature does not open the first image's file.
    const firstFile = new URL(first.fullUrl, 'http://x').pathname;
    const secondQuery = new URL(second.fullUrl, 'http://x').search;
    const swapped = await fetchFile(server, `${firstFile}${secondQuery}`);
    expect(swapped.status).toBe(403);
    expect(swapped.json).toEqual({
      Exceptions: [
        { Code: '4032', Message: 'The image link is not valid or has expired. Reload the page' },
      ],
    });

    const forged = first.fullUrl.replace(/sig=[^&]+/, `sig=${'A'.repeat(32)}`);
    expect((await fetchFile(server, forged)).status).toBe(403);
    expect((await fetchFile(server, firstFile)).status).toBe(403);
    const laterExpiry = first.fullUrl.replace(
      /exp=(\d+)/,
      (_: string, exp: string) => `exp=${Number(exp) + 3600}`,
    );
    expect((await fetchFile(server, laterExpiry)).status).toBe(403);
    const otherWorld = first.fullUrl.replace(world.id, crypto.randomUUID());
    expect((await fetchFile(server, otherWorld)).status).toBe(403);

    clock.advance(61 * 60 * 1000);
    const expired = await fetchFile(server, first.fullUrl);
    expect(expired.status).toBe(403);
    expect((expired.json as { Exceptions: { Code: string }[] }).Exceptions[0]?.Code).toBe('4032');
    const fresh = await server.api('GET', `${world.url}/Images/${first.id}`, {
      token: team.viewer.token,
    });
    expect((await fetchFile(server, fresh.body.fullUrl)).status).toBe(200);
  });

  it('keep a URL stable for a while, so the browser cache works across refetches', async () => {
    const world = await newImageWorld(server, team, 'signed-stable');
    const image = (await world.upload('a.png', await samplePng())).body;
    clock.advance(60 * 1000);
    const again = await server.api('GET', `${world.url}/Images/${image.id}`, {
      token: team.viewer.token,
    });
    expect(again.body.thumbUrl).toBe(image.thumbUrl);
    expect(Date.parse(again.body.urlsExpireAt)).toBeGreaterThan(
      clock.now().getTime() + 29 * 60 * 1000,
    );
  });
});
