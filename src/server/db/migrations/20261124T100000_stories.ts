import type { Kysely } from 'kysely';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * Stories (SPEC §3 Story: name, type), their ordered story blocks (acts,
 * chapters), the blocks' ordered scenes, and a scene's links to documents,
 * timeline events and dialogs of the same world.
 *
 * A link names its target by `target_kind` and `target_id`; the target is
 * repeated in `document_id`, `event_id` or `dialog_id` so that deleting the
 * document, the event or the dialog removes the link through the foreign key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stories_world_name')
    .on('stories')
    .columns(['world_id', 'name_key', 'id'])
    .execute();

  await db.schema
    .createTable('story_blocks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('story_id', 'text', (c) => c.notNull().references('stories.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('story_blocks_story')
    .on('story_blocks')
    .columns(['world_id', 'story_id', 'position'])
    .execute();

  await db.schema
    .createTable('story_scenes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('story_id', 'text', (c) => c.notNull().references('stories.id').onDelete('cascade'))
    .addColumn('block_id', 'text', (c) =>
      c.notNull().references('story_blocks.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('story_scenes_story')
    .on('story_scenes')
    .columns(['world_id', 'story_id', 'block_id', 'position'])
    .execute();
  await db.schema
    .createIndex('story_scenes_block')
    .on('story_scenes')
    .columns(['block_id'])
    .execute();

  await db.schema
    .createTable('story_scene_links')
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('scene_id', 'text', (c) =>
      c.notNull().references('story_scenes.id').onDelete('cascade'),
    )
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text', (c) => c.references('documents.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.references('events.id').onDelete('cascade'))
    .addColumn('dialog_id', 'text', (c) => c.references('dialogs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('story_scene_links_pk', ['scene_id', 'target_kind', 'target_id'])
    .execute();
  await db.schema
    .createIndex('story_scene_links_target')
    .on('story_scene_links')
    .columns(['world_id', 'target_kind', 'target_id'])
    .execute();
  await db.schema
    .createIndex('story_scene_links_document')
    .on('story_scene_links')
    .columns(['document_id'])
    .execute();
  await db.schema
    .createIndex('story_scene_links_event')
    .on('story_scene_links')
    .columns(['event_id'])
    .execute();
  await db.schema
    .createIndex('story_scene_links_dialog')
    .on('story_scene_links')
    .columns(['dialog_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['story_scene_links', 'story_scenes', 'story_blocks', 'stories']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
