import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { MemberRole } from '../../../src/shared/permissions';
import { hashPassword } from '../../../src/server/auth/passwords';
import { worldCreator } from '../../../src/server/commands/world-writer';
import { documentCreator } from '../../../src/server/commands/wiki/document-writer';
import { rowCreator } from '../../../src/server/commands/timeline/row-writer';
import { eventCreator } from '../../../src/server/commands/timeline/event-writer';
import { isoNow } from '../../../src/server/clock';
import { imageUploader } from '../../../src/server/commands/images/image-uploader';
import { imageCategoryCreator } from '../../../src/server/commands/images/image-category-writer';
import { worldCoverSetter } from '../../../src/server/commands/images/world-cover-writer';
import { relationTypeCreator } from '../../../src/server/commands/relations/relation-type-writer';
import { relationCreator } from '../../../src/server/commands/relations/relation-writer';
import { storyVariableCreator } from '../../../src/server/commands/dialogs/story-variable-writer';
import { metaSchemaCreator } from '../../../src/server/commands/dialogs/meta-schema-writer';
import { dialogLanguagesWriter } from '../../../src/server/commands/dialogs/dialog-languages-writer';
import { dialogCreator, dialogUpdater } from '../../../src/server/commands/dialogs/dialog-writer';
import { shareLinkCreator } from '../../../src/server/commands/dialogs/share-link-writer';
import { emptyDialogGraph } from '../../../src/shared/dialogs/dialog-graph';
import { storyCreator } from '../../../src/server/commands/stories/story-writer';
import { blockCreator } from '../../../src/server/commands/stories/block-writer';
import { sceneCreator } from '../../../src/server/commands/stories/scene-writer';
import { apiTokenCreator } from '../../../src/server/commands/api-token-writer';
import { mapCreator } from '../../../src/server/commands/maps/map-writer';
import { mapLayerCreator } from '../../../src/server/commands/maps/map-layer-writer';
import { mapFeatureCreator } from '../../../src/server/commands/maps/map-feature-writer';
import type { TestServer } from './test-server';
import { samplePng } from './test-images';
import { theWrittenRow } from '../../../src/server/commands/answer-inside';

/** The password of every user the fixture makes (and of the callers route-access.test.ts signs up). */
export const fixturePassword = 'route-test-pass';
export const fixtureDate = { year: 12, month: 3, day: 4, hour: 5, minute: 6, second: 7 };

export interface WorldFixture {
  worldId: string;
  documentId: string;
  revisionId: string;
  tagId: string;
  templateId: string;
  todoId: string;
  /** The world's first row ("Main"), holding `eventId`. */
  mainRowId: string;
  /** A second, empty row: deletable without moving events. */
  rowId: string;
  eventId: string;
  /** A second document, related to the first by `relationId`. */
  otherDocumentId: string;
  imageId: string;
  /** A signed URL of the image's thumbnail. */
  imageFileUrl: string;
  categoryId: string;
  relationTypeId: string;
  /** The world's built-in 'lore' type: no document is of it, so it deletes without moving any. */
  documentTypeId: string;
  relationId: string;
  variableId: string;
  definitionId: string;
  /** At version 2: the fixture document speaks, the variable and the field are used. */
  dialogId: string;
  /** A story with one block (`blockId`) holding one scene (`sceneId`). */
  storyId: string;
  blockId: string;
  sceneId: string;
  /** A map with a 1000 × 800 picture (its row only: no tiles on disk). */
  mapId: string;
  /** A layer of `mapId` that is not secret. */
  mapLayerId: string;
  /** A pin on `mapLayerId` linking `documentId`. */
  mapFeatureId: string;
  /** A signed URL of a tile of `mapId`'s picture (the pyramid holds that one tile and a thumbnail). */
  mapTileUrl: string;
  /** A personal API token of the owner's, reading this world. */
  apiTokenId: string;
  /** A play link of `dialogId`, and its token (the token is the access: not a record id). */
  shareLinkId: string;
  shareToken: string;
  worldName: string;
  /** The world's address, `/{ownerUserName}/{urlName}`. */
  ownerUserName: string;
  urlName: string;
  target: { id: string; userName: string };
  unique: string;
  password: string;
}

