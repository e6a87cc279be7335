import { describe, expect, it } from 'vitest';
import type { Relation } from '../../../../shared/schemas/relation';
import { groupByType, relationDirection, relationEnd } from './relation-ends';

const doc = (id: string) => ({ id, name: id.toUpperCase(), type: 'character' });
const relation = (id: string, typeId: string, source: string, target: string): Relation => ({
  id,
  typeId,
  source: doc(source),
  target: doc(target),
  label: '',
  createdAt: '2026-01-01T00:00:00Z',
  createdBy: null,
});

describe('relations seen from a document', () => {
  it('points away from the document that is the source, towards the one that is the target', () => {
    expect(relationEnd(relation('r1', 't', 'a', 'b'), 'a')).toEqual({
      other: doc('b'),
      outgoing: true,
    });
    expect(relationEnd(relation('r1', 't', 'a', 'b'), 'b')).toEqual({
      other: doc('a'),
      outgoing: false,
    });
  });

  it('reads "→ other" from the source and "← other" from the target of a directed type, both ways otherwise', () => {
    const mentor = relation('r1', 'mentor', 'a', 'b');
    expect(relationDirection(true, relationEnd(mentor, 'a'))).toBe('to');
    expect(relationDirection(true, relationEnd(mentor, 'b'))).toBe('from');
    expect(relationDirection(false, relationEnd(mentor, 'a'))).toBe('both');
    expect(relationDirection(false, relationEnd(mentor, 'b'))).toBe('both');
  });

  it('groups by type in the order of the types and leaves out types without relations', () => {
    const types = [{ id: 'ally' }, { id: 'mentor' }, { id: 'rival' }];
    const groups = groupByType(
      [
        relation('r1', 'rival', 'a', 'b'),
        relation('r2', 'ally', 'a', 'c'),
        relation('r3', 'rival', 'd', 'a'),
      ],
      types,
    );
    expect(groups.map((group) => [group.type.id, group.relations.map((r) => r.id)])).toEqual([
      ['ally', ['r2']],
      ['rival', ['r1', 'r3']],
    ]);
  });
});
