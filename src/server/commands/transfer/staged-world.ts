import type { Visibility } from '../../../shared/visibility';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB } from '../../db/schema';
import { dialectOf } from '../../db/dialect';
import { isUniqueViolation } from '../../db/errors';
import { isoNow } from '../../clock';
import { AppError } from '../../http/app-error';
import { ErrorCode } from '../../../shared/errors';
import { assertUrlFree } from '../world-writer';
import { removeSomeOfWorld } from '../../search/search-index';
import { SlicedWrites } from './sliced-writes';

/**
 * A world an import is writing: its row exists from the start, holding its
 * address (URL name), but `import_heartbeat_at` is set, and the reads of
 * worlds (policies/authorize.ts, queries/world-list.ts) leave it out, so for
 * everyone it does not exist yet. It has no members until it is published,
 * in one short transaction at the end. An import that fails removes it
 * (`discardStagedWorld`); one that crashed leaves it with a heartbeat that
 * stops, which `sweepAbandonedImports` removes.
 */
export interface StagedWorldFields {
  id: string;
  ownerId: string;
  /** The address asked for; the first free one of it, it-2, it-3… is taken. */
  urlName: string;
  /** The importer chose the address: taken, it is a 409 (worldUrlTaken), not another one. */
  exactUrlName?: boolean;
  name: string;
  description: string;
  defaultVisibility?: Visibility;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** How often a staging import stamps its heartbeat (a write to worlds clears the world lists' cache on SQLite). */
export const heartbeatEveryMs = 30_000;
/** A staged world whose heartbeat is this old was left by a crash (or a server since restarted). */
export const abandonedAfterMs = 10 * 60_000;

/** Inserts the hidden world row; answers the URL name it took. */
export async function stageWorld(ctx: ServerContext, fields: StagedWorldFields): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const urlName = fields.exactUrlName
      ? fields.urlName
      : await freeUrlName(ctx.db, fields.ownerId, fields.urlName);
    if (fields.exactUrlName) await assertUrlFree(ctx.db, fields.ownerId, urlName);
    try {
      await ctx.db
        .insertInto('worlds')
        .values({
          id: fields.id,
          owner_id: fields.ownerId,
          url_name: urlName,
          name: fields.name,
          description: fields.description,
          // Always private: a copy made elsewhere must not go public before its owner here says so.
          is_public: 0,
          default_visibility: fields.defaultVisibility ?? 'members',
          created_at: fields.createdAt,
          updated_at: fields.updatedAt,
          version: fields.version,
          import_heartbeat_at: isoNow(ctx.clock),
        })
        .execute();
      return urlName;
    } catch (error) {
      // Another import or a new world took the address between the read and the insert.
      if (!isUniqueViolation(error)) throw error;
      if (fields.exactUrlName) throw new AppError(409, ErrorCode.worldUrlTaken);
      if (attempt >= 5) throw error;
    }
  }
}

/** Stamps the heartbeat of a staged world (inside the caller's transaction, or alone). */
export async function touchStagedWorld(
  ctx: ServerContext,
  worldId: string,
  db: Kysely<DB> | Transaction<DB> = ctx.db,
): Promise<void> {
  await db
    .updateTable('worlds')
    .set({ import_heartbeat_at: isoNow(ctx.clock) })
    .where('id', '=', worldId)
    .where('import_heartbeat_at', 'is not', null)
    .execute();
}

/** A heartbeat at most every `heartbeatEveryMs`, for SlicedWrites' beforeCommit or a loop's step. */
export function heartbeat(ctx: ServerContext, worldId: string) {
  let last = performance.now();
  return async (db: Kysely<DB> | Transaction<DB> = ctx.db): Promise<void> => {
    if (performance.now() - last < heartbeatEveryMs) return;
    last = performance.now();
    await touchStagedWorld(ctx, worldId, db);
  };
}

/**
 * Makes the staged world visible, in the caller's transaction (which adds its
 * members and feed entry). Throws when the row is gone or no longer staged
 * (a sweep on another instance removed it): nothing may publish half a world.
 */
