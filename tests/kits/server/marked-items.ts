import crypto from 'node:crypto';
import { documentCreator } from '../../../src/server/commands/wiki/document-writer';
import { rowCreator } from '../../../src/server/commands/timeline/row-writer';
import { eventCreator } from '../../../src/server/commands/timeline/event-writer';
import { relationCreator } from '../../../src/server/commands/relations/relation-writer';
import { storyCreator } from '../../../src/server/commands/stories/story-writer';
import { blockCreator } from '../../../src/server/commands/stories/block-writer';
import { sceneCreator } from '../../../src/server/commands/stories/scene-writer';
import { dialogCreator, dialogUpdater } from '../../../src/server/commands/dialogs/dialog-writer';
import { mapCreator } from '../../../src/server/commands/maps/map-writer';
import { mapLayerCreator } from '../../../src/server/commands/maps/map-layer-writer';
import { mapFeatureCreator } from '../../../src/server/commands/maps/map-feature-writer';
import { emptyDialogGraph } from '../../../src/shared/dialogs/dialog-graph';
import type { RichText } from '../../../src/shared/wiki/rich-text';
import type { TestServer } from './test-server';
import { fixtureDate, type WorldFixture } from './world-fixture';
import { theWrittenRow } from '../../../src/server/commands/answer-inside';

export interface MarkedWorld {
  fixture: WorldFixture;
  /** Unique strings: in members-only items, in public items, in secrets. */
  markers: { membersOnly: string; public: string; secret: string };
  /** The fixture with its ids pointing at the members-only marked items. */
  membersOnly: WorldFixture;
  /** The fixture with its ids pointing at the public items. */
  public: WorldFixture;
  /** Reads beyond the route table's one request per route (searches for the markers). */
  extraUrls: string[];
}

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

/**
 * Adds to a fixture's world items that carry markers: members-only ones (the
 * world's default, unless published with `public`) holding `membersOnly`,
 * public ones holding `public` that point at the members-only ones (a mention,
 * a relation, an event's and a pin's link, a scene's link, a dialog's speaker),
 * and a secret block (owner and writers) and a secret map layer holding `secret`. The public ones are marked public
 * straight in the database, as the item's editor would.
 */
