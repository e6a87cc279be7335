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
import { answerBytes, readAs, strangers } from '../../../../tests/kits/server/reader-calls';

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
