import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/kits/server/test-server';
import { demoSeeder } from '../demo-seeder';
import { dialogWarnings } from '../../../shared/dialogs/dialog-analysis';
import {
  availableChoices,
  choose,
  currentNode,
  next,
  playerMove,
  startPlay,
  type PlayState,
} from '../../../shared/dialogs/dialog-player';
import type { DialogGraph } from '../../../shared/dialogs/dialog-graph';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('the demo dialogs', () => {
  it('gives the demo world variables, two meta fields and a branching and a linear dialog spoken by its characters, once', async () => {
    const guest = await server.api('POST', '/api/Account/TryDemo');
    const token: string = guest.body.token;
    const [world] = (await server.api('GET', '/api/Setting', { token })).body;
    const url = `/api/Setting/${world.id}`;
    const variables = (await server.api('GET', `${url}/StoryVariables`, { token })).body;
    expect(
      variables.map((variable: { name: string; type: string; usedBy: number }) => [
        variable.name,
        variable.type,
        variable.usedBy,
      ]),
    ).toEqual([
      ['coins', 'integer', 1],
      ['knows_shard', 'boolean', 1],
      ['paid_toll', 'boolean', 1],
      ['password', 'text', 2],
      ['trust_oro', 'integer', 1],
    ]);
    const fields = (await server.api('GET', `${url}/DialogMetaSchema`, { token })).body;
    expect(
      fields.map((field: { name: string; type: string }) => `${field.name}:${field.type}`),
    ).toEqual(['emotion:text', 'pause_ms:integer']);
    const list = (await server.api('GET', `${url}/Dialogs`, { token })).body;
    expect(
      list.items.map((item: { name: string; kind: string; nodeCount: number }) => [
        item.name,
        item.kind,
        item.nodeCount,
      ]),
    ).toEqual([
      ['Reading the tide tables', 'linear', 7],
      ['The toll at Saltmere', 'branching', 31],
    ]);
    const summary = (await server.api('GET', `${url}/Summary`, { token })).body;
    expect(summary.counts.dialogs).toBe(2);

    const toll = (await server.api('GET', `${url}/Dialogs/${list.items[1].id}`, { token })).body;
    expect(toll.mentionedDocuments.map((document: { name: string }) => document.name)).toEqual([
      'Brother Hale',
      'Captain Oro',
      'Mira Vell',
      'Widow Sable',
    ]);
    const graph: DialogGraph = toll.graph;
    expect(new Set(graph.nodes.map((node) => node.kind))).toEqual(
      new Set(['text', 'character', 'custom']),
    );
    // Every node reachable, every line with its speaker, every value fitting: the builder shows no warning.
    expect(dialogWarnings(graph, { kind: 'branching', variables, metaSchema: fields })).toEqual([]);

    // Play it: pay the toll, tell Oro the truth, let Hale see it, promise, give the Shard to Hale.
    let state: PlayState = startPlay(graph, 'branching', variables);
    const path: string[] = [];
    const take = (text: string) => {
      const choice = availableChoices(state, graph).find((candidate) => candidate.text === text);
      if (!choice) throw new Error(`"${text}" is not offered at ${state.currentNodeId}`);
      state = choose(state, graph, choice.id);
    };
    const goOn = () => {
      while (playerMove(state, graph).kind === 'next') state = next(state, graph);
      path.push(state.currentNodeId ?? '');
    };
    goOn();
    expect(availableChoices(state, graph).map((choice) => choice.text)).toEqual([
      'Pay the five marks.',
      'Oro will vouch for me.',
      'I will find another way.',
    ]);
    for (const text of [
      'Pay the five marks.',
      'I have. It fell near the Bell.',
      'Let Hale see it.',
      'I promise.',
      'Give it to Hale.',
    ]) {
      take(text);
      goOn();
    }
    expect(path).toEqual([
      'sable_hail',
      'oro_arrives',
      'sable_warns',
      'hale_asks',
      'shard',
      'end_lantern',
    ]);
    expect(currentNode(state, graph)?.text).toBe(
      'The Lantern burns silver tonight. Saltmere will see the spring.',
    );
    const byName = (name: string) =>
      variables.find((variable: { name: string }) => variable.name === name).id;
    expect([
      state.values[byName('coins')],
      state.values[byName('paid_toll')],
      state.values[byName('password')],
    ]).toEqual(['7', 'true', 'ashfall']);

    await demoSeeder(server.ctx);
    expect((await server.api('GET', `${url}/Dialogs`, { token })).body.total).toBe(2);
    expect((await server.api('GET', `${url}/StoryVariables`, { token })).body).toHaveLength(5);
  });
});
