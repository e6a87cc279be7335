import type { Kysely } from 'kysely';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * Story variables, the dialogs' meta schema definitions, and dialogs.
 *
 * A dialog stores its whole graph as one JSON text (src/shared/dialogs/
 * dialog-graph.ts), version-checked as a whole. What the graph names is kept
 * beside it in three link tables, rewritten on every save, so the server can
 * answer "which dialogs use this" without reading graphs, and so deleting a
 * document, variable or definition finds the dialogs to clean up:
 * `dialog_documents` (speakers), `dialog_variables` (conditions and
 * assignments) and `dialog_meta_fields` (custom nodes' values).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('story_variables')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    // Only small Latin letters and "_" (SPEC §5), so the name is its own key.
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('commentary', 'text', (c) => c.notNull().defaultTo(''))
    // Every value travels as text; it fits the type (checked by the shared schema).
    .addColumn('default_value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('story_variables_world_name', ['world_id', 'name'])
    .execute();

  await db.schema
    .createTable('dialog_meta_schemas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('commentary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('dialog_meta_schemas_world_name', ['world_id', 'name'])
    .execute();

  await db.schema
    .createTable('dialogs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Lower-cased, trimmed name: the list sorts and searches by it.
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('graph', 'text', (c) => c.notNull())
    .addColumn('node_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dialogs_world_name')
    .on('dialogs')
    .columns(['world_id', 'name_key', 'id'])
    .execute();

  await db.schema
    .createTable('dialog_documents')
    .addColumn('dialog_id', 'text', (c) => c.notNull().references('dialogs.id').onDelete('cascade'))
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('dialog_documents_pk', ['dialog_id', 'document_id'])
    .execute();
  await db.schema
    .createIndex('dialog_documents_document')
    .on('dialog_documents')
    .columns(['document_id'])
    .execute();

  await db.schema
    .createTable('dialog_variables')
    .addColumn('dialog_id', 'text', (c) => c.notNull().references('dialogs.id').onDelete('cascade'))
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('variable_id', 'text', (c) =>
      c.notNull().references('story_variables.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('dialog_variables_pk', ['dialog_id', 'variable_id'])
    .execute();
  await db.schema
    .createIndex('dialog_variables_variable')
    .on('dialog_variables')
    .columns(['variable_id'])
    .execute();

  await db.schema
    .createTable('dialog_meta_fields')
    .addColumn('dialog_id', 'text', (c) => c.notNull().references('dialogs.id').onDelete('cascade'))
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('definition_id', 'text', (c) =>
      c.notNull().references('dialog_meta_schemas.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('dialog_meta_fields_pk', ['dialog_id', 'definition_id'])
    .execute();
  await db.schema
    .createIndex('dialog_meta_fields_definition')
    .on('dialog_meta_fields')
    .columns(['definition_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'dialog_meta_fields',
    'dialog_variables',
    'dialog_documents',
    'dialogs',
    'dialog_meta_schemas',
    'story_variables',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
