import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  messages,
  type ApiResponse,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import { multipart, pngClaiming, samplePng } from '../../../../tests/kits/server/test-images';
import {
  fetchFile,
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';
import { imageUploadLimits } from '../../../shared/schemas/image';
import { translateShared } from '../../../shared/i18n/translate';
import { abuseReport } from './abuse-report';

/**
 * Issue 9 item 4, disguised uploads: files that are not what they claim, or
 * that would cost the server far more than their size. Each must get a 4xx
 * with a translated message and leave nothing behind: no row, no file.
 */
let server: TestServer;
let team: ImageTeam;
beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'abu');
});
afterAll(() => server.close());

/** An animated GIF of `frames` alternating frames of `side` × `side` px. */
async function manyFrameGif(frames: number, side: number): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * frames * 4);
  for (let frame = 0; frame < frames; frame++) {
    pixels.fill(frame % 2 ? 200 : 30, frame * side * side * 4, (frame + 1) * side * side * 4);
  }
  return sharp(pixels, {
    raw: { width: side, height: side * frames, channels: 4, pageHeight: side },
  })
    .gif()
    .toBuffer();
}

const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>window.__xss=1</script><rect width="10" height="10"/></svg>',
);
const html = '<html><body><script>alert(document.cookie)</script></body></html>';

interface Disguise {
  name: string;
  fileName: string;
  data: () => Promise<Buffer>;
}

const disguises: Disguise[] = [
  {
    name: 'a script named .png',
    fileName: 'avatar.png',
    data: async () => Buffer.from('<script>alert(1)</script>'),
  },
  {
    name: 'a shell script named .jpg',
    fileName: 'run.jpg',
    data: async () => Buffer.from('#!/bin/sh\nrm -rf /\n'),
  },
  { name: 'an SVG with a script', fileName: 'logo.svg', data: async () => svgWithScript },
  {
    name: 'an SVG with a script named .png',
    fileName: 'logo.png',
    data: async () => svgWithScript,
  },
  { name: 'an HTML page named .gif', fileName: 'page.gif', data: async () => Buffer.from(html) },
  {
    name: 'a polyglot: PNG signature, then HTML',
    fileName: 'poly.png',
    data: async () =>
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from(html),
      ]),
  },
  {
    name: 'a decompression bomb: 50,000 × 50,000 px in 1 KB',
    fileName: 'bomb.png',
    data: async () => pngClaiming(50_000),
  },
  {
    name: 'a highly compressible 12,000 × 12,000 px PNG',
    fileName: 'flat.png',
    data: () =>
      sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: '#000' } })
        .toColourspace('b-w')
        .png({ compressionLevel: 9 })
        .toBuffer(),
  },
  {
    name: 'absurd dimensions: 1 × 2,000,000,000 px',
    fileName: 'thin.png',
    data: async () => pngClaiming(1, 2_000_000_000),
  },
  {
    name: 'absurd dimensions: 0 × 0 px',
    fileName: 'empty.png',
    data: async () => pngClaiming(0, 0),
  },
  {
    name: 'absurd dimensions: 2^31 × 2^31 px',
    fileName: 'huge.png',
    data: async () => pngClaiming(2 ** 31, 2 ** 31),
  },
  {
    name: `an animated GIF of ${imageUploadLimits.maxFrames * 3} frames`,
    fileName: 'flip.gif',
    data: () => manyFrameGif(imageUploadLimits.maxFrames * 3, 2),
  },
  {
    name: 'a truncated PNG',
    fileName: 'cut.png',
    data: async () => (await samplePng(300, 300)).subarray(0, 200),
  },
  {
    name: 'a truncated JPEG',
    fileName: 'cut.jpg',
    data: async () => {
      const jpeg = await sharp({
        create: { width: 400, height: 300, channels: 3, background: '#884422' },
      })
        .jpeg()
        .toBuffer();
      return jpeg.subarray(0, Math.floor(jpeg.length / 2));
    },
  },
  {
    name: 'a file over the upload size limit',
    fileName: 'big.png',
    data: async () =>
      Buffer.concat([await samplePng(8, 8), Buffer.alloc(imageUploadLimits.maxBytes)]),
  },
];

