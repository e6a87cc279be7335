import type { TestServer } from './test-server';
import { signUpTeam, newImageWorld, type ImageTeam } from './image-world';
import { publishFixtureWorld, fixtureDate } from './world-fixture';
import { setVisibility } from './reader-calls';
import { multipart, samplePng } from './test-images';
import { emptyDialogGraph, type DialogNode } from '../../../src/shared/dialogs/dialog-graph';
import { addSiteMaps, siteMapMarkers } from './static-site-maps';

/** Strings that only members-only items hold: no byte of a static export may carry one. */
export const siteMarkers = {
  document: 'SITEMARK-doc-4c1e7b',
  secret: 'SITEMARK-secret-9ad2f0',
  dialog: 'SITEMARK-dialog-6b0e13',
  dialogLine: 'SITEMARK-line-f27c55',
  story: 'SITEMARK-story-0d8a44',
  row: 'SITEMARK-row-83b1c9',
  event: 'SITEMARK-event-e5a7d2',
  picture: 'SITEMARK-picture-a41c07',
  ...siteMapMarkers,
};

/** What a reader may see of the world, to find in the export. */
export const sitePublic = {
  document: 'Harbour of Oro',
  otherDocument: 'Captain Oro',
  text: 'Ships come in at dawn.',
  dialog: 'Harbour talk',
  firstLine: 'Who goes there?',
  choice: 'A friend.',
  lastLine: 'Welcome, friend.',
  story: 'The Long Voyage',
  scene: 'Landfall',
  row: 'Harbour history',
  event: 'Founding of the harbour',
  picture: 'The quay at dawn',
};

function node(id: string, fields: Partial<DialogNode>): DialogNode {
  return {
    id,
    kind: 'text',
    text: id,
    speakerId: null,
    meta: [],
    onEnter: [],
    choices: [],
    nextId: null,
    position: { x: 0, y: 0 },
    ...fields,
  };
}

/**
 * A public world holding, beside its public items, a members-only document, a
 * secret block in a public document, a members-only dialog, story and
 * timeline row, each named or filled with a marker.
 */
