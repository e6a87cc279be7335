// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createChoice, createNode } from './node-factories';
import {
  boxesOverlap,
  estimatedNodeSize,
  openOutputOf,
  placeNewNode,
  type Box,
} from './node-placement';

const size = { width: 240, height: 100 };
const box = (x: number, y: number, width = 240, height = 100): Box => ({ x, y, width, height });
const placedBox = (input: Parameters<typeof placeNewNode>[0]) => ({
  ...placeNewNode(input),
  ...input.size,
});

describe('placeNewNode', () => {
  it('puts the node right of the selected one, on its row, when that space is free', () => {
    const anchor = box(100, 50);
    const placed = placeNewNode({ boxes: [anchor], size, anchor, centre: { x: 0, y: 0 } });
    expect(placed.y).toBe(50);
    expect(placed.x).toBeGreaterThan(anchor.x + anchor.width);
    expect(placed.x - (anchor.x + anchor.width)).toBeLessThan(200);
  });

  it('moves down or up past a node already right of the selected one, staying in that column', () => {
    const anchor = box(0, 0);
    const first = placedBox({ boxes: [anchor], size, anchor, centre: { x: 0, y: 0 } });
    const second = placedBox({ boxes: [anchor, first], size, anchor, centre: { x: 0, y: 0 } });
    expect(second.x).toBe(first.x);
    expect(boxesOverlap(second, first)).toBe(false);
    expect(Math.abs(second.y - first.y)).toBeLessThan(200);
  });

  it('centres the node in the view when nothing is selected and the centre is free', () => {
    const placed = placeNewNode({ boxes: [box(1000, 1000)], size, centre: { x: 400, y: 300 } });
    expect(placed).toEqual({ x: 280, y: 250 });
  });

  it('keeps clear of a node sitting at the centre of the view', () => {
    const there = box(280, 250);
    const placed = placedBox({ boxes: [there], size, centre: { x: 400, y: 300 } });
    expect(boxesOverlap(placed, there)).toBe(false);
  });

  it('adding over and over never stacks nodes (the old 16 px cascade)', () => {
    const boxes: Box[] = [];
    for (let index = 0; index < 12; index += 1) {
      const placed = placedBox({ boxes, size, centre: { x: 0, y: 0 } });
      for (const other of boxes) expect(boxesOverlap(placed, other)).toBe(false);
      boxes.push(placed);
    }
  });

  it('never covers an existing node, wherever the nodes, the anchor and the view are', () => {
    const arbitraryBox = fc.record({
      x: fc.integer({ min: -2000, max: 2000 }),
      y: fc.integer({ min: -2000, max: 2000 }),
      width: fc.integer({ min: 40, max: 400 }),
      height: fc.integer({ min: 40, max: 400 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryBox, { maxLength: 40 }),
        fc.option(fc.nat(39)),
        fc.record({
          x: fc.integer({ min: -2000, max: 2000 }),
          y: fc.integer({ min: -2000, max: 2000 }),
        }),
        (boxes, anchorIndex, centre) => {
          const anchor = anchorIndex === null ? null : (boxes[anchorIndex] ?? null);
          const placed = placedBox({ boxes, size, anchor, centre });
          return boxes.every((other) => !boxesOverlap(placed, other));
        },
      ),
    );
  });
});

describe('openOutputOf', () => {
  it('is the "next" of a node with no choices and no next node', () => {
    expect(openOutputOf(createNode('text', { x: 0, y: 0 }))).toEqual({ kind: 'next' });
  });

  it('is nothing when the next node is set', () => {
    expect(openOutputOf({ ...createNode('text', { x: 0, y: 0 }), nextId: 'n2' })).toBeNull();
  });

  it('is the first choice that leads nowhere', () => {
    const linked = { ...createChoice('Pay'), targetId: 'n2' };
    const open = createChoice('Leave');
    expect(
      openOutputOf({
        ...createNode('text', { x: 0, y: 0 }),
        choices: [linked, open, createChoice('Wait')],
      }),
    ).toEqual({ kind: 'choice', choiceId: open.id });
  });

  it('is nothing when every choice has a target', () => {
    const linked = { ...createChoice('Pay'), targetId: 'n2' };
    expect(openOutputOf({ ...createNode('text', { x: 0, y: 0 }), choices: [linked] })).toBeNull();
  });
});

describe('estimatedNodeSize', () => {
  it('grows with the choices', () => {
    const plain = createNode('text', { x: 0, y: 0 });
    expect(
      estimatedNodeSize({ ...plain, choices: [createChoice(), createChoice(), createChoice()] })
        .height,
    ).toBeGreaterThan(estimatedNodeSize(plain).height);
  });
});
