import crypto from 'node:crypto';
import { fixtureRecordKeys, type WorldFixture } from '../world-fixture';

/**
 * The fuzzed world ("own", whose routes are called) and a second one
 * ("foreign", same owner and members) whose ids are sent to the first one's
 * routes: a route that forgets to scope a record by world lets them through.
 */
export interface FuzzWorlds {
  own: WorldFixture;
  foreign: WorldFixture;
}

type FixtureIdKey = {
  [K in keyof WorldFixture]: WorldFixture[K] extends string ? K : never;
}[keyof WorldFixture];

/** A fixture id by kind, the target user's id, or the parts of the image's signed file URL. */
export type IdKey =
  | Exclude<FixtureIdKey, 'imageFileUrl' | 'worldName' | 'unique' | 'password'>
  | 'targetUserId'
  | 'imageFile'
  | 'imageExp'
  | 'imageSig';

/** Names a route uses for an id (path, query or body field) mapped to the fixture record of that kind. */
const keyByName: Record<string, IdKey> = {
  id: 'worldId',
  worldId: 'worldId',
  documentId: 'documentId',
  documentIds: 'documentId',
  speakerId: 'documentId',
  sourceId: 'documentId',
  targetId: 'otherDocumentId',
  revisionId: 'revisionId',
  tagId: 'tagId',
  templateId: 'templateId',
  todoId: 'todoId',
  rowId: 'rowId',
  rowIds: 'rowId',
  moveEventsTo: 'mainRowId',
  eventId: 'eventId',
  imageId: 'imageId',
  categoryId: 'categoryId',
  typeId: 'relationTypeId',
  relationId: 'relationId',
  variableId: 'variableId',
  definitionId: 'definitionId',
  schemaId: 'definitionId',
  dialogId: 'dialogId',
  storyId: 'storyId',
  blockId: 'blockId',
  blockIds: 'blockId',
  sceneId: 'sceneId',
  sceneIds: 'sceneId',
  mapId: 'mapId',
  parentMapId: 'mapId',
  childMapId: 'mapId',
  layerId: 'mapLayerId',
  layerIds: 'mapLayerId',
  featureId: 'mapFeatureId',
  parentPinId: 'mapFeatureId',
  userId: 'targetUserId',
  assigneeId: 'targetUserId',
  file: 'imageFile',
  exp: 'imageExp',
  sig: 'imageSig',
};

/** Every id the fixture names: the world, each record (world-fixture.ts keeps the list) and the target user. */
export const recordKeys: IdKey[] = [
  'worldId',
  ...fixtureRecordKeys.flatMap((key): IdKey[] =>
    key === 'imageFileUrl' ? [] : key === 'target' ? ['targetUserId'] : [key],
  ),
];

/** The id kind a parameter or field name stands for, if any (`WorldId` headers are lower-cased). */
export function idKeyFor(name: string): IdKey | undefined {
  return (
    keyByName[name] ??
    Object.entries(keyByName).find(([known]) => known.toLowerCase() === name.toLowerCase())?.[1]
  );
}

/** A reference to an id, resolved when the request is sent (the fixture is re-made after successful writes). */
export class IdRef {
  constructor(
    readonly world: 'own' | 'foreign' | 'nowhere',
    readonly key: IdKey,
  ) {}
}

export function resolveId(ref: IdRef, worlds: FuzzWorlds): string {
  if (ref.world === 'nowhere') return crypto.randomUUID();
  const fixture = worlds[ref.world];
  switch (ref.key) {
    case 'targetUserId':
      return fixture.target.id;
    case 'imageFile':
    case 'imageExp':
    case 'imageSig':
      return imageUrlPart(fixture.imageFileUrl, ref.key);
    default:
      return fixture[ref.key];
  }
}

function imageUrlPart(url: string, key: 'imageFile' | 'imageExp' | 'imageSig'): string {
  const parsed = new URL(url, 'http://localhost');
  if (key === 'imageFile') return decodeURIComponent(parsed.pathname.split('/').pop() ?? '');
  return parsed.searchParams.get(key === 'imageExp' ? 'exp' : 'sig') ?? '';
}
