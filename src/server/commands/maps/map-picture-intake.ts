import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart'; // the request.file() typing
import { fileTypeFromBuffer } from 'file-type';
import type { ServerContext } from '../../context';
import type { CurrentUser } from '../../auth/authenticate';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { ErrorCode } from '../../../shared/errors';
import { acceptedMapTypes, mapPictureLimits } from '../../../shared/schemas/map';
import { pictureSize } from '../../storage/map-tiler';
import { newMapFileKey, syncUpload } from '../../storage/map-tile-store';

/** What file-type needs to tell PNG, JPEG and WebP apart. */
const sniffBytes = 4100;

/** The map exists in the world and takes a picture now (40057, 4092). */
export async function checkMapTakesPicture(
  ctx: ServerContext,
  worldId: string,
  mapId: string,
): Promise<void> {
  const map = await ctx.db
    .selectFrom('maps')
    .select('status')
    .where('world_id', '=', worldId)
    .where('id', '=', mapId)
    .executeTakeFirst();
  if (!map) throw new AppError(404, ErrorCode.mapNotFound);
  if (map.status === 'tiling') throw new AppError(409, ErrorCode.mapPictureBusy);
}

/**
 * Takes a map picture: the multipart field `file` streams to a file of the
 * tile store's uploads (never whole in memory; past 256 MiB 413, 4138), the
 * type comes from its bytes (PNG, JPEG or WebP, else 4153), its size from its
 * header before anything is decoded (a bomb claiming 60,000 × 60,000 px is
 * 4139; unreadable 4152). Then the map turns `tiling` and the job is queued.
 * A refused picture leaves nothing behind.
 */
export async function mapPictureUploader(
  ctx: ServerContext,
  request: FastifyRequest,
  user: CurrentUser,
  worldId: string,
  mapId: string,
): Promise<void> {
  await checkMapTakesPicture(ctx, worldId, mapId);
  const fileKey = newMapFileKey();
  const file = await ctx.mapTiles.uploadPath(fileKey);
  try {
    await receiveUpload(request, file);
    await checkMapPicture(file);
    // The answer acknowledges the picture: it must outlive a power cut before the row names it.
    await syncUpload(file);
    await startTiling(ctx, user, worldId, mapId, fileKey);
  } catch (error) {
    await ctx.mapTiles.removeUpload(fileKey);
    throw error;
  }
  ctx.mapJobs.enqueue({ worldId, mapId, fileKey, userId: user.id });
}

async function receiveUpload(request: FastifyRequest, file: string): Promise<void> {
  if (!request.isMultipart()) throw fileRequired();
  try {
    const part = await request.file({
      limits: { fileSize: mapPictureLimits.maxBytes, files: 1, fields: 10, parts: 12 },
    });
    if (!part || part.fieldname !== 'file') throw fileRequired();
    await pipeline(part.file, fs.createWriteStream(file, { flags: 'wx', mode: 0o640 }));
    if (part.file.truncated) throw tooLarge();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Limits past, or a body the parser cannot read (cut short, a broken boundary).
    throw fileRequired();
  }
  const { size } = await fsp.stat(file);
  if (size === 0) throw fileRequired();
}

/** A picture on disk is PNG, JPEG or WebP by its bytes (4153), readable (4152), within the pixel limits (4139). */
export async function checkMapPicture(file: string): Promise<void> {
  const head = Buffer.alloc(sniffBytes);
  const handle = await fsp.open(file, 'r');
  let read: number;
  try {
    ({ bytesRead: read } = await handle.read(head, 0, sniffBytes, 0));
  } finally {
    await handle.close();
  }
  const type = await fileTypeFromBuffer(head.subarray(0, read));
  if (!type || !(acceptedMapTypes as readonly string[]).includes(type.mime))
    throw new AppError(400, ErrorCode.mapPictureTypeUnsupported);
  let size: { width: number; height: number };
  try {
    size = await pictureSize(file);
  } catch {
    throw new AppError(400, ErrorCode.imageUnreadable);
  }
  if (
    size.width * size.height > mapPictureLimits.maxPixels ||
    Math.max(size.width, size.height) > mapPictureLimits.maxSide
  )
    throw new AppError(400, ErrorCode.mapPictureTooManyPixels);
}

async function startTiling(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  mapId: string,
  fileKey: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const map = await trx
      .selectFrom('maps')
      .select('status')
      .where('world_id', '=', worldId)
      .where('id', '=', mapId)
      .executeTakeFirst();
    if (!map) throw new AppError(404, ErrorCode.mapNotFound);
    // Another upload of this map won the race while this one streamed.
    if (map.status === 'tiling') throw new AppError(409, ErrorCode.mapPictureBusy);
    await trx
      .updateTable('maps')
      .set({
        status: 'tiling',
        tiling_progress: 0,
        pending_file_key: fileKey,
        // This instance's queue takes the job next (enqueue, after this commits).
        tiling_owner: ctx.mapJobs.owner,
        tiling_heartbeat_at: isoNow(ctx.clock),
        updated_by: user.id,
        updated_at: isoNow(ctx.clock),
      })
      .where('id', '=', mapId)
      .execute();
  });
}

function fileRequired(): AppError {
  return new AppError(400, ErrorCode.validation, 'VALIDATION.IMAGE_FILE_REQUIRED');
}

function tooLarge(): AppError {
  return new AppError(413, ErrorCode.mapPictureTooLarge);
}
