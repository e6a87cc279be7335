import { describe, expect, it } from 'vitest';
import { dialogGraphVersion, type DialogGraph } from './dialog-graph';
import { fittingName, matchDefinitions, remapGraph, withFittingNames } from './import-mapping';

const graph: DialogGraph = {
  version: dialogGraphVersion,
  startNodeId: 'n1',
  nodes: [
    {
      id: 'n1',
      kind: 'character',
      text: 'Halt!',
      speakerId: 'doc-guard',
      meta: [{ schemaId: 'm-camera', value: 'wide' }],
      onEnter: [{ variableId: 'v-paid', operation: 'set', value: 'true' }],
      choices: [
        {
          id: 'c1',
          text: 'Go',
          conditions: [{ variableId: 'v-paid', operator: 'eq', value: 'true' }],
          targetId: null,
        },
      ],
      nextId: null,
      position: { x: 0, y: 0 },
    },
  ],
};

describe('importing a dialog into a world', () => {
  it('uses the world’s definitions of the same name and type, creates the missing ones and stops on a type clash', () => {
    const match = matchDefinitions(
      {
        variables: [
          { id: 'v-paid', name: 'paid', type: 'boolean', commentary: '', defaultValue: 'false' },
          {
            id: 'v-new',
            name: 'met_guard',
            type: 'boolean',
            commentary: '',
            defaultValue: 'false',
          },
          { id: 'v-coins', name: 'coins', type: 'boolean', commentary: '', defaultValue: 'false' },
        ],
        metaSchema: [{ id: 'm-camera', name: 'camera', type: 'text', commentary: '' }],
      },
      {
        variables: [
          { id: 'w-paid', name: 'paid', type: 'boolean' },
          { id: 'w-coins', name: 'coins', type: 'integer' },
        ],
        metaSchema: [{ id: 'w-camera', name: 'camera', type: 'text' }],
      },
    );
    expect(match.variables.get('v-paid')).toBe('w-paid');
    expect(match.variablesToCreate.map((variable) => variable.name)).toEqual(['met_guard']);
    expect(match.typeClashes).toEqual(['coins']);
    expect(match.metaSchema.get('m-camera')).toBe('w-camera');
  });

  it('rewrites speakers, fields and variables to the world’s ids and clears unknown speakers', () => {
    const ids = {
      variables: new Map([['v-paid', 'w-paid']]),
      metaSchema: new Map([['m-camera', 'w-camera']]),
    };
    const mapped = remapGraph(graph, { ...ids, documents: new Map([['doc-guard', 'w-guard']]) });
    const node = mapped.nodes[0];
    expect(node?.speakerId).toBe('w-guard');
    expect(node?.meta[0]?.schemaId).toBe('w-camera');
    expect(node?.onEnter[0]?.variableId).toBe('w-paid');
    expect(node?.choices[0]?.conditions[0]?.variableId).toBe('w-paid');
    expect(remapGraph(graph, { ...ids, documents: new Map() }).nodes[0]?.speakerId).toBeNull();
  });

  it('gives names the world refuses the nearest fitting name, and a name used twice a letter suffix', () => {
    expect(fittingName('has_key', 'variable')).toBe('has_key');
    expect(fittingName('Has Key!', 'variable')).toBe('has_key');
    expect(fittingName('Café-Owner2', 'variable')).toBe('cafe_owner');
    expect(fittingName('ключ', 'variable')).toBe('variable');
    expect(fittingName(`${'a'.repeat(49)} b`, 'field')).toBe('a'.repeat(49));
    const variable = (id: string, name: string) => ({
      id,
      name,
      type: 'boolean' as const,
      commentary: '',
      defaultValue: 'false',
    });
    const result = withFittingNames({
      variables: [
        variable('1', 'gold'),
        variable('2', 'Gold'),
        variable('3', 'gold'),
        variable('4', 'ключ'),
      ],
      metaSchema: [{ id: 'm', name: 'gold', type: 'text', commentary: '' }],
    });
    expect(result.variables.map((item) => item.name)).toEqual([
      'gold',
      'gold_b',
      'gold_c',
      'variable',
    ]);
    expect(result.metaSchema.map((item) => item.name)).toEqual(['gold']);
    expect(result.renamed).toEqual([
      { kind: 'variable', from: 'Gold', to: 'gold_b' },
      { kind: 'variable', from: 'gold', to: 'gold_c' },
      { kind: 'variable', from: 'ключ', to: 'variable' },
    ]);
  });
});
