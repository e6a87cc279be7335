import type { Kysely } from 'kysely';

// Migrations are never edited after they land; add a new timestamped file instead.
/** A world's shared "things to do" checklist (SPEC §2.3 Dashboard). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('todos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('assignee_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('todos_world')
    .on('todos')
    .columns(['world_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('todos').ifExists().execute();
}
