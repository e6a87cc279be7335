import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  messages,
  testDatabaseUrl,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import {
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';
import { multipart } from '../../../../tests/kits/server/test-images';
import type { DialogGraph } from '../../../shared/dialogs/dialog-graph';
import { ErrorCode } from '../../../shared/errors';
import tavernYarn from '../../../shared/dialogs/fixtures/yarn/tavern.yarn?raw';

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'dyarn');
});
afterAll(() => server.close());

async function sendYarn(url: string, text: string, lang: 'en' | 'ru' = 'en') {
  const body = multipart('tavern.yarn', Buffer.from(text), 'text/plain', { format: 'yarn-2' });
  return server.api('POST', `${url}/Dialogs/Import`, {
    token: team.writer.token,
    lang,
    body: body.payload,
    headers: { 'content-type': body.contentType },
  });
}

describe(`Yarn dialog import (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('creates the dialog from a Yarn file, with its variables, its speaker and the report', async () => {
    const world = await newImageWorld(server, team, 'yarn-good');
    const barkeep = await world.addDocument('Barkeep');
    const response = await sendYarn(world.url, tavernYarn);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      dialog: { name: 'tavern' },
      created: { variables: ['gold', 'has_key', 'mood'], metaFields: [] },
      missingSpeakers: [],
      dropped: [
        { reason: 'headerDropped', count: 1, examples: ['tags: intro'] },
        // The first line's and the option's ids are kept; the second line joins the first's node.
        { reason: 'lineTagDropped', count: 1, examples: ['#line:0a1b2d'] },
      ],
    });
    const dialog = (
      await server.api('GET', `${world.url}/Dialogs/${response.body.dialog.id}`, {
        token: team.viewer.token,
      })
    ).body;
    const start = dialog.graph.nodes.find(
      (node: DialogGraph['nodes'][number]) => node.id === dialog.graph.startNodeId,
    );
    expect(start).toMatchObject({
      kind: 'character',
      speakerId: barkeep,
      text: "Welcome to the Prancing Pony!\nWhat'll it be?",
      lineId: '0a1b2c',
    });
    expect(start.choices[0].lineId).toBe('0a1b2e');
    expect(start.choices.map((choice: { text: string }) => choice.text)).toEqual([
      'A pint of ale, please.',
      'Do you have a room?',
      'Nothing, thanks.',
    ]);
  });

  it('refuses a malformed Yarn file with the problem named, and creates nothing', async () => {
    const world = await newImageWorld(server, team, 'yarn-bad');
    const broken = 'title: Start\n---\nHello\n<<jump Nowhere>>\n===\n';
    const en = await sendYarn(world.url, broken);
    expect(en.status).toBe(400);
    expect(codes(en)).toEqual([ErrorCode.dialogFileInvalid]);
    expect(messages(en)[0]).toContain('<<jump>> leads to a node the file does not hold');
    const ru = await sendYarn(world.url, broken, 'ru');
    expect(messages(ru)[0]).toContain('<<jump>> ведёт к узлу, которого нет в файле');
    const dialogs = await server.api('GET', `${world.url}/Dialogs`, { token: team.viewer.token });
    expect(dialogs.body).toMatchObject({ total: 0, items: [] });
  });
});
