import type { DialogGraph, DialogNode } from '../../../../shared/dialogs/dialog-graph';
import { newLocalId } from './local-id';

/** What copy puts on the clipboard: the nodes, marked so paste knows its own. */
export interface DialogClipboard {
  format: 'loreweave/dialog-nodes';
  version: 1;
  nodes: DialogNode[];
}

export function copyNodes(graph: DialogGraph, nodeIds: readonly string[]): DialogClipboard {
  const wanted = new Set(nodeIds);
  return {
    format: 'loreweave/dialog-nodes',
    version: 1,
    nodes: graph.nodes.filter((node) => wanted.has(node.id)),
  };
}

export function readClipboard(text: string): DialogClipboard | null {
  try {
    const value = JSON.parse(text) as Partial<DialogClipboard>;
    return value.format === 'loreweave/dialog-nodes' && Array.isArray(value.nodes)
      ? (value as DialogClipboard)
      : null;
  } catch {
    return null;
  }
}

/**
 * Copies of the clipboard's nodes with fresh ids, shifted by `offset`. Links
 * between copied nodes follow the copies; links to nodes outside the copy are
 * dropped, so a pasted piece never silently jumps into the original. Explicit
 * line ids are dropped too: a copy is a new line, and two lines under one id
 * would share a translation.
 */
export function pastedNodes(
  clipboard: DialogClipboard,
  offset: { x: number; y: number },
): DialogNode[] {
  const ids = new Map(clipboard.nodes.map((node) => [node.id, newLocalId('n')]));
  const follow = (id: string | null) => (id === null ? null : (ids.get(id) ?? null));
  return clipboard.nodes.map(({ lineId: _nodeLineId, ...node }) => ({
    ...node,
    id: ids.get(node.id) ?? newLocalId('n'),
    nextId: follow(node.nextId),
    choices: node.choices.map(({ lineId: _choiceLineId, ...choice }) => ({
      ...choice,
      id: newLocalId('c'),
      targetId: follow(choice.targetId),
    })),
    position: { x: node.position.x + offset.x, y: node.position.y + offset.y },
  }));
}
