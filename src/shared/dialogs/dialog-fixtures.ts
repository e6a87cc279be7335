import { dialogGraphVersion } from './dialog-graph';
import type { DialogContext, DialogGraph, DialogNode } from './dialog-graph';

/**
 * Small dialogs for the tests of the player, the analysis and the exporters:
 * one with every node type, conditions of each kind and assignments, and a
 * linear one.
 */
export function dialogNode(id: string, fields: Partial<Omit<DialogNode, 'id'>> = {}): DialogNode {
  return {
    id,
    kind: 'text',
    text: '',
    speakerId: null,
    meta: [],
    onEnter: [],
    choices: [],
    nextId: null,
    position: { x: 0, y: 0 },
    ...fields,
  };
}

export const tavernContext: DialogContext = {
  dialogId: 'tavern',
  name: 'The Tavern',
  kind: 'branching',
  variables: [
    { id: 'v-key', name: 'has_key', type: 'boolean', commentary: '', defaultValue: 'false' },
    { id: 'v-gold', name: 'gold', type: 'integer', commentary: 'coins', defaultValue: '10' },
    { id: 'v-mood', name: 'mood', type: 'text', commentary: '', defaultValue: 'calm' },
  ],
  metaSchema: [
    { id: 'm-bg', name: 'background', type: 'text', commentary: '' },
    { id: 'm-frame', name: 'frame', type: 'integer', commentary: '' },
  ],
  documents: [
    { id: 'doc-anna', name: 'Anna' },
    { id: 'doc-bob', name: 'Bob "the Barman"' },
  ],
};

/**
 * Anna greets you (character line, sets the mood); buying a drink needs 5 gold
 * and costs 5 (text node with `add`, then next); asking about the key needs
 * not having it; the barman (custom node with meta values) gives it; Bob asks
 * if there is anything else: back to Anna unless angry, or goodbye.
 */
export function tavernGraph(): DialogGraph {
  return {
    version: dialogGraphVersion,
    startNodeId: 'greet',
    nodes: [
      dialogNode('greet', {
        kind: 'character',
        speakerId: 'doc-anna',
        text: 'Welcome to the tavern!',
        onEnter: [{ variableId: 'v-mood', operation: 'set', value: 'cheerful' }],
        choices: [
          {
            id: 'drink',
            text: 'Buy a drink',
            conditions: [{ variableId: 'v-gold', operator: 'gte', value: '5' }],
            targetId: 'pay',
          },
          {
            id: 'ask',
            text: 'Ask about the key',
            conditions: [{ variableId: 'v-key', operator: 'eq', value: 'false' }],
            targetId: 'cellar',
          },
          { id: 'leave', text: 'Leave', conditions: [], targetId: null },
        ],
        position: { x: 0, y: 0 },
      }),
      dialogNode('pay', {
        text: 'You pay five coins.',
        onEnter: [{ variableId: 'v-gold', operation: 'add', value: '-5' }],
        nextId: 'more',
        position: { x: 300, y: -100 },
      }),
      dialogNode('cellar', {
        kind: 'custom',
        text: 'The barman leans in.',
        meta: [
          { schemaId: 'm-bg', value: 'cellar' },
          { schemaId: 'm-frame', value: '3' },
        ],
        onEnter: [{ variableId: 'v-key', operation: 'set', value: 'true' }],
        choices: [{ id: 'thanks', text: 'Thank him', conditions: [], targetId: 'more' }],
        position: { x: 300, y: 100 },
      }),
      dialogNode('more', {
        kind: 'character',
        speakerId: 'doc-bob',
        text: 'Anything else?',
        choices: [
          {
            id: 'back',
            text: 'Yes',
            conditions: [{ variableId: 'v-mood', operator: 'ne', value: 'angry' }],
            targetId: 'greet',
          },
          { id: 'bye', text: 'Goodbye', conditions: [], targetId: null },
        ],
        position: { x: 600, y: 0 },
      }),
    ],
  };
}

export const linearContext: DialogContext = {
  ...tavernContext,
  dialogId: 'walk',
  name: 'A walk',
  kind: 'linear',
};

/** Three lines in order; choices and next are not used by linear dialogs. */
export function linearGraph(): DialogGraph {
  return {
    version: dialogGraphVersion,
    startNodeId: null,
    nodes: [
      dialogNode('l1', { kind: 'character', speakerId: 'doc-anna', text: 'Shall we walk?' }),
      dialogNode('l2', {
        text: 'You walk to the river.',
        onEnter: [{ variableId: 'v-gold', operation: 'add', value: '1' }],
        position: { x: 0, y: 150 },
      }),
      dialogNode('l3', {
        kind: 'character',
        speakerId: 'doc-bob',
        text: 'Nice evening.',
        position: { x: 0, y: 300 },
      }),
    ],
  };
}
