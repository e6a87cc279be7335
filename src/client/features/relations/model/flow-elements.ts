import type { Edge } from '@xyflow/react';
import { MarkerType } from '@xyflow/react';
import type { Graph } from '../../../../shared/schemas/relation';
import { documentTypeColors, type DocumentType } from '../../../../shared/wiki/document-types';
import type { DocumentFlowNode } from '../components/graph/DocumentNode';
import type { VisibleGraph } from './graph-view';

export const nodeSize = { width: 180, height: 44 };

type Point = { x: number; y: number };

/** Where a document stands: pinned by a user, else laid out, else on a plain grid until the layout answers. */
export function nodePosition(id: string, index: number, pinned: ReadonlyMap<string, Point>, laidOut: ReadonlyMap<string, Point>): Point {
  return pinned.get(id) ?? laidOut.get(id) ?? { x: (index % 12) * (nodeSize.width + 40), y: Math.floor(index / 12) * (nodeSize.height + 60) };
}

export function documentColor(type: DocumentType): string {
  return `var(--mantine-color-${documentTypeColors[type]}-6)`;
}

/** The React Flow nodes of the visible graph. */
export function flowNodes(
  visible: VisibleGraph,
  pinned: ReadonlyMap<string, Point>,
  laidOut: ReadonlyMap<string, Point>,
  focusId: string | null,
): DocumentFlowNode[] {
  return visible.nodes.map((node, index) => ({
    id: node.id,
    type: 'document',
    position: nodePosition(node.id, index, pinned, laidOut),
    width: nodeSize.width,
    height: nodeSize.height,
    // The size is fixed: saying it is measured keeps React Flow's handle measurements across a new
    // layout, where new node objects made it measure all 500 documents again (getBoundingClientRect
    // three times each), and zoomed out, inside a skipped subtree, each of those forces a layout.
    measured: nodeSize,
    data: { name: node.name, color: documentColor(node.type), thumbUrl: node.thumbUrl, pinned: pinned.has(node.id), focused: node.id === focusId },
  }));
}

/**
 * The React Flow edges: coloured by type, arrows on directed types, and
 * labelled (the label, else the type's name) only with `labels`: zoomed out,
 * the labels and arrows are unreadable and each label costs a measured SVG text.
 */
export function flowEdges(visible: VisibleGraph, types: Graph['types'], labels = true): Edge[] {
  const byId = new Map(types.map((type) => [type.id, type]));
  return visible.edges.map((edge) => {
    const type = byId.get(edge.typeId);
    const color = type?.color ?? '#868e96';
    return {
      id: edge.id,
      source: edge.source,
      target: edge.target,
      type: 'straight',
      ...(labels ? { label: edge.label || type?.name, labelStyle: { fill: '#ced4da', fontSize: 11 }, labelBgStyle: { fill: '#25262b' } } : {}),
      style: { stroke: color, strokeWidth: 1.5 },
      markerEnd: labels && type?.directed ? { type: MarkerType.ArrowClosed, color, width: 16, height: 16 } : undefined,
      focusable: false,
      data: { typeId: edge.typeId },
    };
  });
}
