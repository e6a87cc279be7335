import crypto from 'node:crypto';
import type { Clock } from '../clock';
import type { MapsTable } from '../db/schema';
import type { MapPicture } from '../../shared/schemas/map';
import { imageUrlLifetimeSeconds, type ImageUrlCheck } from './image-urls';

/**
 * Signed tile URLs, made like image URLs (image-urls.ts): an HMAC over the
 * world, the pyramid and the expiry, so one signature covers every tile of a
 * picture and the viewer gets one URL template. Expiries are rounded up to a
 * half-hour step, so the template stays the same across refetches and the
 * browser's cache keeps its tiles.
 */
const stepSeconds = 30 * 60;
const signatureLength = 32;

export class MapUrlSigner {
  constructor(
    private readonly key: Uint8Array,
    private readonly clock: Clock,
  ) {}

  expiry(): number {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return Math.floor(now / stepSeconds) * stepSeconds + imageUrlLifetimeSeconds;
  }

  /** `/api/Maps/Tiles/<world>/<key>/{z}/{x}/{y}.webp?exp=…&sig=…`, `{z}`, `{x}`, `{y}` left for the viewer. */
  tileUrl(worldId: string, fileKey: string, expiry: number): string {
    return `/api/Maps/Tiles/${worldId}/${fileKey}/{z}/{x}/{y}.webp?${this.query(worldId, fileKey, expiry)}`;
  }

  thumbUrl(worldId: string, fileKey: string, expiry: number): string {
    return `/api/Maps/Thumb/${worldId}/${fileKey}?${this.query(worldId, fileKey, expiry)}`;
  }

  check(worldId: string, fileKey: string, expiry: number, signature: string): ImageUrlCheck {
    const expected = Buffer.from(this.signature(worldId, fileKey, expiry));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
      return 'invalid';
    return expiry * 1000 <= this.clock.now().getTime() ? 'expired' : 'valid';
  }

  secondsLeft(expiry: number): number {
    return Math.max(0, expiry - Math.floor(this.clock.now().getTime() / 1000));
  }

  private query(worldId: string, fileKey: string, expiry: number): string {
    return `exp=${expiry}&sig=${this.signature(worldId, fileKey, expiry)}`;
  }

  private signature(worldId: string, fileKey: string, expiry: number): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`${worldId}/${fileKey}/${expiry}`)
      .digest('base64url')
      .slice(0, signatureLength);
  }
}

/** The URL key, derived from the server secret for this one purpose. */
export function mapUrlKey(secret: Uint8Array): Uint8Array {
  return crypto.createHash('sha256').update(secret).update('map-urls').digest();
}

/** The part of ServerContext these need (a narrow type keeps context.ts free of an import cycle). */
type UrlContext = { mapUrls: MapUrlSigner };

export type MapPictureRow = Pick<
  MapsTable,
  'world_id' | 'file_key' | 'width' | 'height' | 'max_zoom' | 'tile_size'
>;

/** The tiles of pyramids cut before the tile size was kept per map. */
const legacyTileSize = 256;

/** The ready picture of a map row with fresh signed URLs, or null before the first one. */
export function mapPictureOf(ctx: UrlContext, row: MapPictureRow): MapPicture | null {
  if (!row.file_key || row.width === null || row.height === null || row.max_zoom === null)
    return null;
  const expiry = ctx.mapUrls.expiry();
  return {
    width: row.width,
    height: row.height,
    tileSize: row.tile_size ?? legacyTileSize,
    maxZoom: row.max_zoom,
    tileUrl: ctx.mapUrls.tileUrl(row.world_id, row.file_key, expiry),
    thumbUrl: ctx.mapUrls.thumbUrl(row.world_id, row.file_key, expiry),
    urlsExpireAt: new Date(expiry * 1000).toISOString(),
  };
}

/** The thumbnail URL of a ready picture, for lists. */
export function mapThumbUrlOf(
  ctx: UrlContext,
  row: Pick<MapsTable, 'world_id' | 'file_key'>,
): string | null {
  if (!row.file_key) return null;
  return ctx.mapUrls.thumbUrl(row.world_id, row.file_key, ctx.mapUrls.expiry());
}
