import type { Edge } from '@xyflow/react';
import type { Graph } from '../../../../shared/schemas/relation';
import { documentTypeColors } from '../../../../shared/wiki/document-types';
import type { DocumentFlowNode } from '../components/graph/DocumentNode';
import type { VisibleGraph } from './graph-view';

export const nodeSize = { width: 180, height: 44 };

type Point = { x: number; y: number };

/** Where a document stands: pinned by a user, else laid out, else on a plain grid until the layout answers. */
export function nodePosition(
  id: string,
  index: number,
  pinned: ReadonlyMap<string, Point>,
  laidOut: ReadonlyMap<string, Point>,
): Point {
  return (
    pinned.get(id) ??
    laidOut.get(id) ?? {
      x: (index % 12) * (nodeSize.width + 40),
      y: Math.floor(index / 12) * (nodeSize.height + 60),
    }
  );
}

/** A palette name's node colour; `colorOf` gives the world's colour of a type (built-in ones by default). */
export function documentColor(
  type: string,
  colorOf: (type: string) => string | undefined = (key) =>
    (documentTypeColors as Record<string, string>)[key],
): string {
  return `var(--mantine-color-${colorOf(type) ?? 'gray'}-6)`;
}

/** The React Flow nodes of the visible graph; `ariaLabels` names them for screen readers. */
export function flowNodes(
  visible: VisibleGraph,
  pinned: ReadonlyMap<string, Point>,
  laidOut: ReadonlyMap<string, Point>,
  focusId: string | null,
  ariaLabels: ReadonlyMap<string, string> = new Map(),
  colorOf?: (type: string) => string | undefined,
): DocumentFlowNode[] {
  return visible.nodes.map((node, index) => ({
    id: node.id,
    ariaLabel: ariaLabels.get(node.id) ?? node.name,
    type: 'document',
    position: nodePosition(node.id, index, pinned, laidOut),
    width: nodeSize.width,
    height: nodeSize.height,
    // The size is fixed: saying it is measured keeps React Flow's measurements across a new
    // layout, where new node objects made it measure all 500 documents again (getBoundingClientRect
    // three times each), and zoomed out, inside a skipped subtree, each of those forces a layout.
    measured: nodeSize,
    data: {
      name: node.name,
      color: documentColor(node.type, colorOf),
      thumbUrl: node.thumbUrl,
      pinned: pinned.has(node.id),
      focused: node.id === focusId,
    },
  }));
}

/**
 * The edges of the visible graph, coloured by type, labelled (the label, else
 * the type's name) and marked `directed` (an arrow at the target). The graph's
 * canvas draws them (FlowOverview `detailEdges`): React Flow gets none.
 */
export function flowEdges(visible: VisibleGraph, types: Graph['types']): Edge[] {
  const byId = new Map(types.map((type) => [type.id, type]));
  return visible.edges.map((edge) => {
    const type = byId.get(edge.typeId);
    const color = type?.color ?? '#868e96';
    return {
      id: edge.id,
      source: edge.source,
      target: edge.target,
      label: edge.label || type?.name,
      style: { stroke: color },
      data: { typeId: edge.typeId, directed: type?.directed === true },
    };
  });
}
