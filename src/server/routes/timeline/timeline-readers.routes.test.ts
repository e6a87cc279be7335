import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  messages,
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
  team = await signUpTeam(server, 'rowread');
});
afterAll(() => server.close());

/** A string only the members-only row holds: it may never reach a reader. */
const marker = 'MARK-row-5d02be';

/** A world with its first row public and a members-only row set through the API. */
async function markedWorld(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const as = { token: team.writer.token };
  const rows = await server.api('GET', `${world.url}/TimelineRows`, as);
  const shownRow: string = rows.body[0].id;
  const shown = await server.api('PUT', `${world.url}/TimelineRows/${shownRow}`, {
    ...as,
    body: { name: 'Ages', visibility: 'public' },
  });
  expect([shown.status, shown.body.visibility]).toEqual([200, 'public']);
  const hidden = await server.api('POST', `${world.url}/TimelineRows`, {
    ...as,
    body: { name: marker, visibility: 'members' },
  });
  expect([hidden.status, hidden.body.visibility]).toEqual([200, 'members']);
  return { ...world, shownRow, hiddenRow: hidden.body.id as string };
}

/** Strings only members-only things hold: none may reach a reader. */
const eventMarker = 'MARK-event-7c41a9';
const documentMarker = 'MARK-doc-3e90f2';

/**
 * The marked world with a public and a members-only document, an event on the
 * public row linking both, and an event on the members-only row.
 */
