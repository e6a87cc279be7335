import type { Kysely } from 'kysely';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * Maps: a picture cut into a tile pyramid (files under DATA_DIR/maps/<world>/<file_key>/,
 * written whole before `file_key` names them), layers, and features (pins, regions,
 * paths) in the picture's pixels. Deleting a map frees its children (parent null) and
 * the pins that opened it (child map null); deleting a layer moves its features to the
 * base layer unless the writer deleted them first; deleting a document or an event
 * keeps the features that linked it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('maps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('parent_map_id', 'text', (c) => c.references('maps.id').onDelete('set null'))
    // A pin of the parent map; no foreign key: the pin may go while the child stays.
    .addColumn('parent_pin_id', 'text')
    // 'empty' | 'tiling' | 'ready' | 'failed'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tiling_progress', 'double precision')
    // The ready pyramid; null until the first picture is whole.
    .addColumn('file_key', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('max_zoom', 'integer')
    // The pyramid being cut while status is 'tiling'.
    .addColumn('pending_file_key', 'text')
    .addColumn('scale_units_per_pixel', 'double precision')
    .addColumn('scale_unit', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('maps_world').on('maps').columns(['world_id', 'name']).execute();
  await db.schema.createIndex('maps_parent').on('maps').column('parent_map_id').execute();

  await db.schema
    .createTable('map_layers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('map_id', 'text', (c) => c.notNull().references('maps.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // 0 for the bottom layer (above the base layer).
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('secret', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('map_layers_map')
    .on('map_layers')
    .columns(['map_id', 'position'])
    .execute();

  await db.schema
    .createTable('map_features')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('map_id', 'text', (c) => c.notNull().references('maps.id').onDelete('cascade'))
    // Null: the map's base layer.
    .addColumn('layer_id', 'text', (c) => c.references('map_layers.id').onDelete('set null'))
    // 'pin' | 'region' | 'path'.
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON of the MapGeometry (src/shared/schemas/map.ts), in picture pixels.
    .addColumn('geometry', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('document_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('child_map_id', 'text', (c) => c.references('maps.id').onDelete('set null'))
    .addColumn('event_id', 'text', (c) => c.references('events.id').onDelete('set null'))
    .addColumn('color', 'text')
    .addColumn('icon', 'text')
    // JSON of DateParts on the world's calendar, or null.
    .addColumn('from_date', 'text')
    .addColumn('until_date', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('map_features_map').on('map_features').column('map_id').execute();
  await db.schema
    .createIndex('map_features_document')
    .on('map_features')
    .column('document_id')
    .execute();
  // Deleting a map or an event sets these to null: without an index that scans every feature.
  await db.schema
    .createIndex('map_features_child_map')
    .on('map_features')
    .column('child_map_id')
    .execute();
  await db.schema.createIndex('map_features_event').on('map_features').column('event_id').execute();
  await db.schema.createIndex('map_features_layer').on('map_features').column('layer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('map_features').ifExists().execute();
  await db.schema.dropTable('map_layers').ifExists().execute();
  await db.schema.dropTable('maps').ifExists().execute();
}
