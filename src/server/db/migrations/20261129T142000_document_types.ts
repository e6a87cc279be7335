import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * Document types of a world's own. Every world gets today's ten built-in
 * types as rows; `documents.type` keeps holding a type's key, so no document
 * changes. A built-in type's name and plural stay null (the reader's language)
 * until someone renames it; `name_key` is the lower-cased name, unique in the
 * world (nulls do not collide). Later, fields of a type hang off `id`.
 */
const builtIn = [
  ['character', 'user', 'grape'],
  ['location', 'map-pin', 'teal'],
  ['faction', 'flag', 'orange'],
  ['item', 'sword', 'yellow'],
  ['creature', 'paw', 'lime'],
  ['culture', 'masks', 'cyan'],
  ['religion', 'church', 'indigo'],
  ['event', 'calendar', 'pink'],
  ['lore', 'book', 'blue'],
  ['note', 'note', 'gray'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('name_key', 'text')
    .addColumn('plural', 'text')
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_types_world_key')
    .on('document_types')
    .columns(['world_id', 'key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('document_types_world_name')
    .on('document_types')
    .columns(['world_id', 'name_key'])
    .unique()
    .execute();

  const worlds = await sql<{ id: string }>`select id from worlds`.execute(db);
  const now = new Date().toISOString();
  for (const world of worlds.rows) {
    const rows = builtIn.map(
      ([key, icon, color], position) =>
        sql`(${crypto.randomUUID()}, ${world.id}, ${key}, null, null, null, ${icon}, ${color}, ${position}, 1, ${now}, ${now})`,
    );
    await sql`
      insert into document_types
        (id, world_id, key, name, name_key, plural, icon, color, position, version, created_at, updated_at)
      values ${sql.join(rows)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_types').ifExists().execute();
}
