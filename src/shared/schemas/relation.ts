import * as z from 'zod/mini';
import { idField } from './fields';

/**
 * Relations between documents (SPEC §3 Relation type: name; relations connect
 * documents and are grouped by relation type) and the relations graph.
 *
 * A relation goes from `source` to `target`. A directed type ("mentor of")
 * reads that way and may hold A→B and B→A as two relations; an undirected
 * type ("ally") holds a pair once whichever way it was entered. A type holds a
 * pair at most once either way (40040); the label tells relations of one type
 * apart ("older brother").
 */

// ── Relation types ──────────────────────────────────────────────────────────

/** Colours the graph can tell apart on the dark theme; a type takes the first unused one by default. */
export const relationColors = [
  '#4dabf7',
  '#ff8787',
  '#69db7c',
  '#ffd43b',
  '#da77f2',
  '#ffa94d',
  '#3bc9db',
  '#f783ac',
  '#a9e34b',
  '#9775fa',
] as const;

export const colorField = z
  .string({ error: 'VALIDATION.COLOR_INVALID' })
  .check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'VALIDATION.COLOR_INVALID' }), z.toLowerCase());

/** SPEC §5: relation type name required ("Required"); unique in the world (40041). */
export const relationTypeRequest = z.strictObject({
  name: z
    .string({ error: 'VALIDATION.RELATION_TYPE_REQUIRED' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'VALIDATION.RELATION_TYPE_REQUIRED' }),
      z.maxLength(100, { error: 'VALIDATION.RELATION_TYPE_TOO_LONG' }),
    ),
  /** Omitted: the first colour of `relationColors` no other type of the world uses. */
  color: z.optional(colorField),
  directed: z._default(z.optional(z.boolean()), true),
});
export type RelationTypeRequest = z.input<typeof relationTypeRequest>;

export const relationTypeResponse = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  directed: z.boolean(),
  /** Relations of this type; deleting the type deletes them too. */
  relations: z.number(),
});
export type RelationType = z.infer<typeof relationTypeResponse>;
export const relationTypeListResponse = z.array(relationTypeResponse);

export const relationTypeParams = z.object({ id: idField, typeId: idField });

// ── Relations ───────────────────────────────────────────────────────────────

export const relationLabelField = z
  .string({ error: 'VALIDATION.INVALID_VALUE' })
  .check(z.trim(), z.maxLength(100, { error: 'VALIDATION.RELATION_LABEL_TOO_LONG' }));

const relationFields = {
  /** Both documents belong to the world (`VALIDATION.DOCUMENT_NOT_IN_WORLD` otherwise). */
  sourceId: z
    .string({ error: 'VALIDATION.RELATION_DOCUMENT_REQUIRED' })
    .check(z.minLength(1, { error: 'VALIDATION.RELATION_DOCUMENT_REQUIRED' }), z.maxLength(64)),
  targetId: z
    .string({ error: 'VALIDATION.RELATION_DOCUMENT_REQUIRED' })
    .check(z.minLength(1, { error: 'VALIDATION.RELATION_DOCUMENT_REQUIRED' }), z.maxLength(64)),
  label: z._default(z.optional(relationLabelField), ''),
};

const notToItself = z.refine<{ sourceId: string; targetId: string }>(
  (relation) => relation.sourceId !== relation.targetId,
  {
    error: 'VALIDATION.RELATION_SAME_DOCUMENT',
    path: ['targetId'],
  },
);

export const relationRequest = z
  .strictObject({
    typeId: z
      .string({ error: 'VALIDATION.RELATION_TYPE_REQUIRED' })
      .check(z.minLength(1, { error: 'VALIDATION.RELATION_TYPE_REQUIRED' }), z.maxLength(64)),
    ...relationFields,
  })
  .check(notToItself);
export type RelationRequest = z.input<typeof relationRequest>;

/** An edit may change the documents and the label; the type stays (delete and add to move it). */
export const relationUpdateRequest = z.strictObject(relationFields).check(notToItself);
export type RelationUpdateRequest = z.input<typeof relationUpdateRequest>;

const documentRef = z.object({ id: z.string(), name: z.string(), type: z.string() });
const userRef = z.nullable(z.object({ id: z.string(), userName: z.string() }));

export const relationResponse = z.object({
  id: z.string(),
  typeId: z.string(),
  source: documentRef,
  target: documentRef,
  label: z.string(),
  createdAt: z.string(),
  createdBy: userRef,
});
export type Relation = z.infer<typeof relationResponse>;

export const relationListQuery = z.object({
  /** One type's table. */
  typeId: z.optional(idField),
  /** Relations from or to this document (the document page's Connections tab). */
  documentId: z.optional(idField),
  /** Ordered by source name, then target name. */
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 100),
});
export type RelationListQuery = z.input<typeof relationListQuery>;

export const relationListResponse = z.object({
  items: z.array(relationResponse),
  /** Matching relations in all, beyond this page too. */
  total: z.number(),
});
export type RelationList = z.infer<typeof relationListResponse>;

export const relationParams = z.object({ id: idField, relationId: idField });

// ── The graph ───────────────────────────────────────────────────────────────

/**
 * `GET /api/Setting/{id}/Graph`: every document that takes part in a relation
 * (plus pinned ones), every relation, in one compact answer. Nodes carry tag
 * ids and edges type ids; `types` and `tags` name them once.
 */
export const graphNode = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  tagIds: z.array(z.string()),
  /** The thumbnail of the document's first linked image, signed; null without images. */
  thumbUrl: z.nullable(z.string()),
});
export type GraphNode = z.infer<typeof graphNode>;

export const graphEdge = z.object({
  id: z.string(),
  typeId: z.string(),
  source: z.string(),
  target: z.string(),
  label: z.string(),
});
export type GraphEdge = z.infer<typeof graphEdge>;

export const graphPosition = z.object({
  documentId: idField,
  x: z.number().check(z.minimum(-1_000_000), z.maximum(1_000_000)),
  y: z.number().check(z.minimum(-1_000_000), z.maximum(1_000_000)),
});
export type GraphPosition = z.infer<typeof graphPosition>;

export const graphResponse = z.object({
  nodes: z.array(graphNode),
  edges: z.array(graphEdge),
  types: z.array(
    z.object({ id: z.string(), name: z.string(), color: z.string(), directed: z.boolean() }),
  ),
  tags: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Positions users pinned; a layout keeps these nodes where they are. */
  positions: z.array(graphPosition),
  urlsExpireAt: z.string(),
});
export type Graph = z.infer<typeof graphResponse>;

/** PUT replaces the world's pinned positions; an empty list unpins everything. */
export const graphPositionsRequest = z.strictObject({
  positions: z.array(graphPosition).check(z.maxLength(5000)),
});
export type GraphPositionsRequest = z.input<typeof graphPositionsRequest>;
export const graphPositionsResponse = z.object({ positions: z.array(graphPosition) });