/** The fields of a fixture that name one of its world's records (another world's ids go in their place). */
export const fixtureRecordKeys = [
  'documentId',
  'revisionId',
  'tagId',
  'templateId',
  'todoId',
  'mainRowId',
  'rowId',
  'eventId',
  'otherDocumentId',
  'imageId',
  'imageFileUrl',
  'categoryId',
  'relationTypeId',
  'documentTypeId',
  'relationId',
  'variableId',
  'definitionId',
  'dialogId',
  'storyId',
  'blockId',
  'sceneId',
  'mapId',
  'mapLayerId',
  'mapFeatureId',
  'shareLinkId',
  'target',
] as const satisfies readonly (keyof WorldFixture)[];

let passwordHash: string | undefined;
let fixturePng: Buffer | undefined;
let fixtureTile: Buffer | undefined;

/** Users made straight in the database: signing up hashes with argon2, too slow for hundreds of fixtures. */
async function insertUser(
  server: TestServer,
  userName: string,
): Promise<{ id: string; userName: string }> {
  passwordHash ??= await hashPassword(fixturePassword);
  const now = isoNow(server.ctx.clock);
  const id = crypto.randomUUID();
  await server.ctx.db
    .insertInto('users')
    .values({
      id,
      user_name: userName,
      email: `${userName}@example.com`,
      password_hash: passwordHash,
      is_guest: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, userName };
}

/**
 * A fresh world holding one record of every kind, owned by `owner`, with
 * `members` in their roles and a `target` viewer (route-access.test.ts makes
 * one per case, so a delete or hand-over in one case cannot touch another).
 */
export async function makeWorldFixture(
  server: TestServer,
  owner: { id: string; userName: string },
  members: { userId: string; role: MemberRole }[],
): Promise<WorldFixture> {
  const unique = crypto.randomBytes(4).toString('hex');
  const created = await worldCreator(
    server.ctx,
    { id: owner.id, userName: owner.userName, sessionId: '' },
    { urlName: `fixture-${unique}`, name: `Fixture ${unique}`, description: '' },
  );
  const target = await insertUser(server, `target-${unique}`);
  await insertUser(server, `extra-${unique}`.slice(0, 19));
  const now = isoNow(server.ctx.clock);
  await server.ctx.db
    .insertInto('world_members')
    .values(
      [...members, { userId: target.id, role: 'viewer' as const }].map((m) => ({
        user_id: m.userId,
        role: m.role,
        world_id: created.id,
        added_at: now,
      })),
    )
    .execute();
  const actor = { id: owner.id, userName: owner.userName, sessionId: '' };
  const doc = await documentCreator(server.ctx, actor, created.id, {
    name: 'Fixture document',
    type: 'note',
    description: '',
    tags: ['fixture'],
    contents: { v: 1, doc: { type: 'doc', content: [] } },
  });
  const revision = await server.ctx.db
    .selectFrom('document_revisions')
    .select('id')
    .where('document_id', '=', doc.id)
    .executeTakeFirstOrThrow();
  const tag = await server.ctx.db
    .selectFrom('tags')
    .select('id')
    .where('world_id', '=', created.id)
    .executeTakeFirstOrThrow();
  const templateId = crypto.randomUUID();
  await server.ctx.db
    .insertInto('document_templates')
    .values({
      id: templateId,
      world_id: created.id,
      name: 'T',
      type: 'note',
      contents: '{}',
      created_by: owner.id,
      created_at: now,
    })
    .execute();
  const todoId = crypto.randomUUID();
  await server.ctx.db
    .insertInto('todos')
    .values({
      id: todoId,
      world_id: created.id,
      text: 'Fixture task',
      done: 0,
      assignee_id: null,
      created_by: owner.id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const mainRow = await server.ctx.db
    .selectFrom('timeline_rows')
    .select('id')
    .where('world_id', '=', created.id)
    .executeTakeFirstOrThrow();
  const row = await rowCreator(server.ctx, actor, created.id, { name: 'Fixture row' });
  const fixtureEvent = await eventCreator(server.ctx, actor, created.id, {
    name: 'Fixture event',
    kind: 'instant',
    start: fixtureDate,
    end: null,
    rowId: mainRow.id,
    documentIds: [doc.id],
    description: '',
  });
  const otherDoc = await documentCreator(server.ctx, actor, created.id, {
    name: 'Other document',
    type: 'character',
    description: '',
    tags: [],
    contents: { v: 1, doc: { type: 'doc', content: [] } },
  });
  const category = await imageCategoryCreator(server.ctx, actor, created.id, 'Fixture category');
  const image = await imageUploader(server.ctx, actor, {
    worldId: created.id,
    fileName: 'fixture.png',
    data: await fixtureImage(),
    documentId: doc.id,
    categoryId: category.id,
  });
  // Shown in a document's text: in a published world, readers may then load that picture.
  await server.ctx.db
    .updateTable('documents')
    .set({
      contents: JSON.stringify({
        v: 1,
        doc: {
          type: 'doc',
          content: [{ type: 'worldImage', attrs: { imageId: image.id, alt: '' } }],
        },
      }),
    })
    .where('id', '=', otherDoc.id)
    .execute();
  await worldCoverSetter(server.ctx, actor, created.id, await fixtureImage());
  const loreType = await server.ctx.db
    .selectFrom('document_types')
    .select('id')
    .where('world_id', '=', created.id)
    .where('key', '=', 'lore')
    .executeTakeFirstOrThrow();
  const relationType = await relationTypeCreator(server.ctx, actor, created.id, {
    name: 'Mentor',
    directed: true,
  });
  const relation = await relationCreator(server.ctx, actor, created.id, {
    typeId: relationType.id,
    sourceId: doc.id,
    targetId: otherDoc.id,
    label: '',
  });
  const fixtureStory = await storyCreator(server.ctx, actor, created.id, {
    name: 'Fixture story',
    type: 'novel',
    description: '',
  });
  const fixtureBlock = await blockCreator(
    server.ctx,
    actor,
    created.id,
    fixtureStory.id,
    {
      name: 'Act I',
    },
    theWrittenRow,
  );
  const fixtureScene = await sceneCreator(
    server.ctx,
    actor,
    created.id,
    fixtureStory.id,
    fixtureBlock.id,
    {
      name: 'Opening',
      text: '',
      links: [{ kind: 'document', id: doc.id }],
    },
    theWrittenRow,
  );
  const variable = await storyVariableCreator(server.ctx, actor, created.id, {
    name: 'gold',
    type: 'integer',
    commentary: '',
    defaultValue: '0',
  });
  const definition = await metaSchemaCreator(server.ctx, actor, created.id, {
    name: 'volume',
    type: 'integer',
    commentary: '',
  });
  const fixtureDialog = await dialogCreator(server.ctx, actor, created.id, {
    name: 'Fixture dialog',
    kind: 'branching',
  });
  await dialogUpdater(
    server.ctx,
    actor,
    created.id,
    fixtureDialog.id,
    {
      name: 'Fixture dialog',
      version: 1,
      graph: {
        ...emptyDialogGraph(),
        startNodeId: 'a',
        nodes: [
          {
            id: 'a',
            kind: 'character',
            text: 'Ahoy',
            speakerId: doc.id,
            meta: [{ schemaId: definition.id, value: '2' }],
            onEnter: [{ variableId: variable.id, operation: 'add', value: '1' }],
            choices: [],
            nextId: null,
            position: { x: 0, y: 0 },
          },
        ],
      },
    },
    async () => undefined,
  );
  // Russian as a target language, so the translation routes have one to answer in.
  await dialogLanguagesWriter(server.ctx, actor, created.id, {
    sourceLanguage: 'en',
    languages: ['ru'],
    lineCharLimit: null,
    choiceCharLimit: null,
  });
  const imageFileUrl = server.ctx.imageUrls.url(
    created.id,
    `${image.file_key}.thumb.webp`,
    server.ctx.imageUrls.expiry(),
  );
  const fixtureMap = await mapCreator(
    server.ctx,
    actor,
    created.id,
    { name: 'Fixture map', description: '', parentMapId: null, parentPinId: null },
    true,
  );
  // A picture as if tiled: the feature routes need its size; the tile routes one tile of it.
  const mapFileKey = crypto.randomUUID();
  const pyramid = await server.ctx.mapTiles.partialFolder(created.id, mapFileKey);
  fixtureTile ??= await sharp(await fixtureImage())
    .webp()
    .toBuffer();
  fs.mkdirSync(path.join(pyramid, 'tiles', '0', '0'), { recursive: true });
  fs.writeFileSync(path.join(pyramid, 'tiles', '0', '0', '0.webp'), fixtureTile);
  fs.writeFileSync(path.join(pyramid, 'thumb.webp'), fixtureTile);
  await server.ctx.mapTiles.publish(created.id, mapFileKey);
  const mapTileUrl = server.ctx.mapUrls
    .tileUrl(created.id, mapFileKey, server.ctx.mapUrls.expiry())
    .replace('{z}/{x}/{y}', '0/0/0');
  await server.ctx.db
    .updateTable('maps')
    .set({ status: 'ready', file_key: mapFileKey, width: 1000, height: 800, max_zoom: 2 })
    .where('id', '=', fixtureMap.id)
    .execute();
  const mapLayer = await mapLayerCreator(server.ctx, actor, created.id, fixtureMap.id, {
    name: 'Roads',
    secret: false,
    visible: true,
  });
  const mapFeature = await mapFeatureCreator(
    server.ctx,
    actor,
    created.id,
    fixtureMap.id,
    {
      geometry: { kind: 'pin', point: [100, 200] },
      layerId: mapLayer.id,
      name: '',
      description: '',
      documentId: doc.id,
      childMapId: null,
      eventId: null,
      color: null,
      icon: null,
      from: null,
      until: null,
    },
    true,
  );
  const apiToken = await apiTokenCreator(server.ctx, owner.id, {
    name: `Build ${unique}`,
    worldIds: [created.id],
    access: 'read',
    expiresAt: null,
  });
  const shareLink = await shareLinkCreator(server.ctx, actor, created.id, fixtureDialog.id, {
    label: 'Playtest',
    expiresAt: null,
  });
  return {
    shareLinkId: shareLink.link.id,
    shareToken: shareLink.token,
    mapId: fixtureMap.id,
    mapLayerId: mapLayer.id,
    mapFeatureId: mapFeature.id,
    mapTileUrl,
    apiTokenId: apiToken.token.id,
    otherDocumentId: otherDoc.id,
    imageId: image.id,
    imageFileUrl,
    categoryId: category.id,
    relationTypeId: relationType.id,
    documentTypeId: loreType.id,
    relationId: relation.id,
    variableId: variable.id,
    definitionId: definition.id,
    dialogId: fixtureDialog.id,
    storyId: fixtureStory.id,
    blockId: fixtureBlock.id,
    sceneId: fixtureScene.id,
    todoId,
    mainRowId: mainRow.id,
    rowId: row.id,
    eventId: fixtureEvent.id,
    documentId: doc.id,
    revisionId: revision.id,
    tagId: tag.id,
    templateId,
    worldId: created.id,
    worldName: created.name,
    ownerUserName: owner.userName,
    urlName: created.url_name,
    target: { id: target.id, userName: target.userName },
    unique,
    password: fixturePassword,
  };
}

/** The small PNG the fixture uploads (made once). */
export async function fixtureImage(): Promise<Buffer> {
  fixturePng ??= await samplePng(8, 8);
  return fixturePng;
}

/** Makes a fixture's world public, its items following `defaultVisibility` (as the publishing route would). */
export async function publishFixtureWorld(
  server: TestServer,
  worldId: string,
  defaultVisibility: 'public' | 'members' = 'public',
): Promise<void> {
  await server.ctx.db
    .updateTable('worlds')
    .set({
      is_public: 1,
      default_visibility: defaultVisibility,
      published_at: isoNow(server.ctx.clock),
    })
    .where('id', '=', worldId)
    .execute();
}
