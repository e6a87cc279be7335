import type { Kysely } from 'kysely';
import { blobType } from '../dialect';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * Co-editing of document contents (issue 8): the Yjs state of each document
 * that has been opened for co-editing, and who co-edited a revision.
 *
 * `state` is the whole Y document (Y.encodeStateAsUpdate), kept so that edits
 * made offline against it still merge; `synced_version` is the document
 * version whose contents the state holds, so contents changed outside
 * co-editing (a save of the form, a restore) are brought into the state when
 * it is next loaded instead of being lost or fought over.
 *
 * `document_revisions.editors` is a JSON array of the ids of everyone whose
 * edits a co-edited save holds (the author is one of them); empty for saves
 * made by one person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_collab_states')
    .addColumn('document_id', 'text', (c) =>
      c.primaryKey().references('documents.id').onDelete('cascade'),
    )
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('state', blobType(db), (c) => c.notNull())
    .addColumn('synced_version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_collab_states_world')
    .on('document_collab_states')
    .columns(['world_id'])
    .execute();
  await db.schema
    .alterTable('document_revisions')
    .addColumn('editors', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document_revisions').dropColumn('editors').execute();
  await db.schema.dropTable('document_collab_states').ifExists().execute();
}
