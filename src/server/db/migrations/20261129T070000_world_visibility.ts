import type { Kysely } from 'kysely';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * Publishing: a world is private until its owner makes it public. In a public
 * world each document, timeline row, story, dialog, map and map layer is
 * public or members-only; `visibility` null means "as the world's default",
 * so changing the default moves every item that was not set by hand.
 */
const itemTables = ['documents', 'timeline_rows', 'stories', 'dialogs', 'maps', 'map_layers'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('worlds')
    .addColumn('is_public', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('worlds')
    .addColumn('default_visibility', 'text', (column) => column.notNull().defaultTo('members'))
    .execute();
  await db.schema.alterTable('worlds').addColumn('published_at', 'text').execute();
  for (const table of itemTables) {
    await db.schema.alterTable(table).addColumn('visibility', 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of itemTables) {
    await db.schema.alterTable(table).dropColumn('visibility').execute();
  }
  await db.schema.alterTable('worlds').dropColumn('published_at').execute();
  await db.schema.alterTable('worlds').dropColumn('default_visibility').execute();
  await db.schema.alterTable('worlds').dropColumn('is_public').execute();
}
