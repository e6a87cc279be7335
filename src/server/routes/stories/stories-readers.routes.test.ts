import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import {
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';
import { publishFixtureWorld } from '../../../../tests/kits/server/world-fixture';
import {
  answerBytes,
  readAs,
  setVisibility,
  strangers,
} from '../../../../tests/kits/server/reader-calls';

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'storyread');
});
afterAll(() => server.close());

/** Strings only members-only items hold: none may reach a reader. */
const marker = {
  story: 'MARK-story-91c4d7',
  scene: 'MARK-scene-0e6f28',
  document: 'MARK-doc-a4b1e3',
  dialog: 'MARK-dialog-77d2aa',
  row: 'MARK-row-3c9f10',
  event: 'MARK-event-e81b5d',
};
const allMarkers = Object.values(marker);

/**
 * A world with a public story whose scene links a public and a members-only
 * document, dialog and event (an event in a members-only timeline row), and
 * a members-only story.
 */
async function markedWorld(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const as = { token: team.writer.token };
  const send = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
    const response = await server.api(method, `${world.url}/${path}`, { ...as, body });
    if (response.status !== 200) throw new Error(`${path} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const shownDocument = await world.addDocument('Captain Oro');
  const hiddenDocument = await world.addDocument(marker.document);
  await setVisibility(server, 'documents', [hiddenDocument], 'members');
  const shownDialog = (await send('POST', 'Dialogs', { name: 'Harbour talk', kind: 'linear' })).id;
  const hiddenDialog = (await send('POST', 'Dialogs', { name: marker.dialog, kind: 'linear' })).id;
  await setVisibility(server, 'dialogs', [hiddenDialog], 'members');
  const rows = await server.api('GET', `${world.url}/TimelineRows`, as);
  const shownRow: string = rows.body[0].id;
  const hiddenRow: string = (await send('POST', 'TimelineRows', { name: marker.row })).id;
  await setVisibility(server, 'timeline_rows', [hiddenRow], 'members');
  const event = async (name: string, rowId: string): Promise<string> =>
    (
      await send('POST', 'Events', {
        name,
        kind: 'instant',
        start: { year: 1, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
        rowId,
      })
    ).id;
  const shownEvent = await event('Moonfall', shownRow);
  const hiddenEvent = await event(marker.event, hiddenRow);

  const story = await send('POST', 'Stories', { name: 'The Long Tide', type: 'novel' });
  const withBlock = await send('POST', `Stories/${story.id}/Blocks`, { name: 'Act one' });
  const blockId: string = withBlock.blocks[0].id;
  await send('POST', `Stories/${story.id}/Blocks/${blockId}/Scenes`, {
    name: 'Arrival',
    text: 'The ship comes in.',
    links: [
      { kind: 'document', id: shownDocument },
      { kind: 'document', id: hiddenDocument },
      { kind: 'dialog', id: shownDialog },
      { kind: 'dialog', id: hiddenDialog },
      { kind: 'event', id: shownEvent },
      { kind: 'event', id: hiddenEvent },
    ],
  });
  const hidden = await send('POST', 'Stories', {
    name: marker.story,
    type: 'tabletop_campaign',
    visibility: 'members',
  });
  const hiddenBlock = await send('POST', `Stories/${hidden.id}/Blocks`, { name: 'Prep' });
  await send('POST', `Stories/${hidden.id}/Blocks/${hiddenBlock.blocks[0].id}/Scenes`, {
    name: 'Ambush',
    text: marker.scene,
  });
  return {
    ...world,
    shown: story.id as string,
    hidden: hidden.id as string,
    shownLinks: [
      { kind: 'document', id: shownDocument, name: 'Captain Oro' },
      { kind: 'dialog', id: shownDialog, name: 'Harbour talk' },
      { kind: 'event', id: shownEvent, name: 'Moonfall' },
    ],
    hiddenIds: [hiddenDocument, hiddenDialog, hiddenEvent, hiddenRow, hidden.id],
  };
}

const readerUrls = (world: { url: string; shown: string }) => [
  `${world.url}/Stories`,
  `${world.url}/Stories?search=t`,
  `${world.url}/Stories/${world.shown}`,
];

describe('stories for readers of a public world', () => {
  it('show public stories only, their scenes linking public things only', async () => {
    const world = await markedWorld('stories-readers');
    await publishFixtureWorld(server, world.id, 'public');
    const read = readAs(server, team.outsider.token);
    for (const stranger of strangers) {
      for (const url of readerUrls(world)) {
        const response = await read(stranger, url);
        expect([stranger, url, response.status]).toEqual([stranger, url, 200]);
        const bytes = answerBytes(response);
        for (const text of [...allMarkers, ...world.hiddenIds])
          expect(bytes, `${stranger} ${url}`).not.toContain(text);
      }
      const list = await read(stranger, `${world.url}/Stories`);
      expect([list.body.total, list.body.items.map((item: { name: string }) => item.name)]).toEqual(
        [1, ['The Long Tide']],
      );
      const story = await read(stranger, `${world.url}/Stories/${world.shown}`);
      expect(story.body.updatedBy).toBeNull();
      const scene = story.body.blocks[0].scenes[0];
      expect([scene.name, scene.text, scene.links]).toEqual([
        'Arrival',
        'The ship comes in.',
        world.shownLinks,
      ]);
      const hidden = await read(stranger, `${world.url}/Stories/${world.hidden}`);
      expect([hidden.status, codes(hidden)]).toEqual([404, ['40043']]);
      expect(answerBytes(hidden)).not.toContain(marker.story);
    }
  });

  it('keep story dialog exports and every write to members', async () => {
    const world = await markedWorld('stories-readers-closed');
    await publishFixtureWorld(server, world.id, 'public');
    const exported = await server.api(
      'GET',
      `${world.url}/Stories/${world.shown}/Dialogs/Export?format=twee-sugarcube`,
      { token: team.outsider.token },
    );
    expect(exported.status).toBe(403);
    const write = await server.api('PUT', `${world.url}/Stories/${world.shown}`, {
      token: team.outsider.token,
      body: { name: 'Mine', type: 'novel', version: 1 },
    });
    expect(write.status).toBe(403);
    expect((await server.api('POST', `${world.url}/Stories`, { body: {} })).status).toBe(401);
  });

  it('follow the world default when a story has no setting of its own', async () => {
    const world = await markedWorld('stories-readers-default');
    await publishFixtureWorld(server, world.id, 'members');
    const read = readAs(server, team.outsider.token);
    const list = await read('anonymous', `${world.url}/Stories`);
    expect([list.status, list.body.total, list.body.items]).toEqual([200, 0, []]);
    expect((await read('anonymous', `${world.url}/Stories/${world.shown}`)).status).toBe(404);
    await setVisibility(server, 'stories', [world.shown], 'public');
    const story = await read('nonMember', `${world.url}/Stories/${world.shown}`);
    // Its links' targets have no setting of their own either: members only, left out.
    expect([story.status, story.body.blocks[0].scenes[0].links]).toEqual([200, []]);
    for (const text of [...allMarkers, ...world.hiddenIds])
      expect(answerBytes(story)).not.toContain(text);
  });

  it('stay closed to strangers in a private world and whole for members', async () => {
    const world = await markedWorld('stories-readers-private');
    const read = readAs(server, team.outsider.token);
    for (const stranger of strangers) {
      for (const url of [...readerUrls(world), `${world.url}/Stories/${world.hidden}`]) {
        const response = await read(stranger, url);
        expect([stranger, url, response.status, codes(response)]).toEqual([
          stranger,
          url,
          403,
          ['401_2'],
        ]);
        for (const text of allMarkers) expect(answerBytes(response)).not.toContain(text);
      }
    }
    await publishFixtureWorld(server, world.id, 'public');
    const member = { token: team.viewer.token };
    const list = await server.api('GET', `${world.url}/Stories`, member);
    expect(
      list.body.items.map((item: { name: string; visibility: string | null }) => [
        item.name,
        item.visibility,
      ]),
    ).toEqual([
      [marker.story, 'members'],
      ['The Long Tide', null],
    ]);
    const hidden = await server.api('GET', `${world.url}/Stories/${world.hidden}`, member);
    expect(answerBytes(hidden)).toContain(marker.scene);
    const shown = await server.api('GET', `${world.url}/Stories/${world.shown}`, member);
    expect(shown.body.blocks[0].scenes[0].links).toHaveLength(6);
    expect(shown.body.updatedBy).toEqual({ id: team.writer.id, userName: team.writer.userName });
  });
});

describe('a story visibility', () => {
  it('is set on create, kept when an edit leaves it out, changed by one that names it', async () => {
    const world = await newImageWorld(server, team, 'stories-visibility');
    const stories = `${world.url}/Stories`;
    const writer = { token: team.writer.token };
    const created = await server.api('POST', stories, {
      ...writer,
      body: { name: 'Tide', type: 'novel', visibility: 'public' },
    });
    expect([created.status, created.body.visibility]).toEqual([200, 'public']);
    const kept = await server.api('PUT', `${stories}/${created.body.id}`, {
      ...writer,
      body: { name: 'Tide', type: 'novel', version: 1 },
    });
    expect([kept.status, kept.body.visibility]).toEqual([200, 'public']);
    const changed = await server.api('PUT', `${stories}/${created.body.id}`, {
      ...writer,
      body: { name: 'Tide', type: 'novel', version: 2, visibility: 'members' },
    });
    expect([changed.status, changed.body.visibility]).toEqual([200, 'members']);
    const wrong = await server.api('POST', stories, {
      ...writer,
      lang: 'ru',
      body: { name: 'Tide', type: 'novel', visibility: 'all' },
    });
    expect([wrong.status, codes(wrong)]).toEqual([400, expect.any(Array)]);
    expect(JSON.stringify(wrong.body)).not.toContain('VALIDATION.VISIBILITY_INVALID');
  });
});
