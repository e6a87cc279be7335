import type { Kysely } from 'kysely';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * The side of a map picture's tiles, as the tiler cut its pyramid: new
 * pyramids are cut at 512 px (fewer, larger tiles cut faster), the ones
 * already on disk or in a bucket stay 256 px and keep being served so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('maps')
    .addColumn('tile_size', 'integer', (column) => column.notNull().defaultTo(256))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('maps').dropColumn('tile_size').execute();
}
