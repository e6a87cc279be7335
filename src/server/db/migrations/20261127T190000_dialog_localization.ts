import type { Kysely } from 'kysely';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * Dialog localization: the languages a world translates its dialogs into
 * (no row: source `en`, none, no limits), and the translations of each
 * dialog's lines by language and line id. A line id is derived from the
 * node's and choice's ids, so nothing in the graphs changes. A translation
 * keeps the source it was made from: a changed source makes it stale.
 * Removing a language from the world keeps its translations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('world_dialog_languages')
    .addColumn('world_id', 'text', (c) =>
      c.primaryKey().references('worlds.id').onDelete('cascade'),
    )
    .addColumn('source_language', 'text', (c) => c.notNull())
    // A JSON array of language codes, in the world's order.
    .addColumn('languages', 'text', (c) => c.notNull())
    .addColumn('line_char_limit', 'integer')
    .addColumn('choice_char_limit', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dialog_translations')
    .addColumn('dialog_id', 'text', (c) => c.notNull().references('dialogs.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('line_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('source_text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('dialog_translations_pk', ['dialog_id', 'language', 'line_id'])
    .execute();
  // Deleting a user sets these to null: without an index that scans every translation.
  await db.schema
    .createIndex('dialog_translations_updated_by')
    .on('dialog_translations')
    .column('updated_by')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dialog_translations').ifExists().execute();
  await db.schema.dropTable('world_dialog_languages').ifExists().execute();
}