export async function publishStagedWorld(trx: Transaction<DB>, worldId: string): Promise<void> {
  const result = await trx
    .updateTable('worlds')
    .set({ import_heartbeat_at: null })
    .where('id', '=', worldId)
    .where('import_heartbeat_at', 'is not', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw new Error(`staged world ${worldId} is gone before it was published`);
}

/**
 * Removes a staged world and every row written for it, a few hundred rows a
 * statement in short transactions (a failed import of 10,000 documents is
 * as large to remove as to write), then its image folder (written before
 * the row, so removed even when there is no row). A published world is left
 * alone.
 */
export async function discardStagedWorld(ctx: ServerContext, worldId: string): Promise<void> {
  const row = await ctx.db
    .selectFrom('worlds')
    .select('import_heartbeat_at')
    .where('id', '=', worldId)
    .executeTakeFirst();
  if (row && row.import_heartbeat_at === null) return;
  if (row) {
    const writes = new SlicedWrites(ctx.db);
    try {
      await deleteWorldRows(writes, worldId);
      // Whatever a later table holds goes with the row (every world_id cascades).
      await writes.write((trx) =>
        trx
          .deleteFrom('worlds')
          .where('id', '=', worldId)
          .where('import_heartbeat_at', 'is not', null)
          .execute(),
      );
      await writes.commit();
    } catch (error) {
      await writes.rollback().catch(() => undefined);
      throw error;
    }
  }
  await ctx.imageStore.removeWorld(worldId);
  await ctx.mapTiles.removeWorld(worldId);
}

/**
 * Removes the staged worlds whose import stopped writing before `before`
 * (ISO time): at start-up, those of a crashed process. Failures are logged;
 * the next sweep tries again.
 */
export async function sweepAbandonedImports(ctx: ServerContext, before: string): Promise<number> {
  const abandoned = await ctx.db
    .selectFrom('worlds')
    .select('id')
    .where('import_heartbeat_at', 'is not', null)
    .where('import_heartbeat_at', '<', before)
    .execute();
  let removed = 0;
  for (const { id } of abandoned) {
    try {
      await discardStagedWorld(ctx, id);
      removed += 1;
    } catch (error) {
      ctx.log.warn({ err: error, worldId: id }, 'could not remove an abandoned world import');
    }
  }
  return removed;
}

/** The owner's first free address of `wanted`, it-2, it-3…; staged worlds hold theirs. */
async function freeUrlName(db: Kysely<DB>, ownerId: string, wanted: string): Promise<string> {
  const base = /^[a-z0-9-]{1,60}$/.test(wanted) ? wanted : 'imported-world';
  const taken = new Set(
    (
      await db.selectFrom('worlds').select('url_name').where('owner_id', '=', ownerId).execute()
    ).map((row) => row.url_name),
  );
  for (let suffix = 1; ; suffix += 1) {
    const candidate =
      suffix === 1 ? base : `${base.slice(0, 60 - String(suffix).length - 1)}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

type WorldTable = Exclude<
  keyof DB,
  'users' | 'sessions' | 'login_failures' | 'password_resets' | 'worlds' | 'api_tokens'
>;

/**
 * Children before parents, so that no delete cascades into more than its
 * batch. A table reached through a parent has no index on world_id.
 */
const deletionOrder: (
  WorldTable | { table: WorldTable; parent: 'documents' | 'dialogs'; column: string }
)[] = [
  'activities',
  'map_features',
  'map_layers',
  'maps',
  // After the places and layers: deleting them counts here again.
  'map_place_versions',
  'document_collab_updates',
  'document_collab_states',
  'story_scene_links',
  'story_scenes',
  'story_blocks',
  'stories',
  { table: 'dialog_translations', parent: 'dialogs', column: 'dialog_id' },
  { table: 'dialog_meta_fields', parent: 'dialogs', column: 'dialog_id' },
  { table: 'dialog_variables', parent: 'dialogs', column: 'dialog_id' },
  { table: 'dialog_documents', parent: 'dialogs', column: 'dialog_id' },
  'dialogs',
  'dialog_meta_schemas',
  'world_dialog_languages',
  'story_variables',
  'graph_positions',
  'relations',
  'relation_types',
  'image_documents',
  'images',
  'image_categories',
  'world_covers',
  'event_documents',
  'events',
  'timeline_rows',
  'calendars',
  'todos',
  'document_templates',
  { table: 'document_revisions', parent: 'documents', column: 'document_id' },
  { table: 'document_links', parent: 'documents', column: 'source_id' },
  { table: 'document_tags', parent: 'documents', column: 'document_id' },
  'documents',
  'document_types',
  'tags',
  'api_token_worlds',
  'world_members',
];

const deleteBatch = 200;

async function deleteWorldRows(writes: SlicedWrites, worldId: string): Promise<void> {
  await deleteSearchEntries(writes, worldId);
  for (const step of deletionOrder) {
    for (;;) {
      const deleted = await writes.write(async (trx) => {
        // The physical row id: one statement per batch on either dialect, whatever the table's key.
        const rowId = sql.raw(dialectOf(trx) === 'postgres' ? 'ctid' : 'rowid');
        const query =
          typeof step === 'string'
            ? sql`DELETE FROM ${sql.table(step)} WHERE ${rowId} IN (
                SELECT ${rowId} FROM ${sql.table(step)} WHERE world_id = ${worldId} LIMIT ${deleteBatch})`
            : sql`DELETE FROM ${sql.table(step.table)} WHERE ${rowId} IN (
                SELECT c.${rowId} FROM ${sql.table(step.parent)} p
                JOIN ${sql.table(step.table)} c ON c.${sql.ref(step.column)} = p.id
                WHERE p.world_id = ${worldId} LIMIT ${deleteBatch})`;
        return Number((await query.execute(trx)).numAffectedRows ?? 0);
      });
      if (deleted < deleteBatch) break;
    }
  }
}

/** The world's search entries (on SQLite an FTS5 table with its refs, which no foreign key cascades to). */
async function deleteSearchEntries(writes: SlicedWrites, worldId: string): Promise<void> {
  for (;;) {
    const deleted = await writes.write((trx) => removeSomeOfWorld(trx, worldId, deleteBatch));
    if (deleted < deleteBatch) break;
  }
}