export async function makeStaticSiteWorld(server: TestServer, prefix: string, urlName: string) {
  const team: ImageTeam = await signUpTeam(server, prefix);
  const world = await newImageWorld(server, team, urlName);
  const as = { token: team.writer.token };
  const call = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
    const response = await server.api(method, `${world.url}/${path}`, { ...as, body });
    if (response.status !== 200) throw new Error(`${path}: ${JSON.stringify(response.body)}`);
    return response.body as { id: string; version: number };
  };
  const picture = async (name: string, colour: string, documentId = '') => {
    const uploaded = await world.upload(`${name}.png`, await samplePng(40, 30, colour), {
      documentId,
    });
    if (uploaded.status !== 200) throw new Error(JSON.stringify(uploaded.body));
    return uploaded.body.id as string;
  };
  const worldImage = (imageId: string, alt: string) => ({
    type: 'worldImage',
    attrs: { imageId, alt },
  });
  const hiddenDocument = await world.addDocument(siteMarkers.document);
  // A members-only document's picture: readers never receive it, so the site must not hold it.
  const hiddenPicture = await picture(siteMarkers.picture, '#cc3333', hiddenDocument);
  await call('PUT', `Documents/${hiddenDocument}`, {
    name: siteMarkers.document,
    type: 'character',
    version: 1,
    contents: {
      v: 1,
      doc: { type: 'doc', content: [worldImage(hiddenPicture, siteMarkers.picture)] },
    },
  });
  const shownPicture = await picture('quay', '#33cc66');
  // A second one in the same text: every picture a public document shows is copied.
  const secondPicture = await picture('pier', '#cc9933');
  const cover = multipart('cover.png', await samplePng(80, 40, '#3366cc'));
  const coverSet = await server.api('POST', `${world.url}/Cover`, {
    token: team.owner.token,
    body: cover.payload,
    headers: { 'content-type': cover.contentType },
  });
  if (coverSet.status !== 200) throw new Error(JSON.stringify(coverSet.body));
  const speaker = await world.addDocument(sitePublic.otherDocument);
  const shownDocument = await call('POST', 'Documents', {
    name: sitePublic.document,
    type: 'location',
    contents: {
      v: 1,
      doc: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: sitePublic.text }] },
          worldImage(shownPicture, sitePublic.picture),
          worldImage(secondPicture, ''),
          {
            type: 'paragraph',
            content: [
              { type: 'mention', attrs: { id: speaker, label: sitePublic.otherDocument } },
              { type: 'text', text: ' and ' },
              { type: 'mention', attrs: { id: hiddenDocument, label: siteMarkers.document } },
            ],
          },
          {
            type: 'secret',
            attrs: { roles: 'owner,writer' },
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: siteMarkers.secret }] },
              worldImage(hiddenPicture, siteMarkers.picture),
            ],
          },
        ],
      },
    },
  });

  const shownDialog = await call('POST', 'Dialogs', { name: sitePublic.dialog, kind: 'branching' });
  await call('PUT', `Dialogs/${shownDialog.id}`, {
    name: sitePublic.dialog,
    version: 1,
    graph: {
      ...emptyDialogGraph(),
      startNodeId: 'greet',
      nodes: [
        node('greet', {
          kind: 'character',
          speakerId: speaker,
          text: sitePublic.firstLine,
          choices: [{ id: 'friend', text: sitePublic.choice, conditions: [], targetId: 'welcome' }],
        }),
        node('welcome', { text: sitePublic.lastLine }),
      ],
    },
  });
  const hiddenDialog = await call('POST', 'Dialogs', { name: siteMarkers.dialog, kind: 'linear' });
  await call('PUT', `Dialogs/${hiddenDialog.id}`, {
    name: siteMarkers.dialog,
    version: 1,
    graph: {
      ...emptyDialogGraph(),
      startNodeId: 'only',
      nodes: [node('only', { text: siteMarkers.dialogLine })],
    },
  });

  const shownStory = await call('POST', 'Stories', { name: sitePublic.story, type: 'novel' });
  // Adding a block answers the whole story.
  const withBlock = (await call('POST', `Stories/${shownStory.id}/Blocks`, {
    name: 'Part one',
  })) as unknown as { blocks: { id: string }[] };
  await call('POST', `Stories/${shownStory.id}/Blocks/${withBlock.blocks[0]!.id}/Scenes`, {
    name: sitePublic.scene,
    text: 'They see land.',
    links: [
      { kind: 'document', id: shownDocument.id },
      { kind: 'dialog', id: shownDialog.id },
      { kind: 'document', id: hiddenDocument },
      { kind: 'dialog', id: hiddenDialog.id },
    ],
  });
  const hiddenStory = await call('POST', 'Stories', { name: siteMarkers.story, type: 'novel' });

  const shownRow = await call('POST', 'TimelineRows', { name: sitePublic.row });
  const hiddenRow = await call('POST', 'TimelineRows', { name: siteMarkers.row });
  await call('POST', 'Events', {
    name: sitePublic.event,
    kind: 'instant',
    start: fixtureDate,
    rowId: shownRow.id,
    documentIds: [shownDocument.id],
  });
  await call('POST', 'Events', {
    name: siteMarkers.event,
    kind: 'instant',
    start: fixtureDate,
    rowId: hiddenRow.id,
  });

  const maps = await addSiteMaps(server, world.url, team.writer.token, {
    shown: shownDocument.id,
    hidden: hiddenDocument,
  });

  await publishFixtureWorld(server, world.id, 'public');
  await setVisibility(server, 'documents', [hiddenDocument], 'members');
  await setVisibility(server, 'dialogs', [hiddenDialog.id], 'members');
  await setVisibility(server, 'stories', [hiddenStory.id], 'members');
  await setVisibility(server, 'timeline_rows', [hiddenRow.id], 'members');
  return {
    team,
    worldId: world.id,
    address: `${team.owner.userName}/${urlName}`,
    ids: {
      shownDocument: shownDocument.id,
      shownDialog: shownDialog.id,
      shownStory: shownStory.id,
      shownPicture,
      secondPicture,
      hiddenPicture,
      shownMap: maps.map,
      hiddenMap: maps.hiddenMap,
    },
  };
}
