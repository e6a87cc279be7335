import type { Kysely } from 'kysely';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * Play links: a writer shares one dialog with people without an account. The
 * token is a secret shown once; only its SHA-256 is kept. Revoking keeps the
 * row (its plays still count in the statistics). Each play through a link
 * keeps, anonymously, the nodes it reached and the choices it took. Deleting
 * the dialog or the world drops both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dialog_share_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('dialog_id', 'text', (c) => c.notNull().references('dialogs.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dialog_share_links_dialog_id')
    .on('dialog_share_links')
    .column('dialog_id')
    .execute();
  await db.schema
    .createIndex('dialog_share_links_world_id')
    .on('dialog_share_links')
    .column('world_id')
    .execute();
  // Deleting a user sets these to null: without an index that scans every link.
  await db.schema
    .createIndex('dialog_share_links_created_by')
    .on('dialog_share_links')
    .column('created_by')
    .execute();

  await db.schema
    .createTable('dialog_plays')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('dialog_id', 'text', (c) => c.notNull().references('dialogs.id').onDelete('cascade'))
    .addColumn('link_id', 'text', (c) =>
      c.notNull().references('dialog_share_links.id').onDelete('cascade'),
    )
    // JSON arrays: the node ids reached, and [nodeId, choiceId] pairs chosen, each once.
    .addColumn('reached_nodes', 'text', (c) => c.notNull())
    .addColumn('chosen_options', 'text', (c) => c.notNull())
    .addColumn('finished', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dialog_plays_dialog_id')
    .on('dialog_plays')
    .column('dialog_id')
    .execute();
  await db.schema
    .createIndex('dialog_plays_link_id')
    .on('dialog_plays')
    .column('link_id')
    .execute();
  await db.schema
    .createIndex('dialog_plays_world_id')
    .on('dialog_plays')
    .column('world_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dialog_plays').ifExists().execute();
  await db.schema.dropTable('dialog_share_links').ifExists().execute();
}
