// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countTiles, expectedTileCount, tilePicture } from './map-tiler';
import { runTiler } from './map-tiler-process';

let folder: string;
let picture: string;

/** 600 × 300: red on the left, blue from x = 300, a green square at the bottom-right corner. */
async function makePicture(file: string): Promise<void> {
  const block = (width: number, height: number, colour: string) => ({
    create: { width, height, channels: 3 as const, background: colour },
  });
  await sharp(block(600, 300, '#ff0000'))
    .composite([
      { input: block(300, 300, '#0000ff'), left: 300, top: 0 },
      { input: block(40, 40, '#00ff00'), left: 560, top: 260 },
    ])
    .png()
    .toFile(file);
}

async function meanColour(file: string): Promise<number[]> {
  const stats = await sharp(file).stats();
  return stats.channels.map((channel) => Math.round(channel.mean));
}

/** WebP tiles are lossy: a colour within a few steps is the same colour. */
function expectNear(actual: number[], expected: number[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, index) => expect(Math.abs(value - expected[index]!)).toBeLessThan(8));
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'map-tiler-'));
  picture = path.join(folder, 'picture.png');
  await makePicture(picture);
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('tilePicture', () => {
  it('cuts 256 px WebP tiles with (0,0) at the top-left, full size at maxZoom, nothing past the edges', async () => {
    const out = path.join(folder, 'pyramid');
    fs.mkdirSync(out);
    const tiled = await tilePicture(picture, out, 256);
    expect(tiled).toEqual({ width: 600, height: 300, maxZoom: 2, tileSize: 256, tiles: 9 });
    expect(expectedTileCount(600, 300, 256)).toBe(9);

    // Zoom 2 is full size: 3 × 2 tiles, named <z>/<y>/<x>.webp.
    const full = fs.readdirSync(path.join(out, 'tiles', '2')).sort();
    expect(full).toEqual(['0', '1']);
    expect(fs.readdirSync(path.join(out, 'tiles', '2', '0')).sort()).toEqual([
      '0.webp',
      '1.webp',
      '2.webp',
    ]);
    const topLeft = path.join(out, 'tiles', '2', '0', '0.webp');
    expect(await sharp(topLeft).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
    expectNear((await meanColour(topLeft)).slice(0, 3), [255, 0, 0]);
    // x 512…600 of the second row holds the green corner (y 260…300 of 256…300), the rest is transparent.
    const corner = await sharp(path.join(out, 'tiles', '2', '1', '2.webp'))
      .extract({ left: 60, top: 10, width: 20, height: 20 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expectNear([...corner.data.subarray(0, 4)], [0, 255, 0, 255]);
    const outside = await sharp(path.join(out, 'tiles', '2', '1', '2.webp'))
      .extract({ left: 100, top: 10, width: 1, height: 1 })
      .ensureAlpha()
      .raw()
      .toBuffer();
    expect(outside[3]).toBe(0);

    // Zoom 1 halves it (300 × 150: two tiles), zoom 0 fits one tile.
    expect(fs.readdirSync(path.join(out, 'tiles', '1', '0')).sort()).toEqual(['0.webp', '1.webp']);
    expect(fs.existsSync(path.join(out, 'tiles', '1', '1'))).toBe(false);
    expect(fs.readdirSync(path.join(out, 'tiles', '0', '0'))).toEqual(['0.webp']);
    expect(fs.readdirSync(out).sort()).toEqual(['thumb.webp', 'tiles']);
    expect(fs.existsSync(path.join(out, 'tiles', 'blank.png'))).toBe(false);
    expect(await countTiles(out)).toBe(9);

    expect(await sharp(path.join(out, 'thumb.webp')).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 200,
    });
  });

  it('keeps opaque black tiles: only the transparent outside counts as blank', async () => {
    const black = path.join(folder, 'black.png');
    await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000000' } })
      .png()
      .toFile(black);
    const out = path.join(folder, 'black');
    fs.mkdirSync(out);
    expect((await tilePicture(black, out)).tiles).toBe(expectedTileCount(300, 300));
  });
});

describe('runTiler', () => {
  it('cuts the pyramid in a child process and reports progress, then the outcome', async () => {
    const out = path.join(folder, 'child');
    fs.mkdirSync(out);
    const progress: number[] = [];
    const run = runTiler({ input: picture, folder: out }, (share) => progress.push(share));
    // 512 px tiles: zoom 1 at full size (two tiles), zoom 0 one.
    expect(await run.result).toEqual({
      width: 600,
      height: 300,
      maxZoom: 1,
      tileSize: 512,
      tiles: 3,
    });
    expect(expectedTileCount(600, 300)).toBe(3);
    expect(progress.every((share) => share >= 0 && share < 1)).toBe(true);
    expect(await countTiles(out)).toBe(3);
    expect(await sharp(path.join(out, 'tiles', '1', '0', '1.webp')).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
  });

  it('fails on a file that is no picture', async () => {
    const out = path.join(folder, 'broken');
    fs.mkdirSync(out);
    const broken = path.join(folder, 'broken.png');
    fs.writeFileSync(broken, 'not a picture at all');
    await expect(runTiler({ input: broken, folder: out }, () => undefined).result).rejects.toThrow(
      /tiling failed/,
    );
  });
});