export async function addMarkedItems(
  server: TestServer,
  owner: { id: string; userName: string },
  fixture: WorldFixture,
): Promise<MarkedWorld> {
  const hex = crypto.randomBytes(5).toString('hex');
  const markers = {
    membersOnly: `MEMBERSONLY${hex}`,
    public: `PUBLICPART${hex}`,
    secret: `SECRETPART${hex}`,
  };
  const { membersOnly: hidden, public: shown } = markers;
  const ctx = server.ctx;
  const actor = { id: owner.id, userName: owner.userName, sessionId: '' };
  const worldId = fixture.worldId;
  const text = (value: string): RichText => ({
    v: 1,
    doc: { type: 'doc', content: [paragraph(value)] },
  });

  const hiddenDoc = await documentCreator(ctx, actor, worldId, {
    name: `Doc ${hidden}`,
    type: 'character',
    description: `About ${hidden}`,
    tags: [`tag${hidden}`],
    contents: text(`Members read ${hidden}`),
  });
  const shownDoc = await documentCreator(ctx, actor, worldId, {
    name: `Doc ${shown}`,
    type: 'location',
    description: `About ${shown}`,
    tags: [`tag${shown}`],
    contents: {
      v: 1,
      doc: {
        type: 'doc',
        content: [
          paragraph(`Everyone reads ${shown}`),
          // A game master's note: the owner and writers only, never a viewer or a reader.
          {
            type: 'secret',
            attrs: { roles: 'owner,writer' },
            content: [paragraph(`The twist ${markers.secret}`)],
          },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Ask ' },
              { type: 'mention', attrs: { id: hiddenDoc.id, label: `Doc ${hidden}` } },
            ],
          },
        ],
      },
    } as RichText,
  });
  await relationCreator(ctx, actor, worldId, {
    typeId: fixture.relationTypeId,
    sourceId: shownDoc.id,
    targetId: hiddenDoc.id,
    label: `Rel ${hidden}`,
  });

  const hiddenRow = await rowCreator(ctx, actor, worldId, { name: `Row ${hidden}` });
  const hiddenEvent = await eventCreator(ctx, actor, worldId, {
    name: `Event ${hidden}`,
    kind: 'instant',
    start: fixtureDate,
    end: null,
    rowId: hiddenRow.id,
    documentIds: [shownDoc.id],
    description: `Happened ${hidden}`,
  });
  const shownRow = await rowCreator(ctx, actor, worldId, { name: `Row ${shown}` });
  const shownEvent = await eventCreator(ctx, actor, worldId, {
    name: `Event ${shown}`,
    kind: 'instant',
    start: fixtureDate,
    end: null,
    rowId: shownRow.id,
    documentIds: [hiddenDoc.id],
    description: `Happened ${shown}`,
  });

  const hiddenStory = await storyCreator(ctx, actor, worldId, {
    name: `Story ${hidden}`,
    type: 'novel',
    description: hidden,
  });
  const hiddenBlock = await blockCreator(
    ctx,
    actor,
    worldId,
    hiddenStory.id,
    {
      name: `Act ${hidden}`,
    },
    theWrittenRow,
  );
  const hiddenScene = await sceneCreator(
    ctx,
    actor,
    worldId,
    hiddenStory.id,
    hiddenBlock.id,
    {
      name: `Scene ${hidden}`,
      text: hidden,
      links: [],
    },
    theWrittenRow,
  );
  const hiddenDialog = await dialogCreator(ctx, actor, worldId, {
    name: `Dialog ${hidden}`,
    kind: 'branching',
  });
  const shownDialog = await dialogCreator(ctx, actor, worldId, {
    name: `Dialog ${shown}`,
    kind: 'branching',
  });
  await dialogUpdater(
    ctx,
    actor,
    worldId,
    shownDialog.id,
    {
      name: `Dialog ${shown}`,
      version: 1,
      graph: {
        ...emptyDialogGraph(),
        startNodeId: 'a',
        nodes: [
          {
            id: 'a',
            kind: 'character',
            text: `Line ${shown}`,
            speakerId: hiddenDoc.id,
            meta: [],
            onEnter: [],
            choices: [],
            nextId: null,
            position: { x: 0, y: 0 },
          },
        ],
      },
    },
    async () => undefined,
  );
  const shownStory = await storyCreator(ctx, actor, worldId, {
    name: `Story ${shown}`,
    type: 'novel',
    description: shown,
  });
  const shownBlock = await blockCreator(
    ctx,
    actor,
    worldId,
    shownStory.id,
    {
      name: `Act ${shown}`,
    },
    theWrittenRow,
  );
  const shownScene = await sceneCreator(
    ctx,
    actor,
    worldId,
    shownStory.id,
    shownBlock.id,
    {
      name: `Scene ${shown}`,
      text: shown,
      links: [
        { kind: 'document', id: hiddenDoc.id },
        { kind: 'dialog', id: hiddenDialog.id },
      ],
    },
    theWrittenRow,
  );

  const hiddenMap = await mapCreator(
    ctx,
    actor,
    worldId,
    { name: `Map ${hidden}`, description: hidden, parentMapId: null, parentPinId: null },
    true,
  );
  const shownMap = await mapCreator(
    ctx,
    actor,
    worldId,
    { name: `Map ${shown}`, description: shown, parentMapId: null, parentPinId: null },
    true,
  );
  // The fixture's map (with its picture) is public; beside its public layer it gets a
  // members-only layer and a secret one, each with a pin.
  const hiddenLayer = await mapLayerCreator(ctx, actor, worldId, fixture.mapId, {
    name: `Layer ${hidden}`,
    secret: false,
    visible: true,
  });
  const secretLayer = await mapLayerCreator(ctx, actor, worldId, fixture.mapId, {
    name: `Layer ${markers.secret}`,
    secret: true,
    visible: true,
  });
  const pin = (layerId: string, name: string, documentId: string | null) =>
    mapFeatureCreator(
      ctx,
      actor,
      worldId,
      fixture.mapId,
      {
        geometry: { kind: 'pin', point: [50, 60] },
        layerId,
        name,
        description: name,
        documentId,
        childMapId: null,
        eventId: null,
        color: null,
        icon: null,
        from: null,
        until: null,
      },
      true,
    );
  await pin(hiddenLayer.id, `Pin ${hidden}`, null);
  await pin(secretLayer.id, `Pin ${markers.secret}`, null);
  // A public pin linking a members-only document and an event on a members-only row.
  const shownPin = await pin(fixture.mapLayerId, `Pin ${shown}`, hiddenDoc.id);
  await ctx.db
    .updateTable('map_features')
    .set({ event_id: hiddenEvent.id })
    .where('id', '=', shownPin.id)
    .execute();

  const setPublic = async (
    table: 'documents' | 'timeline_rows' | 'stories' | 'dialogs' | 'maps' | 'map_layers',
    ids: string[],
  ) => {
    await ctx.db.updateTable(table).set({ visibility: 'public' }).where('id', 'in', ids).execute();
  };
  await setPublic('documents', [shownDoc.id]);
  await setPublic('timeline_rows', [shownRow.id]);
  await setPublic('stories', [shownStory.id]);
  await setPublic('dialogs', [shownDialog.id]);
  await setPublic('maps', [fixture.mapId, shownMap.id]);
  // A secret layer marked public stays secret.
  await setPublic('map_layers', [fixture.mapLayerId, secretLayer.id]);

  const world = `/api/Setting/${worldId}`;
  const page = `/${owner.userName}/fixture-${fixture.unique}`;
  return {
    fixture,
    markers,
    membersOnly: {
      ...fixture,
      documentId: hiddenDoc.id,
      otherDocumentId: hiddenDoc.id,
      rowId: hiddenRow.id,
      mainRowId: hiddenRow.id,
      eventId: hiddenEvent.id,
      storyId: hiddenStory.id,
      blockId: hiddenBlock.id,
      sceneId: hiddenScene.id,
      dialogId: hiddenDialog.id,
      mapId: hiddenMap.id,
      mapLayerId: hiddenLayer.id,
    },
    public: {
      ...fixture,
      documentId: shownDoc.id,
      rowId: shownRow.id,
      mainRowId: shownRow.id,
      eventId: shownEvent.id,
      storyId: shownStory.id,
      blockId: shownBlock.id,
      sceneId: shownScene.id,
      dialogId: shownDialog.id,
    },
    extraUrls: [
      // A search answer repeats its query: the markers' fixed prefixes find them without naming them.
      ...['MEMBERSONLY', 'PUBLICPART', 'SECRETPART', 'Doc', 'tag', 'twist'].flatMap((query) => [
        `${world}/Search?query=${query}`,
        `${world}/Documents?name=${query}`,
      ]),
      // The lists unfiltered (the route table's requests filter some).
      ...[
        'Documents',
        'Tags',
        'Stories',
        'Dialogs',
        'TimelineRows',
        'Events',
        'Maps',
        'Relations',
        'Graph',
      ].map((list) => `${world}/${list}`),
      // The server-rendered pages, their preview images, robots and the sitemap.
      ...['', '/world', '/documents', '/timeline', '/maps', '/stories'].map(
        (section) => `${page}${section}`,
      ),
      ...[hiddenDoc.id, shownDoc.id].flatMap((id) => [
        `${page}/documents/${id}`,
        `/og${page}/${id}`,
      ]),
      ...[hiddenStory.id, shownStory.id].map((id) => `${page}/story/${id}`),
      `/og${page}`,
      '/robots.txt',
      '/sitemap.xml',
    ],
  };
}
