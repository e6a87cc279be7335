import type {
  DocumentsTable,
  GraphPositionsTable,
  RelationTypesTable,
  RelationsTable,
} from '../db/schema';
import type {
  Graph,
  GraphEdge,
  GraphNode,
  GraphPosition,
  Relation,
  RelationType,
} from '../../shared/schemas/relation';
import { userRef } from './user-ref';

type TypeRow = Pick<RelationTypesTable, 'id' | 'name' | 'color' | 'directed'>;

/** A relation type in its list, with how many relations it holds (a count as the driver gives it). */
export function presentRelationType(
  row: TypeRow & { relations: number | string | bigint },
): RelationType {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    directed: Boolean(row.directed),
    relations: Number(row.relations),
  };
}

/** The columns a relation is built from: its own, its ends' and its creator's name. */
export type RelationRow = Pick<
  RelationsTable,
  'id' | 'type_id' | 'label' | 'created_at' | 'created_by'
> & {
  created_by_name: string | null;
  source_id: string;
  source_name: string;
  source_type: string;
  target_id: string;
  target_name: string;
  target_type: string;
};

/** A relation with both ends named, so a table shows it without loading the documents. */
export function presentRelation(row: RelationRow): Relation {
  return {
    id: row.id,
    typeId: row.type_id,
    source: { id: row.source_id, name: row.source_name, type: row.source_type },
    target: { id: row.target_id, name: row.target_name, type: row.target_type },
    label: row.label,
    createdAt: row.created_at,
    createdBy: userRef(row.created_by, row.created_by_name),
  };
}

/** A document in the graph; its thumbnail already signed by the caller, null without images. */
export function presentGraphNode(
  row: Pick<DocumentsTable, 'id' | 'name' | 'type'>,
  tagIds: string[],
  thumbUrl: string | null,
): GraphNode {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    tagIds,
    thumbUrl,
  };
}

/** A relation in the graph: ids only, the nodes and types name them once. */
export function presentGraphEdge(
  row: Pick<RelationsTable, 'id' | 'type_id' | 'source_id' | 'target_id' | 'label'>,
): GraphEdge {
  return {
    id: row.id,
    typeId: row.type_id,
    source: row.source_id,
    target: row.target_id,
    label: row.label,
  };
}

/** A relation type in the graph, without its count. */
export function presentGraphType(row: TypeRow): Graph['types'][number] {
  return { id: row.id, name: row.name, color: row.color, directed: Boolean(row.directed) };
}

export function presentGraphPosition(
  row: Pick<GraphPositionsTable, 'document_id' | 'x' | 'y'>,
): GraphPosition {
  return { documentId: row.document_id, x: row.x, y: row.y };
}
