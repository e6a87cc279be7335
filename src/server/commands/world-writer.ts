import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../context';
import type { DB, WorldsTable } from '../db/schema';
import { ErrorCode } from '../../shared/errors';
import { writeWithActivity } from '../activity/record';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../http/app-error';
import { isoNow } from '../clock';
import { removeWorld } from '../search/search-index';
import type { CurrentUser } from '../auth/authenticate';
import { createDefaultTimeline } from './timeline/timeline-setup';
import { createDefaultDocumentTypes } from './wiki/document-type-writer';
import { defaultLanguage, type Language } from '../../shared/i18n/languages';

export interface WorldFields {
  urlName: string;
  name: string;
  description: string;
}

/** Creates a world owned by the caller, who becomes its first member. */
export async function worldCreator(
  ctx: ServerContext,
  user: CurrentUser,
  fields: WorldFields,
  language: Language = defaultLanguage,
): Promise<WorldsTable> {
  await assertUrlFree(ctx.db, user.id, fields.urlName);
  const now = isoNow(ctx.clock);
  const world: WorldsTable = {
    id: crypto.randomUUID(),
    owner_id: user.id,
    url_name: fields.urlName,
    name: fields.name,
    description: fields.description,
    created_at: now,
    updated_at: now,
    version: 1,
    import_heartbeat_at: null,
  };
  return mapUrlConflict(() =>
    writeWithActivity(ctx, async (trx, record) => {
      await trx.insertInto('worlds').values(world).execute();
      await trx
        .insertInto('world_members')
        .values({ world_id: world.id, user_id: user.id, role: 'owner', added_at: now })
        .execute();
      await createDefaultTimeline(trx, world.id, now, language);
      await createDefaultDocumentTypes(trx, world.id, now);
      await record({
        worldId: world.id,
        userId: user.id,
        type: 'create_world',
        details: { name: world.name },
      });
      return world;
    }),
  );
}

/** Renames a world or moves it to another URL of the same owner. */
export async function worldUpdater(
  ctx: ServerContext,
  user: CurrentUser,
  world: WorldsTable,
  fields: WorldFields,
): Promise<WorldsTable> {
  if (fields.urlName !== world.url_name)
    await assertUrlFree(ctx.db, world.owner_id, fields.urlName);
  const updated: WorldsTable = {
    ...world,
    url_name: fields.urlName,
    name: fields.name,
    description: fields.description,
    updated_at: isoNow(ctx.clock),
    version: world.version + 1,
  };
  return mapUrlConflict(() =>
    writeWithActivity(ctx, async (trx, record) => {
      await trx
        .updateTable('worlds')
        .set({
          url_name: updated.url_name,
          name: updated.name,
          description: updated.description,
          updated_at: updated.updated_at,
          version: updated.version,
        })
        .where('id', '=', world.id)
        .execute();
      await record({
        worldId: world.id,
        userId: user.id,
        type: 'update_world',
        details: { name: updated.name, previousName: world.name },
      });
      return updated;
    }),
  );
}

/**
 * Wipes a world and everything in it, once the typed name matches (DESIGN.md:
 * deletion is a DELETE carrying the name; nothing else deletes a world).
 */
export async function worldDeleter(
  ctx: ServerContext,
  world: WorldsTable,
  typedName: string,
): Promise<void> {
  if (typedName.trim() !== world.name.trim()) throw new AppError(400, ErrorCode.worldNameMismatch);
  await ctx.db.transaction().execute(async (trx) => {
    // Child tables cascade from worlds; later issues' tables join the cascade.
    await trx.deleteFrom('worlds').where('id', '=', world.id).execute();
    // No foreign key (its triggers count the cascade's deleted places): wiped after it.
    await trx.deleteFrom('map_place_versions').where('world_id', '=', world.id).execute();
    await removeWorld(trx, world.id);
  });
  ctx.publisher.publish({ worldId: world.id, activityId: null, type: 'delete_world' });
  // After the commit: a failed deletion keeps its images. A crash here leaves a
  // folder without a world, which the start-up sweep removes.
  await ctx.imageStore.removeWorld(world.id).catch((error: unknown) => {
    ctx.log.warn(
      { err: error, worldId: world.id },
      'could not remove the image folder of a deleted world',
    );
  });
  await ctx.mapTiles.removeWorld(world.id).catch((error: unknown) => {
    ctx.log.warn(
      { err: error, worldId: world.id },
      'could not remove the map folder of a deleted world',
    );
  });
}

export async function assertUrlFree(
  db: Kysely<DB>,
  ownerId: string,
  urlName: string,
): Promise<void> {
  const existing = await db
    .selectFrom('worlds')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('url_name', '=', urlName)
    .executeTakeFirst();
  if (existing) throw new AppError(409, ErrorCode.worldUrlTaken);
}

async function mapUrlConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, ErrorCode.worldUrlTaken);
    throw error;
  }
}
