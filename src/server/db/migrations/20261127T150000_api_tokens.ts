import type { Kysely } from 'kysely';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * Personal API tokens: a user's named, hashed secrets for scripts (a game's
 * build pulling dialogs). Each is scoped to some of the user's worlds, so a
 * leaked token reaches only those; deleting the user or the world drops them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('access', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_user_id').on('api_tokens').column('user_id').execute();

  await db.schema
    .createTable('api_token_worlds')
    .addColumn('token_id', 'text', (c) =>
      c.notNull().references('api_tokens.id').onDelete('cascade'),
    )
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('api_token_worlds_pk', ['token_id', 'world_id'])
    .execute();
  await db.schema
    .createIndex('api_token_worlds_world_id')
    .on('api_token_worlds')
    .column('world_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_token_worlds').ifExists().execute();
  await db.schema.dropTable('api_tokens').ifExists().execute();
}