async function storedFiles(worldId: string): Promise<string[]> {
  const folder = path.join(server.dataDir, 'images', worldId);
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

async function countRows(worldId: string): Promise<{ images: number; covers: number }> {
  const images = await server.ctx.db
    .selectFrom('images')
    .select('id')
    .where('world_id', '=', worldId)
    .execute();
  const covers = await server.ctx.db
    .selectFrom('world_covers')
    .select('world_id')
    .where('world_id', '=', worldId)
    .execute();
  return { images: images.length, covers: covers.length };
}

function uploadCover(
  worldUrl: string,
  fileName: string,
  data: Buffer,
  lang: 'en' | 'ru',
): Promise<ApiResponse> {
  const body = multipart(fileName, data, 'image/png');
  return server.api('POST', `${worldUrl}/Cover`, {
    token: team.owner.token,
    lang,
    body: body.payload,
    headers: { 'content-type': body.contentType },
  });
}

describe('disguised uploads', () => {
  it('are refused with a translated 4xx by the image upload and the world cover, leaving nothing stored', async () => {
    const world = await newImageWorld(server, team, 'disguises');
    const lines: string[] = [];
    const failures: string[] = [];
    for (const disguise of disguises) {
      const data = await disguise.data();
      for (const route of ['image', 'cover'] as const) {
        for (const lang of ['en', 'ru'] as const) {
          const started = performance.now();
          const response =
            route === 'image'
              ? await world.upload(disguise.fileName, data, { lang })
              : await uploadCover(world.url, disguise.fileName, data, lang);
          const took = performance.now() - started;
          const [code] = codes(response);
          const expectedMessage = code ? translateShared(lang, `SERVER_ERROR.${code}`) : undefined;
          const ok =
            response.status >= 400 &&
            response.status < 500 &&
            code !== undefined &&
            code.length > 3 &&
            messages(response)[0] === expectedMessage;
          if (!ok)
            failures.push(
              `${disguise.name} (${route}, ${lang}): ${response.status} ${JSON.stringify(response.body).slice(0, 120)}`,
            );
          if (lang === 'en' && route === 'image') {
            lines.push(
              `${disguise.name} (${(data.length / 1024).toFixed(0)} KB) -> ${response.status} ${code} in ${took.toFixed(0)} ms`,
            );
          }
        }
      }
    }
    const left = { files: await storedFiles(world.id), rows: await countRows(world.id) };
    abuseReport(
      'disguised uploads',
      `${disguises.length} files × image upload and world cover × en/ru; stored afterwards: ${left.files.length} files, ${left.rows.images} image rows, ${left.rows.covers} covers`,
    );
    for (const line of lines) abuseReport('disguised upload', line);
    expect(failures).toEqual([]);
    expect(left).toEqual({ files: [], rows: { images: 0, covers: 0 } });
  }, 120_000);

  it('keeps a real PNG with HTML after its end only as the re-encoded picture, served as an image in a sandbox', async () => {
    const world = await newImageWorld(server, team, 'polyglot');
    const polyglot = Buffer.concat([await samplePng(20, 20), Buffer.from(html)]);
    const uploaded = await world.upload('poly.html', polyglot);
    expect(uploaded.status).toBe(200);
    const file = await fetchFile(server, uploaded.body.fullUrl);
    const kept = file.body.toString('latin1');
    abuseReport(
      'polyglot',
      `a valid PNG followed by HTML -> ${uploaded.status}, kept ${file.body.length} bytes as ${String(file.headers['content-type'])}, HTML kept: ${kept.includes('<script>')}, nosniff: ${file.headers['x-content-type-options'] === 'nosniff'}, CSP: ${String(file.headers['content-security-policy'])}`,
    );
    expect(kept.includes('<script>')).toBe(false);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-security-policy'])).toContain('sandbox');
  });
});
