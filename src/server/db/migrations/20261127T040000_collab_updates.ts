import type { Kysely } from 'kysely';
import { blobType, dialectOf, serialType } from '../dialect';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * The update log of co-editing: every Yjs update a session sends is written
 * here before the server acknowledges it, so that text the editor showed as
 * saved survives a crash in the seconds before the debounced save. The save
 * that stores the document and its Yjs state deletes the entries it holds in
 * the same transaction; a load applies the ones left on top of the state.
 *
 * `user_id` is who sent the update: a save made from the log after a crash
 * names them in its revision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('document_collab_updates')
    .addColumn('id', serialType(db), (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('document_id', 'text', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('data', blobType(db), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_collab_updates_document')
    .on('document_collab_updates')
    .columns(['document_id', 'id'])
    .execute();
  await db.schema
    .createIndex('document_collab_updates_world')
    .on('document_collab_updates')
    .columns(['world_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_collab_updates').ifExists().execute();
}
