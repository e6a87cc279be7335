import type { TFunction } from 'i18next';
import type { DialogNode } from '../../../../../shared/dialogs/dialog-graph';

/** How a node is named in lists (targets, warnings): the start of its text, or its type. */
export function nodeLabel(node: DialogNode, t: TFunction): string {
  const text = node.text.trim().replace(/\s+/g, ' ');
  if (!text) return `${t(`DIALOGS.NODE_KIND.${node.kind}`)} · ${node.id.slice(-4)}`;
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
