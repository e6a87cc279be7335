import type { TFunction } from 'i18next';
import type { VisibleGraph } from './graph-view';

/**
 * The accessible name of each document on the graph: its name, its type and
 * how many of the shown relations it takes part in, so a screen reader tabbing
 * through the nodes hears what a sighted user reads off the card and its lines.
 */
export function documentNodeAriaLabels(
  t: TFunction,
  visible: VisibleGraph,
  typeName: (type: string) => string = (type) => t(`DOCUMENT_TYPE_NAMES.${type}`),
): Map<string, string> {
  const relations = new Map<string, number>();
  for (const edge of visible.edges) {
    relations.set(edge.source, (relations.get(edge.source) ?? 0) + 1);
    if (edge.target !== edge.source)
      relations.set(edge.target, (relations.get(edge.target) ?? 0) + 1);
  }
  return new Map(
    visible.nodes.map((node) => [
      node.id,
      documentNodeAriaLabel(t, node, relations.get(node.id) ?? 0, typeName),
    ]),
  );
}

export function documentNodeAriaLabel(
  t: TFunction,
  node: { name: string; type: string },
  relationCount: number,
  typeName: (type: string) => string = (type) => t(`DOCUMENT_TYPE_NAMES.${type}`),
): string {
  return t('RELATIONS.GRAPH.NODE_ARIA', {
    name: node.name,
    type: typeName(node.type),
    count: relationCount,
  });
}
