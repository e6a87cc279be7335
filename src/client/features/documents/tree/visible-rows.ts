import type { DocumentTreeNode } from '../../../../shared/schemas/document-tree';
import { descendantCount, type TreeIndex } from '../../../../shared/wiki/document-tree';

export interface TreeRow {
  node: DocumentTreeNode;
  depth: number;
  /** Documents directly inside it. */
  childCount: number;
  /** Documents below it at any depth. */
  descendants: number;
}

/** The rows a tree shows, depth first: a collapsed document hides what is inside it. */
export function visibleRows(
  index: TreeIndex<DocumentTreeNode>,
  expanded: ReadonlySet<string>,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const node of index.children.get(parentId) ?? []) {
      const childCount = index.children.get(node.id)?.length ?? 0;
      rows.push({
        node,
        depth,
        childCount,
        descendants: childCount ? descendantCount(index, node.id) : 0,
      });
      if (childCount && expanded.has(node.id)) walk(node.id, depth + 1);
    }
  };
  walk(null, 0);
  return rows;
}
