import sharp, { type OverlayOptions } from 'sharp';
import type { MapPicture } from '../../shared/schemas/map';
import type { ReaderClient } from './reader-client';

/** The long side a map's picture may have in the site: big enough to read, small enough to open. */
export const siteMapMaxSide = 4096;

/** The largest zoom of the pyramid whose picture stays within `maxSide` on its long side. */
export function siteMapZoom(
  picture: Pick<MapPicture, 'width' | 'height' | 'maxZoom'>,
  maxSide = siteMapMaxSide,
): number {
  const long = Math.max(picture.width, picture.height);
  for (let zoom = picture.maxZoom; zoom > 0; zoom -= 1)
    if (Math.ceil(long / 2 ** (picture.maxZoom - zoom)) <= maxSide) return zoom;
  return 0;
}

/** The picture's size at `zoom`: each zoom below the top halves it, rounding up as the tiler does. */
export function siteMapSize(
  picture: Pick<MapPicture, 'width' | 'height' | 'maxZoom'>,
  zoom: number,
): { width: number; height: number } {
  const shrink = 2 ** (picture.maxZoom - zoom);
  return { width: Math.ceil(picture.width / shrink), height: Math.ceil(picture.height / shrink) };
}

/**
 * A map's picture as one WebP, put together from the tiles a reader may
 * fetch through the map's signed template (tile (0,0) at the top-left, the
 * edge tiles padded past the picture). A tile the route refuses stays
 * transparent; null when none came at all.
 */
export async function siteMapPicture(
  reader: ReaderClient,
  picture: MapPicture,
): Promise<{ body: Buffer; width: number; height: number } | null> {
  const zoom = siteMapZoom(picture);
  const { width, height } = siteMapSize(picture, zoom);
  const columns = Math.ceil(width / picture.tileSize);
  const rows = Math.ceil(height / picture.tileSize);
  const tiles: OverlayOptions[] = [];
  for (let y = 0; y < rows; y += 1)
    for (let x = 0; x < columns; x += 1) {
      const url = picture.tileUrl
        .replace('{z}', String(zoom))
        .replace('{x}', String(x))
        .replace('{y}', String(y));
      const tile = await reader.bytes(url);
      if (tile.status !== 200 || !tile.type.startsWith('image/')) continue;
      tiles.push({ input: tile.raw, left: x * picture.tileSize, top: y * picture.tileSize });
    }
  if (tiles.length === 0) return null;
  // Composed on whole tiles first: an edge tile reaches past the picture and would not fit it.
  const whole = await sharp({
    create: {
      width: columns * picture.tileSize,
      height: rows * picture.tileSize,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite(tiles)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const body = await sharp(whole.data, { raw: whole.info })
    .extract({ left: 0, top: 0, width, height })
    .webp({ quality: 82 })
    .toBuffer();
  return { body, width, height };
}
