import type { Kysely } from 'kysely';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * Several instances may share one PostgreSQL database, each cutting pictures:
 * a `tiling` map names the instance whose queue holds its job
 * (`tiling_owner`) and when that instance last said it still does
 * (`tiling_heartbeat_at`). Another instance takes the job over only once
 * the heartbeat has gone stale (map-picture-recovery.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('maps').addColumn('tiling_owner', 'text').execute();
  await db.schema.alterTable('maps').addColumn('tiling_heartbeat_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('maps').dropColumn('tiling_heartbeat_at').execute();
  await db.schema.alterTable('maps').dropColumn('tiling_owner').execute();
}
