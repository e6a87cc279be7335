import type { TestServer } from '../test-server';
import type { WorldFixture } from '../world-fixture';

type RecordTable =
  | 'documents'
  | 'document_revisions'
  | 'tags'
  | 'document_templates'
  | 'todos'
  | 'timeline_rows'
  | 'events'
  | 'images'
  | 'image_categories'
  | 'relation_types'
  | 'relations'
  | 'story_variables'
  | 'dialog_meta_schemas'
  | 'dialogs'
  | 'stories'
  | 'story_blocks'
  | 'story_scenes'
  | 'maps'
  | 'map_layers'
  | 'map_features';

const tableOf: [keyof WorldFixture, RecordTable][] = [
  ['documentId', 'documents'],
  ['otherDocumentId', 'documents'],
  ['revisionId', 'document_revisions'],
  ['tagId', 'tags'],
  ['templateId', 'document_templates'],
  ['todoId', 'todos'],
  ['mainRowId', 'timeline_rows'],
  ['rowId', 'timeline_rows'],
  ['eventId', 'events'],
  ['imageId', 'images'],
  ['categoryId', 'image_categories'],
  ['relationTypeId', 'relation_types'],
  ['relationId', 'relations'],
  ['variableId', 'story_variables'],
  ['definitionId', 'dialog_meta_schemas'],
  ['dialogId', 'dialogs'],
  ['storyId', 'stories'],
  ['blockId', 'story_blocks'],
  ['sceneId', 'story_scenes'],
  ['mapId', 'maps'],
  ['mapLayerId', 'map_layers'],
  ['mapFeatureId', 'map_features'],
];

/**
 * Whether a successful write left the fixture world as the fuzzer needs it:
 * its owner, every member in their role, every record and the cover. Remaking
 * the world takes ~25 transactions, so it is remade only when this says no.
 */
export async function fixtureIntact(
  server: TestServer,
  fixture: WorldFixture,
  ownerId: string,
  members: { userId: string; role: string }[],
): Promise<boolean> {
  const db = server.ctx.db;
  const world = await db
    .selectFrom('worlds')
    .select('owner_id')
    .where('id', '=', fixture.worldId)
    .executeTakeFirst();
  if (world?.owner_id !== ownerId) return false;
  const roles = await db
    .selectFrom('world_members')
    .select(['user_id', 'role'])
    .where('world_id', '=', fixture.worldId)
    .execute();
  const expected = [...members, { userId: fixture.target.id, role: 'viewer' }];
  if (
    !expected.every((member) =>
      roles.some((row) => row.user_id === member.userId && row.role === member.role),
    )
  )
    return false;
  const cover = await db
    .selectFrom('world_covers')
    .select('world_id')
    .where('world_id', '=', fixture.worldId)
    .executeTakeFirst();
  if (!cover) return false;
  for (const [key, table] of tableOf) {
    const found = await db
      .selectFrom(table)
      .select('id')
      .where('id', '=', String(fixture[key]))
      .executeTakeFirst();
    if (!found) return false;
  }
  return true;
}
