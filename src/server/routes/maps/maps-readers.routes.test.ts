import crypto from 'node:crypto';
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
  team = await signUpTeam(server, 'mapread');
});
afterAll(() => server.close());

/** Strings only members-only things hold: none may reach a reader. */
const mark = {
  map: 'MARK-map-a41c07',
  layer: 'MARK-layer-5be912',
  secret: 'MARK-secret-0d7e44',
  document: 'MARK-doc-93b1f0',
  event: 'MARK-event-c2e85a',
  child: 'MARK-child-7f3a21',
};
const pin = (x: number, y: number) => ({ kind: 'pin', point: [x, y] });

/**
 * A world with a public map holding a public, a members-only and a secret
 * layer, each with a pin; a public pin links a members-only document, an
 * event on a members-only row and a members-only child map, another pin the
 * public ones. Beside it a members-only map.
 */
async function markedMaps(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const as = { token: team.writer.token };
  const post = async (url: string, body: Record<string, unknown>) => {
    const response = await server.api('POST', `${world.url}/${url}`, { ...as, body });
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    return response.body.id as string;
  };
  const map = await post('Maps', { name: 'Saltmere coast', visibility: 'public' });
  const hiddenMap = await post('Maps', { name: `Map ${mark.map}`, visibility: 'members' });
  const child = await post('Maps', {
    name: `Map ${mark.child}`,
    parentMapId: map,
    visibility: 'members',
  });
  const shownChild = await post('Maps', {
    name: 'Harbour',
    parentMapId: map,
    visibility: 'public',
  });
  await server.ctx.db
    .updateTable('maps')
    .set({ status: 'ready', file_key: crypto.randomUUID(), width: 1000, height: 800, max_zoom: 2 })
    .where('id', 'in', [map, hiddenMap])
    .execute();
  const layer = (name: string, secret: boolean, visibility: string) =>
    post(`Maps/${map}/Layers`, { name, secret, visibility });
  const shownLayer = await layer('Roads', false, 'public');
  const hiddenLayer = await layer(`Layer ${mark.layer}`, false, 'members');
  // Secret wins over its visibility.
  const secretLayer = await layer(`Layer ${mark.secret}`, true, 'public');
  const shownDoc = await world.addDocument('Lighthouse');
  const hiddenDoc = await world.addDocument(`Doc ${mark.document}`);
  await setVisibility(server, 'documents', [shownDoc], 'public');
  await setVisibility(server, 'documents', [hiddenDoc], 'members');
  const rows = await server.api('GET', `${world.url}/TimelineRows`, as);
  const shownRow: string = rows.body[0].id;
  await setVisibility(server, 'timeline_rows', [shownRow], 'public');
  const hiddenRow = await post('TimelineRows', { name: 'Plots', visibility: 'members' });
  const event = (name: string, rowId: string) =>
    post('Events', {
      name,
      kind: 'instant',
      start: { year: 1, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
      rowId,
    });
  const shownEvent = await event('Great storm', shownRow);
  const hiddenEvent = await event(`Event ${mark.event}`, hiddenRow);
  const feature = (body: Record<string, unknown>) => post(`Maps/${map}/Features`, body);
  const linkedPin = await feature({
    geometry: pin(10, 10),
    layerId: shownLayer,
    name: 'Old tower',
    documentId: hiddenDoc,
    eventId: hiddenEvent,
    childMapId: child,
  });
  const openPin = await feature({
    geometry: pin(20, 20),
    name: 'Quay',
    documentId: shownDoc,
    eventId: shownEvent,
    childMapId: shownChild,
  });
  await feature({ geometry: pin(30, 30), layerId: hiddenLayer, name: `Pin ${mark.layer}` });
  await feature({ geometry: pin(40, 40), layerId: secretLayer, name: `Pin ${mark.secret}` });
  return {
    ...world,
    map,
    hiddenMap,
    child,
    shownChild,
    shownLayer,
    hiddenLayer,
    secretLayer,
    shownDoc,
    hiddenDoc,
    shownEvent,
    hiddenEvent,
    linkedPin,
    openPin,
  };
}

type Place = {
  id: string;
  name: string;
  documentId: string | null;
  document: unknown;
  eventId: string | null;
  event: unknown;
  childMapId: string | null;
};

describe('maps for readers', () => {
  it('show readers public maps, public layers, and no link to members-only items', async () => {
    const world = await markedMaps('maps-readers');
    await publishFixtureWorld(server, world.id, 'members');
    const read = readAs(server, team.outsider.token);
    const hiddenIds = [
      world.hiddenMap,
      world.child,
      world.hiddenLayer,
      world.secretLayer,
      world.hiddenDoc,
      world.hiddenEvent,
    ];
    for (const stranger of strangers) {
      const list = await read(stranger, `${world.url}/Maps`);
      expect(list.status).toBe(200);
      expect(list.body.map((map: { name: string }) => map.name)).toEqual([
        'Harbour',
        'Saltmere coast',
      ]);
      // Pins of the public layer and of none.
      expect(list.body[1]).toMatchObject({ pinCount: 2, visibility: 'public' });

      const one = await read(stranger, `${world.url}/Maps/${world.map}`);
      expect(one.status).toBe(200);
      expect(one.body.layers.map((layer: { id: string }) => layer.id)).toEqual([world.shownLayer]);
      expect(one.body.children.map((map: { id: string }) => map.id)).toEqual([world.shownChild]);
      const places: Place[] = one.body.features;
      expect(places.map((place) => place.name).sort()).toEqual(['Old tower', 'Quay']);
      expect(places.find((place) => place.id === world.linkedPin)).toMatchObject({
        documentId: null,
        document: null,
        eventId: null,
        event: null,
        childMapId: null,
      });
      expect(places.find((place) => place.id === world.openPin)).toMatchObject({
        documentId: world.shownDoc,
        document: { name: 'Lighthouse' },
        eventId: world.shownEvent,
        event: { name: 'Great storm' },
        childMapId: world.shownChild,
      });

      // A members-only map answers as an unknown one.
      const hidden = await read(stranger, `${world.url}/Maps/${world.hiddenMap}`);
      const unknown = await read(stranger, `${world.url}/Maps/${crypto.randomUUID()}`);
      expect([hidden.status, codes(hidden)]).toEqual([unknown.status, codes(unknown)]);
      expect(hidden.status).toBe(404);

      // "On maps" of a public document and event; a members-only one's answers 404.
      const docPlaces = await read(stranger, `${world.url}/Documents/${world.shownDoc}/MapPlaces`);
      expect(docPlaces.body).toMatchObject([{ featureId: world.openPin, mapId: world.map }]);
      const eventPlaces = await read(stranger, `${world.url}/Events/${world.shownEvent}/MapPlaces`);
      expect(eventPlaces.body).toMatchObject([{ featureId: world.openPin }]);
      const hiddenDocPlaces = await read(
        stranger,
        `${world.url}/Documents/${world.hiddenDoc}/MapPlaces`,
      );
      const hiddenEventPlaces = await read(
        stranger,
        `${world.url}/Events/${world.hiddenEvent}/MapPlaces`,
      );
      expect([hiddenDocPlaces.status, hiddenEventPlaces.status]).toEqual([404, 404]);

      for (const answer of [list, one, hidden, docPlaces, eventPlaces]) {
        for (const secret of Object.values(mark)) expect(answerBytes(answer)).not.toContain(secret);
        for (const id of hiddenIds) expect(answerBytes(answer)).not.toContain(id);
      }
    }
  });

  it('never serve a reader a member’s cached answer, nor the reverse', async () => {
    const world = await markedMaps('maps-readers-cache');
    await publishFixtureWorld(server, world.id, 'members');
    const member = () =>
      server.api('GET', `${world.url}/Maps/${world.map}`, { token: team.viewer.token });
    const reader = () => server.api('GET', `${world.url}/Maps/${world.map}`);
    const first = await member();
    const asReader = await reader();
    const again = await member();
    expect(first.body.layers).toHaveLength(2);
    expect(asReader.body.layers).toHaveLength(1);
    expect(again.body).toEqual(first.body);
    expect(asReader.headers.etag).not.toBe(first.headers.etag);
    // The member's ETag does not make a reader's 304.
    const guessed = await server.api('GET', `${world.url}/Maps/${world.map}`, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(guessed.status).toBe(200);
    expect(answerBytes(guessed)).not.toContain(mark.layer);
  });

  it('follow a change of the world default, a layer, a document and a row at once', async () => {
    const world = await markedMaps('maps-readers-follow');
    await publishFixtureWorld(server, world.id, 'members');
    const reader = () => server.api('GET', `${world.url}/Maps/${world.map}`);
    expect((await reader()).body.layers).toHaveLength(1);
    // A layer without its own setting follows the world's default.
    await server.ctx.db
      .updateTable('map_layers')
      .set({ visibility: null })
      .where('id', '=', world.hiddenLayer)
      .execute();
    expect((await reader()).body.layers).toHaveLength(1);
    await publishFixtureWorld(server, world.id, 'public');
    const opened = await reader();
    expect(opened.body.layers.map((layer: { id: string }) => layer.id).sort()).toEqual(
      [world.shownLayer, world.hiddenLayer].sort(),
    );
    expect(answerBytes(opened)).not.toContain(mark.secret);
    // The linked document and event's row made members-only again: their links leave at once.
    await publishFixtureWorld(server, world.id, 'members');
    await setVisibility(server, 'documents', [world.shownDoc], 'members');
    await setVisibility(server, 'timeline_rows', [(await rowOf(world.shownEvent))!], 'members');
    const closed = await reader();
    const quay = (closed.body.features as Place[]).find((place) => place.id === world.openPin);
    expect(quay).toMatchObject({ documentId: null, eventId: null, childMapId: world.shownChild });
    // The map itself made members-only.
    await server.api('PUT', `${world.url}/Maps/${world.map}`, {
      token: team.writer.token,
      body: { name: 'Saltmere coast', visibility: 'members', version: 1 },
    });
    expect((await reader()).status).toBe(404);
  });

  it('keep a map’s and a layer’s setting when an edit leaves it out', async () => {
    const world = await markedMaps('maps-readers-keep');
    const as = { token: team.writer.token };
    const put = await server.api('PUT', `${world.url}/Maps/${world.map}`, {
      ...as,
      body: { name: 'Renamed', version: 1 },
    });
    expect([put.status, put.body.visibility]).toEqual([200, 'public']);
    const layer = await server.api(
      'PUT',
      `${world.url}/Maps/${world.map}/Layers/${world.shownLayer}`,
      {
        ...as,
        body: { name: 'Roads', version: 1 },
      },
    );
    expect(layer.status).toBe(200);
    const members = await server.api('GET', `${world.url}/Maps/${world.map}`, as);
    expect(
      members.body.layers.map((each: { name: string; visibility: string | null }) => [
        each.name,
        each.visibility,
      ]),
    ).toEqual([
      ['Roads', 'public'],
      [`Layer ${mark.layer}`, 'members'],
      [`Layer ${mark.secret}`, 'public'],
    ]);
    const bad = await server.api('POST', `${world.url}/Maps`, {
      ...as,
      body: { name: 'Odd', visibility: 'everyone' },
    });
    expect(bad.status).toBe(400);
  });

  it('answer strangers 403 in a private world', async () => {
    const world = await markedMaps('maps-readers-private');
    const read = readAs(server, team.outsider.token);
    for (const stranger of strangers)
      for (const url of [`${world.url}/Maps`, `${world.url}/Maps/${world.map}`]) {
        const response = await read(stranger, url);
        expect([response.status, codes(response)]).toEqual([403, ['401_2']]);
        expect(answerBytes(response)).not.toContain('Saltmere');
      }
  });
});

async function rowOf(eventId: string): Promise<string | undefined> {
  const row = await server.ctx.db
    .selectFrom('events')
    .select('row_id')
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row?.row_id;
}
