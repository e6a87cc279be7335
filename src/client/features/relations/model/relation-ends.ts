import type { Relation } from '../../../../shared/schemas/relation';

/** A relation seen from one of its documents: the document at the other end, and which way it points. */
export interface RelationEnd {
  other: Relation['source'];
  /** From this document to the other (→); false: from the other to this one (←). */
  outgoing: boolean;
}

export function relationEnd(relation: Relation, documentId: string): RelationEnd {
  return relation.source.id === documentId
    ? { other: relation.target, outgoing: true }
    : { other: relation.source, outgoing: false };
}

/**
 * How a relation reads from this document: `to` the other (→ Target), `from`
 * it (← Source), or `both` for a type that reads both ways.
 */
export type RelationDirection = 'to' | 'from' | 'both';

export function relationDirection(directed: boolean, end: RelationEnd): RelationDirection {
  if (!directed) return 'both';
  return end.outgoing ? 'to' : 'from';
}

/** A document's relations grouped by type, in the order of the types. */
export function groupByType<T extends { id: string }>(
  relations: readonly Relation[],
  types: readonly T[],
): { type: T; relations: Relation[] }[] {
  return types
    .map((type) => ({
      type,
      relations: relations.filter((relation) => relation.typeId === type.id),
    }))
    .filter((group) => group.relations.length > 0);
}
