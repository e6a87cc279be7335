import type { Kysely } from 'kysely';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * A world import writes its rows in many short transactions (one long one
 * held SQLite, and so the server, for seconds). While it does, the world row
 * exists, holding its address, but is hidden: `import_heartbeat_at` is set,
 * to when the import last wrote, and every read of worlds leaves such rows
 * out. Publishing sets it back to null; an import that crashed leaves a row
 * whose heartbeat stops, which the server deletes (staged-world.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('worlds').addColumn('import_heartbeat_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('worlds').dropColumn('import_heartbeat_at').execute();
}
