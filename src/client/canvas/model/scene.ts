/**
 * What the graph canvas draws, as plain data in flow units with resolved
 * colours: built from React Flow's store by react/flow-scene.ts, drawn by
 * render/, hit-tested by model/hit-test.ts.
 */

/** An edge's line: its two ends and the corners between them. */
export interface EdgeLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Corners the line turns at between its two ends, as flat x, y pairs (a routed edge); none for a straight one. */
  bends?: readonly number[];
}

export interface OverviewNode {
  x: number;
  y: number;
  width: number;
  height: number;
  /** A CSS colour (resolved colours only: see render/color-resolver.ts). */
  fill: string;
  /** An outline in this colour, drawn above all fills (start, warnings, focus). */
  ring: string | null;
  /** Selected nodes get a wider outline in the selection colour, drawn last. */
  selected: boolean;
}

export interface OverviewEdge extends EdgeLine {
  color: string;
}

export interface OverviewScene {
  nodes: readonly OverviewNode[];
  edges: readonly OverviewEdge[];
  /** The colour of selected nodes' outline (resolved). */
  selectedColor: string;
}

/** An edge at detail zoom: where the line leaves its source's box and enters its target's. */
export interface DetailEdge extends EdgeLine {
  /** A resolved CSS colour. */
  color: string;
  label: string | null;
  arrow: boolean;
  /** Drawn again over the rest, wider, in its colour (which the caller makes the selection colour). */
  selected?: boolean;
}

/** Smallest drawn size of a node, in screen pixels: a node never vanishes at the farthest zoom. */
export const minNodePx = 3;

/** Whether two lists of edges draw the same picture (the same lines, bends, colours, labels, arrows and selection, in order). */
export function sameDetailEdges(a: readonly DetailEdge[], b: readonly DetailEdge[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) {
    const x = a[index]!;
    const y = b[index]!;
    if (
      x.x1 !== y.x1 ||
      x.y1 !== y.y1 ||
      x.x2 !== y.x2 ||
      x.y2 !== y.y2 ||
      x.color !== y.color ||
      x.label !== y.label ||
      x.arrow !== y.arrow ||
      Boolean(x.selected) !== Boolean(y.selected)
    )
      return false;
    const xb = x.bends ?? [];
    const yb = y.bends ?? [];
    if (xb.length !== yb.length || xb.some((value, at) => value !== yb[at])) return false;
  }
  return true;
}
