import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { mapPictureLimits } from '../../shared/schemas/map';
import { mapMaxZoom } from '../../shared/maps/map-geometry';

/**
 * Cuts a picture into the tile pyramid the map viewer reads: WebP tiles of
 * `mapTileSize` px in sharp's google layout (`tiles/<z>/<y>/<x>.webp`), tile (0,0) at the
 * picture's top-left corner at every zoom, zoom `maxZoom` at full size and
 * each zoom below half the one above. The picture is not centred: the area
 * past its right and bottom edges is transparent, and tiles wholly there are
 * not written (`skipBlanks` against a transparent background; an opaque
 * pixel of any colour differs from it in alpha). Plus `thumb.webp`, 400 px.
 *
 * Runs in the tiler's child process (map-tiler-worker.ts), never on the
 * server's event loop; a test may call it directly.
 */
export interface TiledPicture {
  width: number;
  height: number;
  maxZoom: number;
  /** The side of its tiles: the map row keeps it (pyramids cut before 512 have 256). */
  tileSize: number;
  tiles: number;
}

export const mapThumbSize = 400;
/** The tiles' folder inside a pyramid (libvips writes a file beside the folder it tiles into). */
export const mapTilesFolder = 'tiles';
/**
 * 512 px, not 256: libvips spends a fixed cost on every tile it encodes and
 * writes, so a quarter as many tiles cuts a 16k picture in about two thirds
 * of the CPU time, with a quarter of the files to flush when publishing (or
 * to upload to a bucket).
 */
export const mapTileSize = 512;
/**
 * WebP effort 0: the fastest method; tiles come out about a tenth larger
 * than at effort 2, for a good part less CPU.
 */
const tileWebp = { quality: 80, effort: 0 } as const;

/** Upright size of the picture, read from its header only. */
export async function pictureSize(input: string): Promise<{ width: number; height: number }> {
  const header = await sharp(input, { limitInputPixels: false }).metadata();
  const upright = header.autoOrient;
  const width = upright?.width ?? header.width;
  const height = upright?.height ?? header.height;
  if (!width || !height) throw new Error('the picture has no size');
  return { width, height };
}

/** Tiles the pyramid of a picture this size holds (every tile that shows part of it). */
export function expectedTileCount(
  width: number,
  height: number,
  tileSize: number = mapTileSize,
): number {
  const maxZoom = mapMaxZoom(width, height, tileSize);
  let count = 0;
  for (let z = 0; z <= maxZoom; z += 1) {
    const shrink = 2 ** (maxZoom - z);
    count += Math.ceil(width / shrink / tileSize) * Math.ceil(height / shrink / tileSize);
  }
  return count;
}

export async function tilePicture(
  input: string,
  folder: string,
  tileSize: number = mapTileSize,
): Promise<TiledPicture> {
  const { width, height } = await pictureSize(input);
  const open = () =>
    sharp(input, { limitInputPixels: mapPictureLimits.maxPixels, autoOrient: true });
  await open()
    .resize(mapThumbSize, mapThumbSize, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(path.join(folder, 'thumb.webp'));
  await open()
    .ensureAlpha()
    .webp(tileWebp)
    .tile({
      size: tileSize,
      layout: 'google',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
      skipBlanks: 0,
    })
    .toFile(path.join(folder, mapTilesFolder));
  // libvips leaves its properties beside the tiles and a blank tile for viewers that need one; ours answers 404.
  await fsp.rm(path.join(folder, 'vips-properties.xml'), { force: true });
  await fsp.rm(path.join(folder, mapTilesFolder, 'blank.png'), { force: true });
  return {
    width,
    height,
    maxZoom: mapMaxZoom(width, height, tileSize),
    tileSize,
    tiles: await countTiles(folder),
  };
}

/** Tiles written so far under a pyramid folder (`tiles/<z>/<y>/<x>.webp`). */
export async function countTiles(folder: string): Promise<number> {
  const tiles = path.join(folder, mapTilesFolder);
  let count = 0;
  for (const zoom of await names(tiles)) {
    if (!/^\d+$/.test(zoom)) continue;
    for (const row of await names(path.join(tiles, zoom))) {
      count += (await names(path.join(tiles, zoom, row))).length;
    }
  }
  return count;
}

async function names(folder: string): Promise<string[]> {
  try {
    return await fsp.readdir(folder);
  } catch {
    return []; // not there yet, or not a folder
  }
}
