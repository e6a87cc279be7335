import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  messages,
  type ApiResponse,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import {
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';
import { emptyDialogGraph, type DialogNode } from '../../../shared/dialogs/dialog-graph';
import { lineIdOf } from '../../../shared/dialogs/localization/dialog-lines';
import { shareLinkLimits } from '../../../shared/schemas/dialog-share';

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'play');
});
afterAll(() => server.close());

function node(id: string, fields: Partial<DialogNode> = {}): DialogNode {
  return {
    id,
    kind: 'text',
    text: `line ${id}`,
    speakerId: null,
    meta: [],
    onEnter: [],
    choices: [],
    nextId: null,
    position: { x: 0, y: 0 },
    ...fields,
  };
}

const secretDoc = 'Vault ledger';
const secretText = 'The guild hides the crown under the lighthouse';
const otherDialogLine = 'A line from another dialog entirely';

/** A world with a shared dialog (a speaker, a choice, a variable) and other content that must stay home. */
async function sharedWorld(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const writer = team.writer.token;
  const mira = await world.addDocument('Mira Vell');
  const secret = await server.api('POST', `${world.url}/Documents`, {
    token: writer,
    body: {
      name: secretDoc,
      type: 'note',
      contents: {
        v: 1,
        doc: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: secretText }] }],
        },
      },
    },
  });
  expect(secret.status).toBe(200);
  const gold = await server.api('POST', `${world.url}/StoryVariables`, {
    token: writer,
    body: { name: 'gold', type: 'integer', commentary: 'private note on gold', defaultValue: '0' },
  });
  const unused = await server.api('POST', `${world.url}/StoryVariables`, {
    token: writer,
    body: { name: 'unusedsecretvar', type: 'text', commentary: '', defaultValue: '' },
  });
  expect([gold.status, unused.status]).toEqual([200, 200]);
  const create = (name: string) =>
    server.api('POST', `${world.url}/Dialogs`, {
      token: writer,
      body: { name, kind: 'branching' },
    });
  const dialog = (await create('Harbour talk')).body;
  const other = (await create('Other talk')).body;
  const save = (id: string, name: string, nodes: DialogNode[]) =>
    server.api('PUT', `${world.url}/Dialogs/${id}`, {
      token: writer,
      body: {
        name,
        version: 1,
        graph: { ...emptyDialogGraph(), startNodeId: nodes[0]!.id, nodes },
      },
    });
  expect(
    (
      await save(dialog.id, 'Harbour talk', [
        node('a', {
          kind: 'character',
          speakerId: mira,
          direction: 'whispered',
          onEnter: [{ variableId: gold.body.id, operation: 'add', value: '1' }],
          choices: [
            { id: 'yes', text: 'Aye', conditions: [], targetId: 'b' },
            { id: 'no', text: 'Nay', conditions: [], targetId: 'c' },
          ],
        }),
        node('b'),
        node('c'),
      ])
    ).status,
  ).toBe(200);
  expect((await save(other.id, 'Other talk', [node('x', { text: otherDialogLine })])).status).toBe(
    200,
  );
  const links = `${world.url}/Dialogs/${dialog.id}/ShareLinks`;
  const share = async (body: unknown = { label: 'Devlog', expiresAt: null }) =>
    server.api('POST', links, { token: writer, body });
  return { ...world, dialog, other, mira, gold: gold.body.id as string, links, share };
}

