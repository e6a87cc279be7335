import crypto from 'node:crypto';
import type { ServerContext } from '../../context';
import type { WorldCoversTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import { ErrorCode } from '../../../shared/errors';
import { writeWithActivity } from '../../activity/record';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { imageFileNames, processImage } from '../../storage/image-processing';

/** A cover is shown as a banner; more pixels than this only cost bandwidth. */
const coverMaxSide = 2400;

/**
 * Sets the world's cover, the general file upload of SPEC §7: same checks as
 * an image (type from the bytes, pixel limit, re-encoded without metadata),
 * files first and the row after, the replaced files removed after the commit.
 */
export async function worldCoverSetter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  data: Buffer,
): Promise<WorldCoversTable> {
  const processed = await processImage(data, { maxSide: coverMaxSide });
  const cover: WorldCoversTable = {
    world_id: worldId,
    file_key: crypto.randomUUID(),
    ext: processed.ext,
    mime: processed.mime,
    width: processed.width,
    height: processed.height,
    byte_size: processed.data.length,
    updated_by: user.id,
    updated_at: isoNow(ctx.clock),
  };
  const files = imageFileNames(cover.file_key, cover.ext);
  await ctx.imageStore.write(worldId, files.thumb, processed.thumb);
  await ctx.imageStore.write(worldId, files.full, processed.data);
  let previous: WorldCoversTable | undefined;
  try {
    previous = await writeWithActivity(ctx, async (trx, record) => {
      const old = await trx
        .selectFrom('world_covers')
        .selectAll()
        .where('world_id', '=', worldId)
        .executeTakeFirst();
      if (old) await trx.deleteFrom('world_covers').where('world_id', '=', worldId).execute();
      await trx.insertInto('world_covers').values(cover).execute();
      await record({
        worldId,
        userId: user.id,
        type: 'update_world_cover',
        details: { width: cover.width, height: cover.height },
      });
      return old;
    });
  } catch (error) {
    await removeFiles(ctx, cover);
    throw error;
  }
  if (previous) await removeFiles(ctx, previous);
  return cover;
}

export async function worldCoverDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
): Promise<void> {
  const removed = await writeWithActivity(ctx, async (trx, record) => {
    const cover = await trx
      .selectFrom('world_covers')
      .selectAll()
      .where('world_id', '=', worldId)
      .executeTakeFirst();
    if (!cover) throw new AppError(404, ErrorCode.notFound);
    await trx.deleteFrom('world_covers').where('world_id', '=', worldId).execute();
    await record({ worldId, userId: user.id, type: 'delete_world_cover', details: {} });
    return cover;
  });
  await removeFiles(ctx, removed);
}

/** Best effort: files no row names are removed by the start-up sweep anyway. */
async function removeFiles(ctx: ServerContext, cover: WorldCoversTable): Promise<void> {
  const files = imageFileNames(cover.file_key, cover.ext);
  await ctx.imageStore.remove(cover.world_id, [files.full, files.thumb]).catch((error: unknown) => {
    ctx.log.warn(
      { err: error, worldId: cover.world_id },
      'could not remove the files of a replaced cover',
    );
  });
}
