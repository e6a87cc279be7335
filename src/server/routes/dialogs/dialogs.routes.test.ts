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
import {
  emptyDialogGraph,
  type DialogGraph,
  type DialogNode,
} from '../../../shared/dialogs/dialog-graph';

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'dlg');
});
afterAll(() => server.close());

async function dialogWorld(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const dialogs = `${world.url}/Dialogs`;
  const create = (body: unknown, token = team.writer.token, lang: 'en' | 'ru' = 'en') =>
    server.api('POST', dialogs, { token, lang, body });
  const save = (
    dialogId: string,
    body: unknown,
    token = team.writer.token,
    lang: 'en' | 'ru' = 'en',
  ) => server.api('PUT', `${dialogs}/${dialogId}`, { token, lang, body });
  const get = (dialogId: string, token = team.viewer.token) =>
    server.api('GET', `${dialogs}/${dialogId}`, { token });
  return { ...world, dialogs, create, save, get };
}

function node(id: string, fields: Partial<DialogNode> = {}): DialogNode {
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

function graphOf(
  nodes: DialogNode[],
  startNodeId: string | null = nodes[0]?.id ?? null,
): DialogGraph {
  return { ...emptyDialogGraph(), startNodeId, nodes };
}

describe('dialogs', () => {
  it('are created empty, saved with a graph, listed by name with the total, read by every member', async () => {
    const world = await dialogWorld('dialogs-happy');
    const mira = await world.addDocument('Mira Vell');
    const oro = await world.addDocument('Captain Oro');
    const created = await world.create({ name: ' Harbour talk ', kind: 'branching' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Harbour talk',
      kind: 'branching',
      graph: emptyDialogGraph(),
      version: 1,
      updatedAt: expect.any(String),
      updatedBy: { id: team.writer.id, userName: team.writer.userName },
      visibility: null,
      mentionedDocuments: [],
    });
    const graph = graphOf([
      node('greet', {
        kind: 'character',
        speakerId: oro,
        text: 'Who goes there?',
        choices: [
          { id: 'me', text: 'Mira.', conditions: [], targetId: 'answer' },
          { id: 'leave', text: 'Nobody.', conditions: [], targetId: null },
        ],
      }),
      node('answer', {
        kind: 'character',
        speakerId: mira,
        text: 'Your navigator.',
        nextId: 'greet',
      }),
    ]);
    const saved = await world.save(created.body.id, {
      name: 'Harbour talk at night',
      graph,
      version: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Harbour talk at night', version: 2, graph });
    expect(saved.body.mentionedDocuments).toEqual([
      { id: oro, name: 'Captain Oro', type: 'character' },
      { id: mira, name: 'Mira Vell', type: 'character' },
    ]);
    expect((await world.get(created.body.id)).body).toEqual(saved.body);

    await world.create({ name: 'Arrival', kind: 'linear' }, team.owner.token);
    await world.create({ name: 'bell tolls', kind: 'branching' });
    const list = await server.api('GET', world.dialogs, { token: team.viewer.token });
    expect(list.body.total).toBe(3);
    expect(list.body.items.map((item: { name: string }) => item.name)).toEqual([
      'Arrival',
      'bell tolls',
      'Harbour talk at night',
    ]);
    expect(list.body.items[2]).toEqual({
      id: created.body.id,
      name: 'Harbour talk at night',
      kind: 'branching',
      nodeCount: 2,
      version: 2,
      updatedAt: expect.any(String),
      updatedBy: { id: team.writer.id, userName: team.writer.userName },
      visibility: null,
    });
    const page = await server.api('GET', `${world.dialogs}?offset=1&limit=1`, {
      token: team.viewer.token,
    });
    expect([page.body.total, page.body.items.map((item: { name: string }) => item.name)]).toEqual([
      3,
      ['bell tolls'],
    ]);
    const found = await server.api('GET', `${world.dialogs}?search=HARBOUR`, {
      token: team.viewer.token,
    });
    expect([found.body.total, found.body.items.map((item: { name: string }) => item.name)]).toEqual(
      [1, ['Harbour talk at night']],
    );
    const percent = await server.api('GET', `${world.dialogs}?search=%25`, {
      token: team.viewer.token,
    });
    expect(percent.body.total).toBe(0);
    const summary = await server.api('GET', `${world.url}/Summary`, { token: team.viewer.token });
    expect(summary.body.counts.dialogs).toBe(3);

    const feed = await server.api('GET', `${world.url}/Feed`, { token: team.viewer.token });
    expect(feed.body.items.slice(0, 4)).toMatchObject([
      { type: 'create_new_dialog', details: { name: 'bell tolls', kind: 'branching' } },
      { type: 'create_new_dialog', details: { name: 'Arrival', kind: 'linear' } },
      {
        type: 'update_dialog',
        details: { name: 'Harbour talk at night', previousName: 'Harbour talk' },
      },
      { type: 'create_new_dialog', details: { name: 'Harbour talk' } },
    ]);
  });

  it("need a name and a kind, in the caller's language", async () => {
    const world = await dialogWorld('dialogs-validate');
    const noName = await world.create({ name: '  ', kind: 'linear' });
    expect([noName.status, codes(noName), messages(noName)]).toEqual([
      400,
      ['400'],
      ['Name is required'],
    ]);
    expect(messages(await world.create({ kind: 'linear' }, team.writer.token, 'ru'))).toEqual([
      'Укажите название',
    ]);
    expect(messages(await world.create({ name: 'Talk', kind: 'circular' }))).toEqual([
      'Choose linear or branching',
    ]);
    expect(messages(await world.create({ name: 'Talk' }, team.writer.token, 'ru'))).toEqual([
      'Выберите: линейный или ветвящийся',
    ]);
    const created = (await world.create({ name: 'Talk', kind: 'branching' })).body;
    expect(
      messages(await world.save(created.id, { name: '', graph: emptyDialogGraph(), version: 1 })),
    ).toEqual(['Name is required']);
    const badShape = await world.save(created.id, {
      name: 'Talk',
      graph: { version: 1, startNodeId: null },
      version: 1,
    });
    expect(badShape.status).toBe(400);
    const unknownKind = await world.save(created.id, {
      name: 'Talk',
      graph: graphOf([node('a', { kind: 'shout' as 'text' })]),
      version: 1,
    });
    expect(unknownKind.status).toBe(400);
  });

  it('refuse a broken graph: repeated ids and links to missing nodes', async () => {
    const world = await dialogWorld('dialogs-structure');
    const { id } = (await world.create({ name: 'Talk', kind: 'branching' })).body;
    const cases: DialogGraph[] = [
      graphOf([node('a'), node('a')]),
      graphOf([node('a')], 'nowhere'),
      graphOf([node('a', { nextId: 'ghost' })]),
      graphOf([
        node('a', { choices: [{ id: 'c', text: 'Go', conditions: [], targetId: 'ghost' }] }),
      ]),
      graphOf([
        node('a', {
          choices: [
            { id: 'c', text: 'Go', conditions: [], targetId: null },
            { id: 'c', text: 'Stay', conditions: [], targetId: null },
          ],
        }),
      ]),
    ];
    for (const graph of cases) {
      const response = await world.save(id, { name: 'Talk', graph, version: 1 });
      expect([response.status, codes(response)], JSON.stringify(graph)).toEqual([400, ['400']]);
      expect(messages(response)[0]).toMatch(
        /^The dialog is broken: an id or a field repeats, or a link leads to a missing node: /,
      );
    }
    const ru = await world.save(
      id,
      { name: 'Talk', graph: cases[2], version: 1 },
      team.writer.token,
      'ru',
    );
    expect(messages(ru)).toEqual([
      'Диалог повреждён: повторяется id или поле, или связь ведёт к несуществующему узлу: a',
    ]);
    expect((await world.get(id)).body.version).toBe(1);
  });

  it('refuse documents, variables and fields of another world (40045) and values that do not fit their type', async () => {
    const world = await dialogWorld('dialogs-references');
    const other = await dialogWorld('dialogs-references-other');
    const stranger = await other.addDocument('Stranger');
    const foreignVariable = (
      await server.api('POST', `${other.url}/StoryVariables`, {
        token: team.writer.token,
        body: { name: 'gold', type: 'integer', defaultValue: '0' },
      })
    ).body;
    const gold = (
      await server.api('POST', `${world.url}/StoryVariables`, {
        token: team.writer.token,
        body: { name: 'gold', type: 'integer', defaultValue: '0' },
      })
    ).body;
    const met = (
      await server.api('POST', `${world.url}/StoryVariables`, {
        token: team.writer.token,
        body: { name: 'met', type: 'boolean', defaultValue: 'false' },
      })
    ).body;
    const volume = (
      await server.api('POST', `${world.url}/DialogMetaSchema`, {
        token: team.writer.token,
        body: { name: 'volume', type: 'integer' },
      })
    ).body;
    const { id } = (await world.create({ name: 'Talk', kind: 'branching' })).body;
    const save = (nodes: DialogNode[], lang: 'en' | 'ru' = 'en') =>
      world.save(id, { name: 'Talk', graph: graphOf(nodes), version: 1 }, team.writer.token, lang);

    const speaker = await save([node('a', { kind: 'character', speakerId: stranger })]);
    expect([speaker.status, codes(speaker), messages(speaker)]).toEqual([
      400,
      ['40045'],
      [`The dialog refers to a variable, field or document this world does not have: ${stranger}`],
    ]);
    const variable = await save(
      [node('a', { onEnter: [{ variableId: foreignVariable.id, operation: 'set', value: '1' }] })],
      'ru',
    );
    expect([codes(variable), messages(variable)]).toEqual([
      ['40045'],
      [
        `Диалог ссылается на переменную, поле или документ, которых нет в этом мире: ${foreignVariable.id}`,
      ],
    ]);
    const field = await save([
      node('a', { kind: 'custom', meta: [{ schemaId: 'no-such-field', value: '1' }] }),
    ]);
    expect(codes(field)).toEqual(['40045']);
    const condition = await save([
      node('a', {
        choices: [
          {
            id: 'c',
            text: 'Go',
            conditions: [{ variableId: 'no-such-variable', operator: 'eq', value: 'x' }],
            targetId: null,
          },
        ],
      }),
    ]);
    expect(codes(condition)).toEqual(['40045']);

    // SPEC: custom nodes carry values, integers checked.
    const notInteger = await save([
      node('a', { kind: 'custom', meta: [{ schemaId: volume.id, value: 'loud' }] }),
    ]);
    expect([codes(notInteger), messages(notInteger)]).toEqual([
      ['400'],
      ['This field holds whole numbers only: a'],
    ]);
    const notIntegerRu = await save(
      [node('a', { kind: 'custom', meta: [{ schemaId: volume.id, value: '1.5' }] })],
      'ru',
    );
    expect(messages(notIntegerRu)).toEqual(['В этом поле только целые числа: a']);
    const twice = await save([
      node('a', {
        kind: 'custom',
        meta: [
          { schemaId: volume.id, value: '1' },
          { schemaId: volume.id, value: '2' },
        ],
      }),
    ]);
    expect(codes(twice)).toEqual(['400']);
    expect(
      messages(
        await save([
          node('a', { onEnter: [{ variableId: met.id, operation: 'set', value: 'maybe' }] }),
        ]),
      ),
    ).toEqual(['Use true or false: a']);
    expect(
      messages(
        await save([
          node('a', { onEnter: [{ variableId: met.id, operation: 'add', value: '1' }] }),
        ]),
      ),
    ).toEqual(['Only an integer variable can be added to or compared as a number: a']);
    expect(
      messages(
        await save([
          node('a', {
            choices: [
              {
                id: 'c',
                text: 'Pay',
                conditions: [{ variableId: gold.id, operator: 'gte', value: 'lots' }],
                targetId: null,
              },
            ],
          }),
        ]),
      ),
    ).toEqual(['Use a whole number: a']);

    const fine = await save([
      node('a', {
        kind: 'custom',
        meta: [{ schemaId: volume.id, value: '-3' }],
        onEnter: [
          { variableId: gold.id, operation: 'add', value: '5' },
          { variableId: met.id, operation: 'set', value: 'true' },
        ],
        choices: [
          {
            id: 'c',
            text: 'Pay',
            conditions: [{ variableId: gold.id, operator: 'gte', value: '5' }],
            targetId: null,
          },
        ],
      }),
    ]);
    expect(fine.status).toBe(200);
    expect((await world.get(id)).body.version).toBe(2);
  });

  it('refuse a save made on a stale version (4091), and answer 40044 for an unknown dialog', async () => {
    const world = await dialogWorld('dialogs-stale');
    const { id } = (await world.create({ name: 'Talk', kind: 'linear' })).body;
    expect(
      (await world.save(id, { name: 'Talk', graph: graphOf([node('a')]), version: 1 })).status,
    ).toBe(200);
    const stale = await world.save(
      id,
      { name: 'Talk', graph: graphOf([node('b')]), version: 1 },
      team.owner.token,
    );
    expect([stale.status, codes(stale), messages(stale)]).toEqual([
      409,
      ['4091'],
      ['Someone else has changed this in the meantime'],
    ]);
    expect((await world.get(id)).body.graph.nodes.map((n: DialogNode) => n.id)).toEqual(['a']);

    const missing = await world.get('no-such-dialog');
    expect([missing.status, codes(missing), messages(missing)]).toEqual([
      404,
      ['40044'],
      ['The dialog does not exist'],
    ]);
    const missingRu = await server.api('GET', `${world.dialogs}/no-such-dialog`, {
      token: team.viewer.token,
      lang: 'ru',
    });
    expect(messages(missingRu)).toEqual(['Такого диалога нет']);
    expect(
      codes(
        await world.save('no-such-dialog', { name: 'Talk', graph: emptyDialogGraph(), version: 1 }),
      ),
    ).toEqual(['40044']);
    expect(
      codes(
        await server.api('DELETE', `${world.dialogs}/no-such-dialog`, { token: team.writer.token }),
      ),
    ).toEqual(['40044']);
    // Another world's dialog is not found through this one.
    const other = await dialogWorld('dialogs-stale-other');
    expect(
      codes(await server.api('GET', `${other.dialogs}/${id}`, { token: team.viewer.token })),
    ).toEqual(['40044']);
  });

  it('are built by writers and owners; artists and viewers only read; strangers have no access', async () => {
    const world = await dialogWorld('dialogs-roles');
    expect(codes(await world.create({ name: 'Talk', kind: 'linear' }, team.artist.token))).toEqual([
      '4031',
    ]);
    expect(codes(await world.create({ name: 'Talk', kind: 'linear' }, team.viewer.token))).toEqual([
      '4031',
    ]);
    const { id } = (await world.create({ name: 'Talk', kind: 'linear' }, team.owner.token)).body;
    expect(
      codes(
        await world.save(
          id,
          { name: 'Talk', graph: emptyDialogGraph(), version: 1 },
          team.artist.token,
        ),
      ),
    ).toEqual(['4031']);
    expect((await world.get(id, team.artist.token)).status).toBe(200);
    expect(codes(await world.get(id, team.outsider.token))).toEqual(['401_2']);
    // Signed out, a private world is as closed as to a stranger (readers reach public worlds only).
    expect(codes(await server.api('GET', world.dialogs))).toEqual(['401_2']);
    expect(
      (await server.api('DELETE', `${world.dialogs}/${id}`, { token: team.viewer.token })).status,
    ).toBe(403);
    expect(
      (await server.api('DELETE', `${world.dialogs}/${id}`, { token: team.writer.token })).status,
    ).toBe(204);
    expect(codes(await world.get(id))).toEqual(['40044']);
    const feed = await server.api('GET', `${world.url}/Feed`, { token: team.viewer.token });
    expect(feed.body.items[0]).toMatchObject({
      type: 'delete_dialog',
      details: { dialogId: id, name: 'Talk' },
    });
  });

  it('lose a deleted document as speaker: the line stays, the version goes up', async () => {
    const world = await dialogWorld('dialogs-document-deleted');
    const oro = await world.addDocument('Captain Oro');
    const mira = await world.addDocument('Mira Vell');
    const { id } = (await world.create({ name: 'Talk', kind: 'branching' })).body;
    await world.save(id, {
      name: 'Talk',
      graph: graphOf([
        node('a', { kind: 'character', speakerId: oro, text: 'Ahoy', nextId: 'b' }),
        node('b', { kind: 'character', speakerId: mira, text: 'Hello' }),
      ]),
      version: 1,
    });
    expect(
      (await server.api('DELETE', `${world.url}/Documents/${oro}`, { token: team.writer.token }))
        .status,
    ).toBe(204);
    const after = (await world.get(id)).body;
    expect(after.version).toBe(3);
    expect(after.graph.nodes.map((n: DialogNode) => [n.id, n.kind, n.speakerId, n.text])).toEqual([
      ['a', 'character', null, 'Ahoy'],
      ['b', 'character', mira, 'Hello'],
    ]);
    expect(after.mentionedDocuments.map((document: { name: string }) => document.name)).toEqual([
      'Mira Vell',
    ]);
    // The dialog saves again: nothing points outside the world.
    expect((await world.save(id, { name: 'Talk', graph: after.graph, version: 3 })).status).toBe(
      200,
    );
  });

  it('take a 5,000-node graph in one save', async () => {
    const world = await dialogWorld('dialogs-large');
    const speaker = await world.addDocument('Narrator');
    const { id } = (await world.create({ name: 'Epic', kind: 'branching' })).body;
    const nodes = Array.from({ length: 5_000 }, (_, index) =>
      node(`node-${index}`, {
        kind: 'character',
        speakerId: speaker,
        text: `Line ${index}: ${'the tide turns and the bells ring out over the drowned town '.repeat(3)}`,
        choices:
          index < 4_999
            ? [
                { id: 'on', text: 'Go on', conditions: [], targetId: `node-${index + 1}` },
                { id: 'back', text: 'Start over', conditions: [], targetId: 'node-0' },
              ]
            : [],
        position: { x: index * 10, y: (index % 7) * 120 },
      }),
    );
    const body = { name: 'Epic', graph: graphOf(nodes), version: 1 };
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);
    const saved = await world.save(id, body);
    expect([saved.status, saved.body.graph?.nodes.length]).toEqual([200, 5_000]);
    const list = await server.api('GET', world.dialogs, { token: team.viewer.token });
    expect(list.body.items[0].nodeCount).toBe(5_000);
  }, 60_000);
});