describe('play links', () => {
  it('open a dialog to anyone holding the link, with its own content and nothing else', async () => {
    const world = await sharedWorld('play-open');
    const created = await world.share();
    expect(created.status).toBe(200);
    const token: string = created.body.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.body.link).toMatchObject({ label: 'Devlog', expiresAt: null, revokedAt: null });

    const listed = await server.api('GET', world.links, { token: team.owner.token });
    expect(listed.body).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    const stored = await server.ctx.db.selectFrom('dialog_share_links').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const play = await server.api('GET', `/api/Play/${token}`);
    expect(play.status).toBe(200);
    expect(play.body.name).toBe('Harbour talk');
    expect(play.body.graph.nodes.map((n: DialogNode) => n.id)).toEqual(['a', 'b', 'c']);
    expect(play.body.graph.nodes[0].choices.map((c: { text: string }) => c.text)).toEqual([
      'Aye',
      'Nay',
    ]);
    expect(play.body.speakers).toEqual([{ id: world.mira, name: 'Mira Vell' }]);
    expect(play.body.variables).toEqual([
      { id: world.gold, name: 'gold', type: 'integer', defaultValue: '0' },
    ]);
    const text = JSON.stringify(play.body);
    for (const leak of [
      secretDoc,
      secretText,
      otherDialogLine,
      'Other talk',
      'unusedsecretvar',
      'private note on gold',
      'whispered',
      'play-open',
      team.owner.userName,
      team.writer.userName,
      team.viewer.userName,
      world.id,
    ])
      expect(text, leak).not.toContain(leak);
    expect(play.headers['cache-control']).toBe('no-store');
  });

  it('answer an unknown, revoked or expired link alike: 404 with a translated message', async () => {
    const world = await sharedWorld('play-closed');
    const revoked = (await world.share()).body;
    const expired = (await world.share()).body;
    expect(
      (
        await server.api('DELETE', `${world.links}/${revoked.link.id}`, {
          token: team.writer.token,
        })
      ).status,
    ).toBe(204);
    await server.ctx.db
      .updateTable('dialog_share_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.link.id)
      .execute();
    const answers: { status: number; body: ApiResponse['body'] }[] = [];
    for (const token of [revoked.token, expired.token, 'x'.repeat(43)]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await server.api(method, `/api/Play/${token}`, {
          lang: 'ru',
          body: { reachedNodes: ['a'], chosenOptions: [], finished: true },
        });
        answers.push({ status: response.status, body: response.body });
      }
    }
    expect(answers.every((answer) => JSON.stringify(answer) === JSON.stringify(answers[0]))).toBe(
      true,
    );
    expect(answers[0]!.status).toBe(404);
    expect(answers[0]!.body.Exceptions[0].Code).toBe('4045');
    expect(answers[0]!.body.Exceptions[0].Message).toContain('не работает');
    const listed = await server.api('GET', world.links, { token: team.writer.token });
    expect(
      listed.body.find((link: { id: string }) => link.id === revoked.link.id).revokedAt,
    ).toEqual(expect.any(String));
  });

  it('refuse an expiry in the past and a label that is too long', async () => {
    const world = await sharedWorld('play-refused');
    const past = await world.share({ label: '', expiresAt: '2000-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(messages(past)).toEqual(['The expiry date must be in the future']);
    const long = await world.share({ label: 'x'.repeat(101), expiresAt: null });
    expect(long.status).toBe(400);
    expect(codes(long)).toEqual(['400']);
  });

  it('record anonymous plays that the statistics count per node and choice', async () => {
    const world = await sharedWorld('play-stats');
    const { token } = (await world.share()).body;
    const statsUrl = `${world.url}/Dialogs/${world.dialog.id}/Plays`;
    const before = await server.api('GET', statsUrl, { token: team.owner.token });
    expect(before.body).toEqual({ plays: 0, finished: 0, nodes: [], choices: [] });
    const send = (body: unknown) => server.api('POST', `/api/Play/${token}`, { body });
    expect(
      (
        await send({
          reachedNodes: ['a', 'b', 'a'],
          chosenOptions: [
            { nodeId: 'a', choiceId: 'yes' },
            { nodeId: 'a', choiceId: 'yes' },
          ],
          finished: true,
        })
      ).status,
    ).toBe(204);
    expect((await send({ reachedNodes: ['a'], chosenOptions: [], finished: false })).status).toBe(
      204,
    );
    const unknownNode = await send({ reachedNodes: ['zz'], chosenOptions: [], finished: true });
    const unknownChoice = await send({
      reachedNodes: ['a'],
      chosenOptions: [{ nodeId: 'b', choiceId: 'yes' }],
      finished: true,
    });
    expect([unknownNode.status, unknownChoice.status]).toEqual([400, 400]);
    expect(messages(unknownNode)).toEqual([
      'The play names a line or choice this dialog does not have',
    ]);

    const stats = await server.api('GET', `${world.url}/Dialogs/${world.dialog.id}/Plays`, {
      token: team.writer.token,
    });
    expect(stats.status).toBe(200);
    expect(stats.body.plays).toBe(2);
    expect(stats.body.finished).toBe(1);
    expect(stats.body.nodes).toEqual(
      expect.arrayContaining([
        { nodeId: 'a', count: 2 },
        { nodeId: 'b', count: 1 },
      ]),
    );
    expect(stats.body.nodes).toHaveLength(2);
    expect(stats.body.choices).toEqual([{ nodeId: 'a', choiceId: 'yes', count: 1 }]);
    const rows = await server.ctx.db.selectFrom('dialog_plays').selectAll().execute();
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'chosen_options',
        'created_at',
        'dialog_id',
        'finished',
        'id',
        'link_id',
        'reached_nodes',
        'world_id',
      ].sort(),
    );
    const listed = await server.api('GET', world.links, { token: team.writer.token });
    expect(listed.body[0].plays).toBe(2);
  });

  it('play in one of the dialog languages of the world when asked', async () => {
    const world = await sharedWorld('play-languages');
    const { token } = (await world.share()).body;
    const languages = await server.api('PUT', `${world.url}/DialogLanguages`, {
      token: team.owner.token,
      body: { sourceLanguage: 'en', languages: ['ru'], lineCharLimit: null, choiceCharLimit: null },
    });
    expect(languages.status).toBe(200);
    const now = new Date().toISOString();
    await server.ctx.db
      .insertInto('dialog_translations')
      .values(
        [
          [lineIdOf(world.dialog.id, { id: 'a' }), 'Строка а'],
          [lineIdOf(world.dialog.id, { id: 'a' }, { id: 'yes' }), 'Да'],
        ].map(([lineId, text]) => ({
          dialog_id: world.dialog.id,
          language: 'ru',
          line_id: lineId!,
          text: text!,
          source_text: '',
          updated_at: now,
          updated_by: null,
        })),
      )
      .execute();
    const source = await server.api('GET', `/api/Play/${token}`);
    expect(source.body).toMatchObject({ language: 'en', languages: ['en', 'ru'] });
    expect(source.body.graph.nodes[0].text).toBe('line a');
    const russian = await server.api('GET', `/api/Play/${token}?language=ru`);
    expect(russian.status).toBe(200);
    expect(russian.body.language).toBe('ru');
    expect(russian.body.graph.nodes[0].text).toBe('Строка а');
    expect(russian.body.graph.nodes[0].choices.map((c: { text: string }) => c.text)).toEqual([
      'Да',
      'Nay',
    ]);
    expect((await server.api('GET', `/api/Play/${token}?language=de`)).status).toBe(400);
  });

  it('go with their dialog when it is deleted', async () => {
    const world = await sharedWorld('play-deleted');
    const { token } = (await world.share()).body;
    await server.api('POST', `/api/Play/${token}`, {
      body: { reachedNodes: ['a'], chosenOptions: [], finished: true },
    });
    const deleted = await server.api('DELETE', `${world.url}/Dialogs/${world.dialog.id}`, {
      token: team.writer.token,
    });
    expect(deleted.status).toBe(204);
    const left = async (table: 'dialog_share_links' | 'dialog_plays') =>
      (
        await server.ctx.db
          .selectFrom(table)
          .select('id')
          .where('dialog_id', '=', world.dialog.id)
          .execute()
      ).length;
    expect([await left('dialog_share_links'), await left('dialog_plays')]).toEqual([0, 0]);
    expect((await server.api('GET', `/api/Play/${token}`)).status).toBe(404);
  });
  it('go with their world when it is deleted', async () => {
    const world = await sharedWorld('play-world-gone');
    const { token } = (await world.share()).body;
    await server.api('POST', `/api/Play/${token}`, {
      body: { reachedNodes: ['a'], chosenOptions: [], finished: true },
    });
    const deleted = await server.api('DELETE', world.url, {
      token: team.owner.token,
      body: { name: 'play-world-gone' },
    });
    expect(deleted.status).toBe(204);
    const left = async (table: 'dialog_share_links' | 'dialog_plays') =>
      (
        await server.ctx.db
          .selectFrom(table)
          .select('id')
          .where('world_id', '=', world.id)
          .execute()
      ).length;
    expect([await left('dialog_share_links'), await left('dialog_plays')]).toEqual([0, 0]);
    expect((await server.api('GET', `/api/Play/${token}`)).status).toBe(404);
  });
});

