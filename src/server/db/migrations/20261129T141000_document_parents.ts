import type { Kysely } from 'kysely';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * A document may sit inside another of its world (a city in its region, a
 * chapter in its book). Deleting the parent lifts its children to the top
 * level: the foreign key sets them free, on both dialects, whatever deletes
 * the row. The same-world rule and "no cycles" are kept by the writer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('parent_id', 'text', (column) =>
      column.references('documents.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('documents_parent_idx')
    .on('documents')
    .columns(['parent_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('documents_parent_idx').execute();
  await db.schema.alterTable('documents').dropColumn('parent_id').execute();
}
