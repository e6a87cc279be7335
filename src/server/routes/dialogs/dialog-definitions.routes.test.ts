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
  team = await signUpTeam(server, 'defs');
});
afterAll(() => server.close());

async function definitionsWorld(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const variables = `${world.url}/StoryVariables`;
  const meta = `${world.url}/DialogMetaSchema`;
  const addVariable = (body: unknown, token = team.writer.token, lang: 'en' | 'ru' = 'en') =>
    server.api('POST', variables, { token, lang, body });
  const addField = (body: unknown, token = team.writer.token, lang: 'en' | 'ru' = 'en') =>
    server.api('POST', meta, { token, lang, body });
  const addDialog = async (graph: DialogGraph) => {
    const created = await server.api('POST', `${world.url}/Dialogs`, {
      token: team.writer.token,
      body: { name: 'Talk', kind: 'branching' },
    });
    const saved = await server.api('PUT', `${world.url}/Dialogs/${created.body.id}`, {
      token: team.writer.token,
      body: { name: 'Talk', graph, version: 1 },
    });
    if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
    return saved.body;
  };
  return { ...world, variables, meta, addVariable, addField, addDialog };
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

describe('story variables', () => {
  it('need a name of small latin letters and underscore, unique in the world (40042), and a type', async () => {
    const world = await definitionsWorld('vars-names');
    const created = await world.addVariable({
      name: 'met_oro',
      type: 'boolean',
      commentary: ' Has Mira met Oro? ',
      defaultValue: 'false',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'met_oro',
      type: 'boolean',
      commentary: 'Has Mira met Oro?',
      defaultValue: 'false',
      usedBy: 0,
    });
    expect(messages(await world.addVariable({ name: '', type: 'text', defaultValue: '' }))).toEqual(
      ['Name is required'],
    );
    expect(
      messages(await world.addVariable({ name: 'Gold', type: 'integer', defaultValue: '0' })),
    ).toEqual(['Use only small latin letters and underscore']);
    expect(
      messages(
        await world.addVariable(
          { name: 'gold2', type: 'integer', defaultValue: '0' },
          team.writer.token,
          'ru',
        ),
      ),
    ).toEqual(['Только строчные латинские буквы и подчёркивание']);
    expect(messages(await world.addVariable({ name: 'gold', defaultValue: '0' }))).toEqual([
      'Choose a type',
    ]);
    expect(
      messages(
        await world.addVariable(
          { name: 'gold', type: 'float', defaultValue: '0' },
          team.writer.token,
          'ru',
        ),
      ),
    ).toEqual(['Выберите тип']);
    const again = await world.addVariable({ name: 'met_oro', type: 'integer', defaultValue: '1' });
    expect([again.status, codes(again), messages(again)]).toEqual([
      409,
      ['40042'],
      ['Schema definition with the same name already exist.'],
    ]);
    const againRu = await world.addVariable(
      { name: 'met_oro', type: 'integer', defaultValue: '1' },
      team.writer.token,
      'ru',
    );
    expect(messages(againRu)).toEqual(['Определение схемы с таким именем уже существует.']);
    // Another world may use the name.
    const other = await definitionsWorld('vars-names-other');
    expect(
      (await other.addVariable({ name: 'met_oro', type: 'boolean', defaultValue: 'true' })).status,
    ).toBe(200);
  });

  it('take a default value that fits the type', async () => {
    const world = await definitionsWorld('vars-defaults');
    expect(
      messages(await world.addVariable({ name: 'flag', type: 'boolean', defaultValue: 'yes' })),
    ).toEqual(['Use true or false']);
    expect(
      messages(
        await world.addVariable(
          { name: 'flag', type: 'boolean', defaultValue: 'yes' },
          team.writer.token,
          'ru',
        ),
      ),
    ).toEqual(['Используйте true или false']);
    expect(
      messages(await world.addVariable({ name: 'gold', type: 'integer', defaultValue: '1.5' })),
    ).toEqual(['Use a whole number']);
    expect(
      messages(
        await world.addVariable({
          name: 'gold',
          type: 'integer',
          defaultValue: '99999999999999999999',
        }),
      ),
    ).toEqual(['Use a whole number']);
    expect(
      messages(
        await world.addVariable(
          { name: 'gold', type: 'integer', defaultValue: '' },
          team.writer.token,
          'ru',
        ),
      ),
    ).toEqual(['Используйте целое число']);
    expect(
      messages(
        await world.addVariable({ name: 'motto', type: 'text', defaultValue: 'x'.repeat(1001) }),
      ),
    ).toEqual(['A value must be at most 1000 chars']);
    expect(
      messages(
        await world.addVariable({
          name: 'motto',
          type: 'text',
          defaultValue: '',
          commentary: 'x'.repeat(1001),
        }),
      ),
    ).toEqual(['Commentary must be at most 1000 chars']);
    expect(
      (await world.addVariable({ name: 'gold', type: 'integer', defaultValue: '-12' })).body
        .defaultValue,
    ).toBe('-12');
    expect(
      (await world.addVariable({ name: 'motto', type: 'text', defaultValue: '' })).status,
    ).toBe(200);
    const list = await server.api('GET', world.variables, { token: team.viewer.token });
    expect(list.body.map((variable: { name: string }) => variable.name)).toEqual(['gold', 'motto']);
  });

  it('are edited and deleted by writers and owners only, with feed rows', async () => {
    const world = await definitionsWorld('vars-roles');
    const artist = await world.addVariable(
      { name: 'gold', type: 'integer', defaultValue: '0' },
      team.artist.token,
    );
    expect([artist.status, codes(artist)]).toEqual([403, ['4031']]);
    const viewer = await world.addVariable(
      { name: 'gold', type: 'integer', defaultValue: '0' },
      team.viewer.token,
    );
    expect(viewer.status).toBe(403);
    const outsider = await server.api('GET', world.variables, { token: team.outsider.token });
    expect(codes(outsider)).toEqual(['401_2']);
    const gold = (
      await world.addVariable(
        { name: 'gold', type: 'integer', defaultValue: '0' },
        team.owner.token,
      )
    ).body;
    const renamed = await server.api('PUT', `${world.variables}/${gold.id}`, {
      token: team.writer.token,
      body: { name: 'coins', type: 'integer', commentary: 'In the purse', defaultValue: '5' },
    });
    expect(renamed.body).toMatchObject({
      id: gold.id,
      name: 'coins',
      commentary: 'In the purse',
      defaultValue: '5',
    });
    await world.addVariable({ name: 'gems', type: 'integer', defaultValue: '0' });
    const clash = await server.api('PUT', `${world.variables}/${gold.id}`, {
      token: team.writer.token,
      body: { name: 'gems', type: 'integer', defaultValue: '0' },
    });
    expect([clash.status, codes(clash)]).toEqual([409, ['40042']]);
    const missing = await server.api('PUT', `${world.variables}/nope`, {
      token: team.writer.token,
      body: { name: 'x', type: 'integer', defaultValue: '0' },
    });
    expect(missing.status).toBe(404);
    expect(
      (await server.api('DELETE', `${world.variables}/${gold.id}`, { token: team.artist.token }))
        .status,
    ).toBe(403);
    expect(
      (await server.api('DELETE', `${world.variables}/${gold.id}`, { token: team.writer.token }))
        .status,
    ).toBe(204);
    const feed = await server.api('GET', `${world.url}/Feed`, { token: team.viewer.token });
    expect(feed.body.items.slice(0, 4).map((item: { type: string }) => item.type)).toEqual([
      'delete_story_variable',
      'create_story_variable',
      'update_story_variable',
      'create_story_variable',
    ]);
  });

  it('count the dialogs using them; deleting one takes its conditions and assignments out of those dialogs', async () => {
    const world = await definitionsWorld('vars-used');
    const gold = (await world.addVariable({ name: 'gold', type: 'integer', defaultValue: '0' }))
      .body;
    const met = (await world.addVariable({ name: 'met', type: 'boolean', defaultValue: 'false' }))
      .body;
    const graph: DialogGraph = {
      ...emptyDialogGraph(),
      startNodeId: 'a',
      nodes: [
        node('a', {
          onEnter: [
            { variableId: gold.id, operation: 'add', value: '3' },
            { variableId: met.id, operation: 'set', value: 'true' },
          ],
          choices: [
            {
              id: 'c',
              text: 'Pay',
              conditions: [{ variableId: gold.id, operator: 'gte', value: '3' }],
              targetId: 'b',
            },
          ],
        }),
        node('b'),
      ],
    };
    const dialog = await world.addDialog(graph);
    await world.addDialog({
      ...graph,
      nodes: [node('a', { onEnter: [{ variableId: met.id, operation: 'set', value: 'false' }] })],
    });
    const list = await server.api('GET', world.variables, { token: team.viewer.token });
    expect(
      list.body.map((variable: { name: string; usedBy: number }) => [
        variable.name,
        variable.usedBy,
      ]),
    ).toEqual([
      ['gold', 1],
      ['met', 2],
    ]);
    // A type the dialogs' values do not fit is refused.
    const retype = await server.api('PUT', `${world.variables}/${gold.id}`, {
      token: team.writer.token,
      body: { name: 'gold', type: 'boolean', defaultValue: 'false' },
    });
    expect([retype.status, codes(retype), messages(retype)]).toEqual([
      409,
      ['40046'],
      ['Dialogs hold values that do not fit the new type. Change them first'],
    ]);
    const asText = await server.api('PUT', `${world.variables}/${met.id}`, {
      token: team.writer.token,
      body: { name: 'met', type: 'text', defaultValue: 'no' },
    });
    expect(asText.status).toBe(200);

    expect(
      (await server.api('DELETE', `${world.variables}/${gold.id}`, { token: team.writer.token }))
        .status,
    ).toBe(204);
    const after = await server.api('GET', `${world.url}/Dialogs/${dialog.id}`, {
      token: team.viewer.token,
    });
    expect(after.body.version).toBe(dialog.version + 1);
    expect(after.body.graph.nodes[0].onEnter).toEqual([
      { variableId: met.id, operation: 'set', value: 'true' },
    ]);
    expect(after.body.graph.nodes[0].choices[0]).toMatchObject({ conditions: [], targetId: 'b' });
    const feed = await server.api('GET', `${world.url}/Feed`, { token: team.viewer.token });
    expect(feed.body.items[0]).toMatchObject({
      type: 'delete_story_variable',
      details: { name: 'gold', dialogs: 1 },
    });
  });
});

describe('dialog meta schema definitions', () => {
  it("follow the variables' name rules, are integer or text, and are edited by writers and owners", async () => {
    const world = await definitionsWorld('meta-names');
    const mood = await world.addField({
      name: 'mood',
      type: 'text',
      commentary: 'How the line is said',
    });
    expect(mood.body).toEqual({
      id: expect.any(String),
      name: 'mood',
      type: 'text',
      commentary: 'How the line is said',
    });
    expect(messages(await world.addField({ name: 'Mood', type: 'text' }))).toEqual([
      'Use only small latin letters and underscore',
    ]);
    expect(messages(await world.addField({ name: 'volume', type: 'boolean' }))).toEqual([
      'Choose a type',
    ]);
    expect(
      messages(await world.addField({ name: '', type: 'text' }, team.writer.token, 'ru')),
    ).toEqual(['Укажите имя']);
    const again = await world.addField({ name: 'mood', type: 'integer' });
    expect([again.status, codes(again)]).toEqual([409, ['40042']]);
    // Variables are a namespace of their own.
    expect((await world.addVariable({ name: 'mood', type: 'text', defaultValue: '' })).status).toBe(
      200,
    );
    expect(
      (await world.addField({ name: 'volume', type: 'integer' }, team.artist.token)).status,
    ).toBe(403);
    expect(
      (await world.addField({ name: 'volume', type: 'integer' }, team.owner.token)).status,
    ).toBe(200);
    const list = await server.api('GET', world.meta, { token: team.viewer.token });
    expect(list.body.map((field: { name: string }) => field.name)).toEqual(['mood', 'volume']);
    const edited = await server.api('PUT', `${world.meta}/${mood.body.id}`, {
      token: team.writer.token,
      body: { name: 'tone', type: 'text', commentary: '' },
    });
    expect(edited.body).toMatchObject({ name: 'tone', commentary: '' });
    expect(
      (
        await server.api('PUT', `${world.meta}/nope`, {
          token: team.writer.token,
          body: { name: 'x', type: 'text' },
        })
      ).status,
    ).toBe(404);
  });

  it('refuse to become integer while a node holds a value that is not a whole number; deleting one clears its values', async () => {
    const world = await definitionsWorld('meta-retype');
    const volume = (await world.addField({ name: 'volume', type: 'text' })).body;
    const mood = (await world.addField({ name: 'mood', type: 'text' })).body;
    const dialog = await world.addDialog({
      ...emptyDialogGraph(),
      startNodeId: 'a',
      nodes: [
        node('a', {
          kind: 'custom',
          meta: [
            { schemaId: volume.id, value: 'loud' },
            { schemaId: mood.id, value: 'grim' },
          ],
        }),
      ],
    });
    const retype = await server.api('PUT', `${world.meta}/${volume.id}`, {
      token: team.writer.token,
      lang: 'ru',
      body: { name: 'volume', type: 'integer' },
    });
    expect([retype.status, codes(retype), messages(retype)]).toEqual([
      409,
      ['40046'],
      ['В диалогах есть значения, которые не подходят к новому типу. Сначала измените их'],
    ]);
    expect(
      (await server.api('DELETE', `${world.meta}/${volume.id}`, { token: team.writer.token }))
        .status,
    ).toBe(204);
    const after = await server.api('GET', `${world.url}/Dialogs/${dialog.id}`, {
      token: team.viewer.token,
    });
    expect(after.body.graph.nodes[0].meta).toEqual([{ schemaId: mood.id, value: 'grim' }]);
    expect(after.body.version).toBe(dialog.version + 1);
    const feed = await server.api('GET', `${world.url}/Feed`, { token: team.viewer.token });
    expect(feed.body.items[0]).toMatchObject({
      type: 'delete_dialog_meta_schema',
      details: { name: 'volume', dialogs: 1 },
    });
  });
});