describe('a link played very often', () => {
  it('keeps no more plays than its limit', async () => {
    const world = await sharedWorld('play-full');
    const created = (await world.share()).body;
    const now = new Date().toISOString();
    const filler = Array.from({ length: shareLinkLimits.maxPlaysPerLink }, (_, index) => ({
      id: `fill-${index}`,
      world_id: world.id,
      dialog_id: world.dialog.id,
      link_id: created.link.id,
      reached_nodes: '["a"]',
      chosen_options: '[]',
      finished: 0,
      created_at: now,
    }));
    for (let index = 0; index < filler.length; index += 500)
      await server.ctx.db
        .insertInto('dialog_plays')
        .values(filler.slice(index, index + 500))
        .execute();
    const sent = await server.api('POST', `/api/Play/${created.token}`, {
      body: { reachedNodes: ['a'], chosenOptions: [], finished: true },
    });
    expect(sent.status).toBe(204);
    const stats = await server.api('GET', `${world.url}/Dialogs/${world.dialog.id}/Plays`, {
      token: team.writer.token,
    });
    expect(stats.body).toMatchObject({ plays: shareLinkLimits.maxPlaysPerLink, finished: 0 });
  });
});

describe('play links under load from one address', () => {
  it('answer 429 past the per-address budget', async () => {
    const limited = await createTestServer({ playRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1)
        statuses.push((await limited.api('GET', `/api/Play/${'y'.repeat(43)}`)).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
      const other = await limited.api('GET', `/api/Play/${'y'.repeat(43)}`, { ip: '10.0.0.9' });
      expect(other.status).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
