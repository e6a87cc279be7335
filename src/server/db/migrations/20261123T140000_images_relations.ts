import type { Kysely } from 'kysely';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * Images (with their categories and linked documents), the world's cover,
 * relation types, relations between documents and the graph's pinned
 * positions.
 *
 * An image row names its files by `file_key` (a random UUID) and `ext`; the
 * files live in DATA_DIR/images/<world id>/ and are written before the row is
 * committed, so a committed row never points at a missing or half-written file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('image_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Lower-cased, trimmed name: "Maps" and "maps " are one category.
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('image_categories_world_name', ['world_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    // Deleting a category moves its images to "no category".
    .addColumn('category_id', 'text', (c) =>
      c.references('image_categories.id').onDelete('set null'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull().unique())
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('images_world_created')
    .on('images')
    .columns(['world_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('images_category')
    .on('images')
    .columns(['category_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('image_documents')
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('image_id', 'text', (c) => c.notNull().references('images.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('image_documents_pk', ['image_id', 'document_id'])
    .execute();
  await db.schema
    .createIndex('image_documents_document')
    .on('image_documents')
    .columns(['document_id', 'image_id'])
    .execute();
  await db.schema
    .createIndex('image_documents_world')
    .on('image_documents')
    .columns(['world_id', 'document_id'])
    .execute();

  await db.schema
    .createTable('world_covers')
    .addColumn('world_id', 'text', (c) =>
      c.primaryKey().references('worlds.id').onDelete('cascade'),
    )
    .addColumn('file_key', 'text', (c) => c.notNull().unique())
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('relation_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('directed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('relation_types_world_name', ['world_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('relations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    // Deleting a type deletes its relations.
    .addColumn('type_id', 'text', (c) =>
      c.notNull().references('relation_types.id').onDelete('cascade'),
    )
    .addColumn('source_id', 'text', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('target_id', 'text', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    // "source>target" for a directed type, the two ids in order joined by "|" for an
    // undirected one: a type holds a pair once (unique with type_id).
    .addColumn('pair_key', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('relations_type_pair', ['type_id', 'pair_key'])
    .execute();
  await db.schema
    .createIndex('relations_world')
    .on('relations')
    .columns(['world_id', 'type_id'])
    .execute();
  await db.schema.createIndex('relations_source').on('relations').columns(['source_id']).execute();
  await db.schema.createIndex('relations_target').on('relations').columns(['target_id']).execute();

  await db.schema
    .createTable('graph_positions')
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('x', 'double precision', (c) => c.notNull())
    .addColumn('y', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('graph_positions_pk', ['world_id', 'document_id'])
    .execute();
  await db.schema
    .createIndex('graph_positions_document')
    .on('graph_positions')
    .columns(['document_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'graph_positions',
    'relations',
    'relation_types',
    'world_covers',
    'image_documents',
    'images',
    'image_categories',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
