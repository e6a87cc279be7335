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
import { multipart as fileBody } from '../../../../tests/kits/server/test-images';
import { tavernContext, tavernGraph } from '../../../shared/dialogs/dialog-fixtures';
import { exportTwee } from '../../../shared/dialogs/export-twee';
import { ErrorCode } from '../../../shared/errors';

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'dtwee');
});
afterAll(() => server.close());

function multipart(fileName: string, text: string, format: string) {
  return fileBody(fileName, Buffer.from(text), 'text/plain', { format });
}

describe('POST /api/Setting/:id/Dialogs/Import with Twee 3', () => {
  it('creates a dialog from a Harlowe Twee file with its variables, fields and losses', async () => {
    const world = await newImageWorld(server, team, 'twee-harlowe');
    const twee = exportTwee(tavernGraph(), tavernContext, { format: 'harlowe' }).replace(
      ':: pay [text]',
      ':: pay [text shop]',
    );
    const body = multipart('tavern.twee', `${twee}\n(print: $gold)\n`, 'twee-3');
    const response = await server.api('POST', `${world.url}/Dialogs/Import`, {
      token: team.writer.token,
      body: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      dialog: { name: 'The Tavern', nodeCount: 4 },
      created: {
        variables: ['has_key', 'gold', 'mood'],
        metaFields: ['background', 'frame'],
      },
      dropped: expect.arrayContaining([
        { reason: 'tweeMacroUnknown', count: 1, examples: ['(print:)'] },
        { reason: 'tweeTagDropped', count: 1, examples: ['shop'] },
      ]),
    });
    const dialog = (
      await server.api('GET', `${world.url}/Dialogs/${response.body.dialog.id}`, {
        token: team.viewer.token,
      })
    ).body;
    expect(dialog.graph.startNodeId).toBe('greet');
    expect(
      dialog.graph.nodes.map((node: { id: string; position: unknown }) => [node.id, node.position]),
    ).toEqual([
      ['greet', { x: 0, y: 100 }],
      ['pay', { x: 300, y: 0 }],
      ['cellar', { x: 300, y: 200 }],
      ['more', { x: 600, y: 100 }],
    ]);
  });

  it('refuses a link to a missing passage in the caller’s language and creates nothing', async () => {
    const world = await newImageWorld(server, team, 'twee-broken');
    const body = multipart('broken.twee', ':: Start\n[[Go->Nowhere]]\n', 'twee-3');
    const response = await server.api('POST', `${world.url}/Dialogs/Import`, {
      token: team.writer.token,
      lang: 'ru',
      body: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(response.status).toBe(400);
    expect(codes(response)).toEqual([ErrorCode.dialogFileInvalid]);
    expect(messages(response)[0]).toMatch(/^Ссылка ведёт к фрагменту, которого нет в файле/);
    const list = await server.api('GET', `${world.url}/Dialogs`, { token: team.viewer.token });
    expect(JSON.stringify(list.body)).not.toContain('Start');
  });
});
