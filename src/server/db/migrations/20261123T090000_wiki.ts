import type { Kysely } from 'kysely';

// Migrations are never edited after they land; add a new timestamped file instead.
/** The wiki: documents, tags, revisions, mentions and a world's own templates. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Lower-cased, trimmed name: "Saltmere" and "saltmere " are the same document.
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contents', 'text', (c) => c.notNull())
    .addColumn('contents_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('documents_world_name', ['world_id', 'name_key'])
    .execute();
  await db.schema
    .createIndex('documents_world_updated')
    .on('documents')
    .columns(['world_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('documents_world_created')
    .on('documents')
    .columns(['world_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('documents_world_type')
    .on('documents')
    .columns(['world_id', 'type', 'name_key'])
    .execute();

  await db.schema
    .createTable('tags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('previewable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('tags_world_name', ['world_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('document_tags')
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('tag_id', 'text', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('document_tags_pk', ['document_id', 'tag_id'])
    .execute();
  await db.schema
    .createIndex('document_tags_tag')
    .on('document_tags')
    .columns(['tag_id', 'document_id'])
    .execute();

  await db.schema
    .createTable('document_links')
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('source_id', 'text', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('target_id', 'text', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('document_links_pk', ['source_id', 'target_id'])
    .execute();
  await db.schema
    .createIndex('document_links_target')
    .on('document_links')
    .columns(['target_id', 'source_id'])
    .execute();

  await db.schema
    .createTable('document_revisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('contents', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('document_revisions_version', ['document_id', 'version'])
    .execute();

  await db.schema
    .createTable('document_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('contents', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_templates_world')
    .on('document_templates')
    .column('world_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'document_templates',
    'document_revisions',
    'document_links',
    'document_tags',
    'tags',
    'documents',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