async function worldWithEvents(urlName: string) {
  const world = await markedWorld(urlName);
  const as = { token: team.writer.token };
  const shownDoc = await world.addDocument('Saltmere');
  const hiddenDoc = await world.addDocument(documentMarker);
  await setVisibility(server, 'documents', [shownDoc], 'public');
  await setVisibility(server, 'documents', [hiddenDoc], 'members');
  const event = async (name: string, rowId: string) => {
    const created = await server.api('POST', `${world.url}/Events`, {
      ...as,
      body: {
        name,
        kind: 'instant',
        start: { year: 1200, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
        rowId,
        documentIds: [shownDoc, hiddenDoc],
      },
    });
    expect(created.status).toBe(200);
    return created.body.id as string;
  };
  const shownEvent = await event('Founding of Saltmere', world.shownRow);
  const hiddenEvent = await event(`Event ${eventMarker}`, world.hiddenRow);
  return { ...world, shownDoc, hiddenDoc, shownEvent, hiddenEvent };
}

describe('timeline events for readers', () => {
  it('show readers the events on public rows, linked only to public documents', async () => {
    const world = await worldWithEvents('events-readers');
    await publishFixtureWorld(server, world.id, 'members');
    const read = readAs(server, team.outsider.token);
    const secrets = [eventMarker, documentMarker, marker, world.hiddenEvent, world.hiddenDoc];
    for (const stranger of strangers) {
      const list = await read(stranger, `${world.url}/Events`);
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({
        items: [{ id: world.shownEvent, documentIds: [world.shownDoc] }],
        documents: [{ id: world.shownDoc, name: 'Saltmere' }],
        total: 1,
      });
      const one = await read(stranger, `${world.url}/Events/${world.shownEvent}`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({
        name: 'Founding of Saltmere',
        documentIds: [world.shownDoc],
        documents: [{ id: world.shownDoc, name: 'Saltmere' }],
        createdBy: null,
        updatedBy: null,
      });
      // A members-only row's event answers as an unknown one.
      const hidden = await read(stranger, `${world.url}/Events/${world.hiddenEvent}`);
      const unknown = await read(stranger, `${world.url}/Events/${world.hiddenDoc}`);
      expect([hidden.status, codes(hidden)]).toEqual([404, ['404']]);
      expect([hidden.status, hidden.body]).toEqual([unknown.status, unknown.body]);
      // Filtering by a members-only row or document finds nothing.
      const byRow = await read(stranger, `${world.url}/Events?rowId=${world.hiddenRow}`);
      const byDoc = await read(stranger, `${world.url}/Events?documentId=${world.hiddenDoc}`);
      expect([byRow.body.total, byDoc.body.total]).toEqual([0, 0]);
      for (const answer of [list, one, hidden, byRow, byDoc])
        for (const secret of secrets) expect(answerBytes(answer)).not.toContain(secret);
    }
  });

  it('show members every event and link as before', async () => {
    const world = await worldWithEvents('events-members');
    await publishFixtureWorld(server, world.id, 'members');
    const as = { token: team.viewer.token };
    const list = await server.api('GET', `${world.url}/Events`, as);
    expect(list.body.total).toBe(2);
    expect(list.body.documents.map((document: { id: string }) => document.id).sort()).toEqual(
      [world.shownDoc, world.hiddenDoc].sort(),
    );
    const hidden = await server.api('GET', `${world.url}/Events/${world.hiddenEvent}`, as);
    expect(hidden.status).toBe(200);
    expect(hidden.body.documentIds).toHaveLength(2);
    expect(hidden.body.createdBy).toMatchObject({ userName: team.writer.userName });
  });

  it('answer strangers 403 in a private world', async () => {
    const world = await worldWithEvents('events-readers-private');
    const read = readAs(server, team.outsider.token);
    for (const stranger of strangers)
      for (const url of [`${world.url}/Events`, `${world.url}/Events/${world.shownEvent}`]) {
        const response = await read(stranger, url);
        expect([response.status, codes(response)]).toEqual([403, ['401_2']]);
        expect(answerBytes(response)).not.toContain('Saltmere');
      }
  });
});

describe('timeline rows for readers', () => {
  it('show readers the public rows and the calendar, never a members-only row', async () => {
    const world = await markedWorld('rows-readers');
    await publishFixtureWorld(server, world.id, 'members');
    const read = readAs(server, team.outsider.token);
    for (const stranger of strangers) {
      const rows = await read(stranger, `${world.url}/TimelineRows`);
      expect([rows.status, rows.body.map((row: { name: string }) => row.name)]).toEqual([
        200,
        ['Ages'],
      ]);
      expect(answerBytes(rows)).not.toContain(marker);
      expect(answerBytes(rows)).not.toContain(world.hiddenRow);
      const calendar = await read(stranger, `${world.url}/Timeline`);
      expect(calendar.status).toBe(200);
    }
    const member = await server.api('GET', `${world.url}/TimelineRows`, {
      token: team.viewer.token,
    });
    expect(member.body.map((row: { name: string }) => row.name)).toEqual(['Ages', marker]);
  });

  it('keep a row without its own setting on the world default', async () => {
    const world = await markedWorld('rows-readers-default');
    await server.api('PUT', `${world.url}/TimelineRows/${world.shownRow}`, {
      token: team.writer.token,
      body: { name: 'Ages', visibility: null },
    });
    await publishFixtureWorld(server, world.id, 'public');
    const rows = await readAs(server, team.outsider.token)(
      'anonymous',
      `${world.url}/TimelineRows`,
    );
    expect(rows.body.map((row: { name: string }) => row.name)).toEqual(['Ages']);
    // Renaming without a visibility keeps the row's setting.
    await server.api('PUT', `${world.url}/TimelineRows/${world.hiddenRow}`, {
      token: team.writer.token,
      body: { name: `${marker} renamed` },
    });
    const again = await readAs(server, team.outsider.token)(
      'nonMember',
      `${world.url}/TimelineRows`,
    );
    expect(answerBytes(again)).not.toContain(marker);
  });

  it('answer strangers 403 in a private world', async () => {
    const world = await markedWorld('rows-readers-private');
    const read = readAs(server, team.outsider.token);
    for (const stranger of strangers) {
      for (const url of [`${world.url}/TimelineRows`, `${world.url}/Timeline`]) {
        const response = await read(stranger, url);
        expect([response.status, codes(response)]).toEqual([403, ['401_2']]);
        expect(answerBytes(response)).not.toContain(marker);
      }
    }
  });

  it('reject a visibility that is not one of the choices', async () => {
    const world = await markedWorld('rows-readers-invalid');
    const bad = await server.api('POST', `${world.url}/TimelineRows`, {
      token: team.writer.token,
      body: { name: 'Odd', visibility: 'everyone' },
    });
    expect([bad.status, messages(bad)]).toEqual([
      400,
      ['Choose who sees it: everyone, members only, or the world default'],
    ]);
  });
});
