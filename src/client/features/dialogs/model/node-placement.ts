import type { DialogNode } from '../../../../shared/dialogs/dialog-graph';
import type { SourceHandle } from './graph-edits';

export interface Point {
  x: number;
  y: number;
}

/** A node's box on the canvas, in flow coordinates. */
export interface Box extends Point {
  width: number;
  height: number;
}

/** Room kept free around a new node, so a card's border, handles and flag stay apart from its neighbours. */
const gap = 32;
/** The space between a node and the one placed to its right: room for the link's arrow. */
const columnGap = 80;

/** The card width of every node (dialog-node.module.css). */
const cardWidth = 240;

/**
 * A node's size before React Flow has measured it (a new node, or one never
 * scrolled into view): the header, three lines of text and one row per choice.
 */
export function estimatedNodeSize(node: Pick<DialogNode, 'choices' | 'meta' | 'onEnter'>): {
  width: number;
  height: number;
} {
  const rows = Math.max(1, node.choices.length);
  return {
    width: cardWidth,
    height: 76 + rows * 22 + (node.meta.length + node.onEnter.length > 0 ? 20 : 0),
  };
}

const overlapsColumn = (box: Box, left: number, right: number) =>
  box.x < right + gap && box.x + box.width + gap > left;

/**
 * The free top edge nearest to `idealY` for a box of `height` between `left`
 * and `right`: the ideal row when nothing there is in the way, else just
 * above or below the nearest stack of boxes in the column.
 */
function freeTopNear(
  boxes: readonly Box[],
  left: number,
  right: number,
  idealY: number,
  height: number,
): number {
  const taken = boxes
    .filter((box) => overlapsColumn(box, left, right))
    .map((box) => ({ from: box.y - gap, to: box.y + box.height + gap }))
    .sort((a, b) => a.from - b.from);
  const free = (top: number) => taken.every(({ from, to }) => top + height <= from || top >= to);
  const candidates = [idealY, ...taken.flatMap(({ from, to }) => [to, from - height])];
  let best: number | null = null;
  for (const top of candidates) {
    if (!free(top)) continue;
    if (best === null || Math.abs(top - idealY) < Math.abs(best - idealY)) best = top;
  }
  // The row under every box of the column is always free; `candidates` holds it.
  return best ?? idealY;
}

export interface PlacementInput {
  /** Every node already on the canvas. */
  boxes: readonly Box[];
  /** The new node's size. */
  size: { width: number; height: number };
  /** The selected node: the new one goes to its right. */
  anchor?: Box | null;
  /** The centre of the view, used when nothing is selected. */
  centre: Point;
}

/**
 * Where "Add node" puts a node: right of the selected node, else centred in
 * the view, moved to the nearest free space so it covers no other node. A
 * move down or up in the same column costs what it moves; a move to another
 * column costs a column's width, so a crowded column pushes the node aside.
 */
export function placeNewNode({ boxes, size, anchor, centre }: PlacementInput): Point {
  const ideal = anchor
    ? { x: anchor.x + anchor.width + columnGap, y: anchor.y }
    : { x: centre.x - size.width / 2, y: centre.y - size.height / 2 };
  // Beside a node the row goes on to the right; in the open view either side will do.
  const offsets = anchor ? [0, 1, 2, 3] : [0, 1, -1, 2, -2];
  const step = size.width + columnGap;
  let best: (Point & { cost: number }) | null = null;
  for (const offset of offsets) {
    const x = ideal.x + offset * step;
    const y = freeTopNear(boxes, x, x + size.width, ideal.y, size.height);
    const cost = Math.abs(y - ideal.y) + Math.abs(offset) * step;
    if (!best || cost < best.cost) best = { x, y, cost };
    if (cost === 0) break;
  }
  const placed = best ?? { ...ideal, cost: 0 };
  return { x: Math.round(placed.x), y: Math.round(placed.y) };
}

/**
 * The output of a node that leads nowhere yet: its first choice without a
 * target, or its "next" when it has no choices and no next node. A node added
 * while this one is selected continues from there.
 */
export function openOutputOf(node: Pick<DialogNode, 'choices' | 'nextId'>): SourceHandle | null {
  if (node.choices.length > 0) {
    const open = node.choices.find((choice) => choice.targetId === null);
    return open ? { kind: 'choice', choiceId: open.id } : null;
  }
  return node.nextId === null ? { kind: 'next' } : null;
}

/** True when two boxes share any area (touching edges do not count). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
