import { describe, expect, it } from 'vitest';
import { dialogGraphVersion, type DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import { matchDefinitions, remapGraph } from './import-mapping';

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
      choices: [{ id: 'c1', text: 'Go', conditions: [{ variableId: 'v-paid', operator: 'eq', value: 'true' }], targetId: null }],
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
          { id: 'v-new', name: 'met_guard', type: 'boolean', commentary: '', defaultValue: 'false' },
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
    const ids = { variables: new Map([['v-paid', 'w-paid']]), metaSchema: new Map([['m-camera', 'w-camera']]) };
    const mapped = remapGraph(graph, { ...ids, documents: new Map([['doc-guard', 'w-guard']]) });
    const node = mapped.nodes[0];
    expect(node?.speakerId).toBe('w-guard');
    expect(node?.meta[0]?.schemaId).toBe('w-camera');
    expect(node?.onEnter[0]?.variableId).toBe('w-paid');
    expect(node?.choices[0]?.conditions[0]?.variableId).toBe('w-paid');
    expect(remapGraph(graph, { ...ids, documents: new Map() }).nodes[0]?.speakerId).toBeNull();
  });
});
