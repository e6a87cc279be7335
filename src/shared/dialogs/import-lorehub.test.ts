import { describe, expect, it } from 'vitest';
import { tavernContext, tavernGraph } from './dialog-fixtures';
import { exportLoreHub } from './export-lorehub';
import { importLoreHub } from './import-lorehub';
import { choose, currentNode, next, playerMove, startPlay } from './dialog-player';
import { realLoreHubFile, realLoreHubIds as ids } from './lorehub-fixtures';
import type { LoreHubExport, LoreHubResource } from './lorehub-format';

const exported = () => exportLoreHub(tavernGraph(), tavernContext).data;

function withResources(edit: (resources: LoreHubResource[]) => unknown[]): unknown {
  const data = exported();
  return { ...data, resources: edit(data.resources) };
}

describe('importLoreHub', () => {
  it('refuses what is not a LoreHub dialogue export', () => {
    expect(importLoreHub('{not json')).toEqual({ ok: false, problems: [{ code: 'notJson' }] });
    expect(
      importLoreHub({ type: '@lorehub/export-schema', apiVersion: '3.0.0', resources: [] }),
    ).toEqual({
      ok: false,
      problems: [{ code: 'notLoreHubExport' }],
    });
    expect(
      importLoreHub(withResources((r) => r.filter((x) => x.type !== '@lorehub/dialogue'))),
    ).toEqual({
      ok: false,
      problems: [{ code: 'dialogueMissing' }],
    });
  });

  it('refuses an export the format itself calls invalid', () => {
    const empty = exportLoreHub(
      { ...tavernGraph(), nodes: [], startNodeId: null },
      tavernContext,
    ).data;
    expect(importLoreHub(empty)).toEqual({ ok: false, problems: [{ code: 'empty' }] });
    const noDocuments = withResources((r) => r.filter((x) => x.type !== '@lorehub/document'));
    expect(importLoreHub(noDocuments)).toMatchObject({
      ok: false,
      problems: [{ code: 'documentMissing', resourceId: 'doc-anna' }, { code: 'documentMissing' }],
    });
  });

  it('names malformed resources, missing options and broken or doubled links', () => {
    const malformed = withResources((r) =>
      r.map((x) => (x.type === '@lorehub/variable' ? { ...x, defaultValue: true } : x)),
    );
    expect(importLoreHub(malformed)).toEqual({
      ok: false,
      problems: [{ code: 'malformedResource', resourceId: 'v-key' }],
    });
    const optionGone = withResources((r) =>
      r.filter((x) => !x.id.endsWith('/dialogue-node-option/leave')),
    );
    expect(importLoreHub(optionGone)).toEqual({
      ok: false,
      problems: [
        {
          code: 'optionMissing',
          resourceId: 'dialogue/tavern/dialogue-node/greet/dialogue-node-option/leave',
        },
      ],
    });
    const brokenLink = withResources((r) =>
      r.map((x) =>
        x.id === 'dialogue/tavern/dialogue-link/1'
          ? { ...x, to: 'dialogue/tavern/dialogue-node/nope' }
          : x,
      ),
    );
    expect(importLoreHub(brokenLink)).toEqual({
      ok: false,
      problems: [{ code: 'linkBroken', resourceId: 'dialogue/tavern/dialogue-link/1' }],
    });
    const doubled = withResources((r) => [
      ...r,
      {
        ...r.find((x) => x.id === 'dialogue/tavern/dialogue-link/1'),
        id: 'dialogue/tavern/dialogue-link/extra',
      },
    ]);
    expect(importLoreHub(doubled)).toEqual({
      ok: false,
      problems: [{ code: 'linkDuplicated', resourceId: 'dialogue/tavern/dialogue-link/extra' }],
    });
  });

  it('refuses ids a dialog cannot hold', () => {
    const long = 'x'.repeat(65);
    const data = exported() as LoreHubExport;
    const renamed = JSON.parse(
      JSON.stringify(data).replaceAll('dialogue-node/pay', `dialogue-node/${long}`),
    );
    expect(importLoreHub(renamed)).toEqual({ ok: false, problems: [{ code: 'notADialog' }] });
  });

  it('reads a file of the original product: foreign ids, document mentions inside text, unknown resource types', () => {
    const file = {
      type: '@lorehub/export-schema',
      apiVersion: '2.0.0',
      resources: [
        { type: '@lorehub/dialogue', apiVersion: '2.0.0', id: 'dialogue/7f3', name: 'Gate' },
        { type: '@lorehub/whatever', apiVersion: '9.0.0', id: 'x' },
        {
          type: '@lorehub/dialogue-node',
          apiVersion: '2.0.0',
          id: 'dialogue/7f3/dialogue-node/a1',
          contentBlockId: 'cb-1',
          optionsIds: [],
          setVariableOnStart: [],
          metaData: [],
        },
        {
          type: '@lorehub/content-block',
          apiVersion: '1.0.0',
          id: 'cb-1',
          content: [
            { text: 'Ask ' },
            { text: null, documentId: 'doc-9' },
            { text: ' about the gate.' },
          ],
        },
        { type: '@lorehub/document', apiVersion: '1.0.0', id: 'doc-9', name: 'Wynn' },
        {
          type: '@lorehub/dialogue-link',
          apiVersion: '1.0.0',
          id: 'dialogue/7f3/dialogue-link/s',
          from: 'dialogue/7f3',
          to: 'dialogue/7f3/dialogue-node/a1',
        },
      ],
    };
    const imported = importLoreHub(file);
    expect(imported).toMatchObject({
      ok: true,
      name: 'Gate',
      graph: {
        startNodeId: 'a1',
        nodes: [{ id: 'a1', kind: 'text', text: 'Ask Wynn about the gate.', speakerId: null }],
      },
      // Only speakers: Wynn is named inside the line.
      documents: [],
      losses: [
        { code: 'resourceSkipped', count: 1, examples: ['@lorehub/whatever'] },
        { code: 'mentionFlattened', count: 1, examples: ['Wynn'] },
      ],
    });
    expect(importLoreHub(exported())).toMatchObject({ ok: true, losses: [] });
  });

  it('imports a file LoreHub exported itself (no name, no contentBlockId) and plays it', () => {
    const imported = importLoreHub(JSON.stringify(realLoreHubFile()));
    if (!imported.ok) throw new Error(JSON.stringify(imported.problems));
    expect(imported.name).toBe('');
    expect(imported.documents).toEqual([{ id: ids.edna, name: 'Edna' }]);
    expect(imported.metaSchema).toEqual([
      { id: ids.background, name: 'background', type: 'text', commentary: '' },
    ]);
    expect(imported.losses).toEqual([
      { code: 'mentionFlattened', count: 1, examples: ['Sword of Dawn'] },
    ]);
    const { graph } = imported;
    let state = startPlay(graph, 'branching', imported.variables);
    expect(currentNode(state, graph)).toMatchObject({
      id: ids.greet,
      kind: 'character',
      speakerId: ids.edna,
      text: 'You came for the Sword of Dawn?',
    });
    expect(playerMove(state, graph)).toMatchObject({
      kind: 'choose',
      choices: [{ text: 'Show me.' }, { text: 'Not today.' }],
    });
    state = choose(state, graph, ids.yes);
    expect(currentNode(state, graph)?.text).toBe('Then follow me.');
    expect(state.values[ids.metEdna]).toBe('true');
    state = next(state, graph);
    expect(currentNode(state, graph)).toMatchObject({
      kind: 'custom',
      text: 'The hallway is empty.',
      meta: [{ schemaId: ids.background, value: 'academy_hallway' }],
    });
    expect(next(state, graph).ended).toBe(true);
  });

  it('reads version 1 as its public player does: startingNodeId, nextDialogueNodeId, blocks by node id', () => {
    const v = '1.0.0';
    const file = {
      type: '@lorehub/export-schema',
      apiVersion: v,
      resources: [
        { type: '@lorehub/dialogue', apiVersion: v, id: 'd1', name: 'Gate', startingNodeId: 'n1' },
        { type: '@lorehub/dialogue-node', apiVersion: v, id: 'n1', optionsIds: ['o1', 'o2'] },
        { type: '@lorehub/dialogue-node', apiVersion: v, id: 'n2', nextDialogueNodeId: 'n3' },
        { type: '@lorehub/dialogue-node', apiVersion: v, id: 'n3', optionsIds: [] },
        {
          type: '@lorehub/dialogue-node-option',
          apiVersion: v,
          id: 'o1',
          text: 'Knock',
          nextDialogueNodeId: 'n2',
          requiredVariables: [{ variableId: 'v1', value: 'true' }],
        },
        { type: '@lorehub/dialogue-node-option', apiVersion: v, id: 'o2', text: 'Leave' },
        {
          type: '@lorehub/content-block',
          apiVersion: v,
          id: 'n1',
          content: [{ documentId: 'doc-1' }, { text: 'Who is there?' }],
        },
        {
          type: '@lorehub/content-block',
          apiVersion: v,
          id: 'n2',
          content: [{ text: 'Come in.' }],
        },
        { type: '@lorehub/content-block', apiVersion: v, id: 'n3', content: [{ text: 'Inside.' }] },
        { type: '@lorehub/document', apiVersion: v, id: 'doc-1', name: 'Guard' },
        {
          type: '@lorehub/variable',
          apiVersion: v,
          id: 'v1',
          name: 'has_key',
          variableType: 'boolean',
          defaultValue: 'true',
        },
      ],
    };
    const imported = importLoreHub(file);
    if (!imported.ok) throw new Error(JSON.stringify(imported.problems));
    expect(imported.name).toBe('Gate');
    expect(imported.documents).toEqual([{ id: 'doc-1', name: 'Guard' }]);
    const { graph } = imported;
    let state = startPlay(graph, 'branching', imported.variables);
    expect(currentNode(state, graph)).toMatchObject({ speakerId: 'doc-1', text: 'Who is there?' });
    state = choose(state, graph, 'o1');
    expect(currentNode(state, graph)?.text).toBe('Come in.');
    state = next(state, graph);
    expect(currentNode(state, graph)?.text).toBe('Inside.');
    // An option without nextDialogueNodeId ends the dialog, as in the player.
    const left = choose(startPlay(graph, 'branching', imported.variables), graph, 'o2');
    expect(left.ended).toBe(true);
    // A pointer to a node the file does not hold is refused, not dropped.
    const broken = {
      ...file,
      resources: file.resources.map((r) =>
        r.id === 'n2' ? { ...r, nextDialogueNodeId: 'n9' } : r,
      ),
    };
    expect(importLoreHub(broken)).toMatchObject({
      ok: false,
      problems: [{ code: 'linkBroken', resourceId: 'n2 → n9' }],
    });
  });

  it('refuses two content blocks, options or nodes with one id, naming the id', () => {
    const file = realLoreHubFile() as { resources: Record<string, unknown>[] };
    const copyOf = (type: string) => ({ ...file.resources.find((r) => r.type === type) });
    const twice = {
      ...file,
      resources: [
        ...file.resources,
        { ...copyOf('@lorehub/content-block'), content: [{ text: 'Another text' }] },
        { ...copyOf('@lorehub/dialogue-node-option'), text: 'Another option' },
      ],
    };
    expect(importLoreHub(twice)).toEqual({
      ok: false,
      problems: [
        { code: 'duplicateId', resourceId: ids.greet },
        {
          code: 'duplicateId',
          resourceId: `${ids.dialogue}/dialogue-node/${ids.greet}/dialogue-node-option/${ids.yes}`,
        },
      ],
    });
    // Another node whose id ends as the first one's: both would be that one node.
    const first = exported().resources.find((r) => r.type === '@lorehub/dialogue-node');
    const elsewhere = `elsewhere/${first?.id.split('/').at(-1)}`;
    const sameLastPart = withResources((resources) => [...resources, { ...first, id: elsewhere }]);
    expect(importLoreHub(sameLastPart)).toEqual({
      ok: false,
      problems: [{ code: 'duplicateId', resourceId: elsewhere }],
    });
  });

  it('lays nodes out in columns by their distance from the start', () => {
    const imported = importLoreHub(exported());
    if (!imported.ok) throw new Error('refused');
    expect(imported.graph.nodes.map((node) => node.position)).toEqual([
      { x: 0, y: 0 },
      { x: 320, y: 0 },
      { x: 320, y: 180 },
      { x: 640, y: 0 },
    ]);
  });
});
