import type { DialogNode, DialogNodeKind } from '../../../../shared/dialogs/dialog-graph';
import { newLocalId } from './local-id';

/** A new, empty node of a kind at a canvas position. */
export function createNode(kind: DialogNodeKind, position: { x: number; y: number }): DialogNode {
  return {
    id: newLocalId('n'),
    kind,
    text: '',
    speakerId: null,
    meta: [],
    onEnter: [],
    choices: [],
    nextId: null,
    position: { x: Math.round(position.x), y: Math.round(position.y) },
  };
}

export function createChoice(text = '') {
  return { id: newLocalId('c'), text, conditions: [], targetId: null };
}
