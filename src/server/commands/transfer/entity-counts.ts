import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ArchiveEntity } from '../../../shared/transfer/world-archive';

/**
 * The table each archive entity is read from. Dialog play links and their
 * plays are not exported: a link's token is a secret of this server.
 */
export const entityTables: Record<ArchiveEntity, keyof DB & string> = {
  tags: 'tags',
  documentTypes: 'document_types',
  documents: 'documents',
  revisions: 'document_revisions',
  templates: 'document_templates',
  todos: 'todos',
  timelineRows: 'timeline_rows',
  events: 'events',
  imageCategories: 'image_categories',
  images: 'images',
  relationTypes: 'relation_types',
  relations: 'relations',
  graphPositions: 'graph_positions',
  storyVariables: 'story_variables',
  metaSchema: 'dialog_meta_schemas',
  dialogs: 'dialogs',
  // No world_id: counted through its dialogs.
  dialogTranslations: 'dialog_translations',
  stories: 'stories',
  storyBlocks: 'story_blocks',
  storyScenes: 'story_scenes',
  maps: 'maps',
  mapLayers: 'map_layers',
  mapFeatures: 'map_features',
};

/** How many of each entity a world holds (the manifest states them; tests compare them). */
export async function entityCounts(
  db: Kysely<DB>,
  worldId: string,
): Promise<Record<ArchiveEntity, number>> {
  const counts = {} as Record<ArchiveEntity, number>;
  // Every listed table has world_id; Kysely cannot see that through the generic.
  const untyped = db as unknown as Kysely<Record<string, { world_id: string }>>;
  for (const [entity, table] of Object.entries(entityTables) as [ArchiveEntity, string][]) {
    if (entity === 'dialogTranslations') {
      const translations = await db
        .selectFrom('dialog_translations')
        .innerJoin('dialogs', 'dialogs.id', 'dialog_translations.dialog_id')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('dialogs.world_id', '=', worldId)
        .executeTakeFirstOrThrow();
      counts[entity] = Number(translations.count);
      continue;
    }
    const row = await untyped
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('world_id', '=', worldId)
      .executeTakeFirstOrThrow();
    counts[entity] = Number(row.count);
  }
  return counts;
}
