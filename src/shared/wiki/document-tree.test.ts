import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ancestorsOf,
  descendantCount,
  indexTree,
  wouldCreateCycle,
  type TreeLink,
} from './document-tree';

const parents = (links: TreeLink[]) => (id: string) =>
  links.find((link) => link.id === id)?.parentId;

describe('wouldCreateCycle', () => {
  const world: TreeLink[] = [
    { id: 'region', parentId: null },
    { id: 'city', parentId: 'region' },
    { id: 'street', parentId: 'city' },
    { id: 'other', parentId: null },
  ];

  it('refuses a document inside itself', () => {
    expect(wouldCreateCycle('city', 'city', parents(world))).toBe(true);
  });

  it('refuses a document inside its child or a deeper descendant', () => {
    expect(wouldCreateCycle('region', 'city', parents(world))).toBe(true);
    expect(wouldCreateCycle('region', 'street', parents(world))).toBe(true);
  });

  it('allows the top level, a sibling branch and its own ancestors', () => {
    expect(wouldCreateCycle('city', null, parents(world))).toBe(false);
    expect(wouldCreateCycle('city', 'other', parents(world))).toBe(false);
    expect(wouldCreateCycle('street', 'region', parents(world))).toBe(false);
  });

  it('stops on a loop already in the data', () => {
    const looped: TreeLink[] = [
      { id: 'a', parentId: 'b' },
      { id: 'b', parentId: 'a' },
    ];
    expect(wouldCreateCycle('c', 'a', parents(looped))).toBe(false);
  });

  it('never lets accepted moves build a loop', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const move = fc.record({
      id: fc.constantFrom(...ids),
      parentId: fc.option(fc.constantFrom(...ids), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 40 }), (moves) => {
        const links: TreeLink[] = ids.map((id) => ({ id, parentId: null }));
        for (const { id, parentId } of moves) {
          if (!wouldCreateCycle(id, parentId, parents(links)))
            links.find((link) => link.id === id)!.parentId = parentId;
        }
        // Walking up from every document reaches the top within as many steps as there are documents.
        for (const link of links) {
          let at: string | null | undefined = link.id;
          let steps = 0;
          while (at && steps <= ids.length) {
            at = parents(links)(at);
            steps += 1;
          }
          expect(steps).toBeLessThanOrEqual(ids.length);
        }
      }),
    );
  });
});

describe('indexTree', () => {
  it('puts a child whose parent is not visible at the top level', () => {
    const index = indexTree([
      { id: 'city', parentId: 'secret-region' },
      { id: 'street', parentId: 'city' },
    ]);
    expect(index.children.get(null)?.map((item) => item.id)).toEqual(['city']);
    expect(ancestorsOf(index, 'street').map((item) => item.id)).toEqual(['city']);
  });

  it('answers breadcrumbs from the top down and counts descendants', () => {
    const index = indexTree([
      { id: 'region', parentId: null },
      { id: 'city', parentId: 'region' },
      { id: 'street', parentId: 'city' },
      { id: 'harbour', parentId: 'city' },
    ]);
    expect(ancestorsOf(index, 'street').map((item) => item.id)).toEqual(['region', 'city']);
    expect(ancestorsOf(index, 'region')).toEqual([]);
    expect(descendantCount(index, 'region')).toBe(3);
    expect(descendantCount(index, 'street')).toBe(0);
  });

  it('shows a looped pair instead of losing it', () => {
    const index = indexTree([
      { id: 'a', parentId: 'b' },
      { id: 'b', parentId: 'a' },
    ]);
    const shown = [...index.children.values()].flat().map((item) => item.id);
    expect(shown.sort()).toEqual(['a', 'b']);
    expect(index.children.get(null)?.length).toBeGreaterThan(0);
  });
});
