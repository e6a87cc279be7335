import type { ServerContext } from '../context';
import type { Graph, GraphNode, GraphPosition } from '../../shared/schemas/relation';
import { imageFileNames } from '../storage/image-processing';
import { expiryIso } from '../presenters/image';
import {
  presentGraphEdge,
  presentGraphNode,
  presentGraphPosition,
  presentGraphType,
} from '../presenters/relation';
import { isPublicItem, type PublicCut } from './public-items';

/** Ids per IN list: well under SQLite's bound-parameter limit and PostgreSQL's plan sweet spot. */
const chunkSize = 500;

/**
 * The relations graph in one answer: the documents that take part in a
 * relation or have a pinned position, every relation, the types and tags
 * they refer to, and the pinned positions. A handful of indexed queries,
 * whatever the graph's size; 500 nodes and 1,500 edges make ~150 KB of JSON.
 * A reader's graph holds public documents and the relations among them only.
 */
export async function loadGraph(
  ctx: ServerContext,
  worldId: string,
  publicCut?: PublicCut,
): Promise<Graph> {
  let edgeQuery = ctx.db
    .selectFrom('relations')
    .select([
      'relations.id',
      'relations.type_id',
      'relations.source_id',
      'relations.target_id',
      'relations.label',
    ])
    .where('relations.world_id', '=', worldId);
  if (publicCut)
    edgeQuery = edgeQuery
      .innerJoin('documents as source', 'source.id', 'relations.source_id')
      .innerJoin('documents as target', 'target.id', 'relations.target_id')
      .where(isPublicItem('source.visibility', publicCut))
      .where(isPublicItem('target.visibility', publicCut));
  const [types, edges, positions] = await Promise.all([
    ctx.db
      .selectFrom('relation_types')
      .select(['id', 'name', 'color', 'directed'])
      .where('world_id', '=', worldId)
      .orderBy('name_key')
      .execute(),
    edgeQuery.orderBy('relations.id').execute(),
    loadPositions(ctx, worldId, publicCut),
  ]);

  const nodeIds = new Set<string>();
  for (const edge of edges) nodeIds.add(edge.source_id).add(edge.target_id);
  for (const position of positions) nodeIds.add(position.documentId);
  const ids = [...nodeIds];

  const documents: { id: string; name: string; type: string }[] = [];
  const tagLinks: { document_id: string; tag_id: string; name: string }[] = [];
  const firstImages = new Map<string, { file_key: string }>();
  for (let start = 0; start < ids.length; start += chunkSize) {
    const chunk = ids.slice(start, start + chunkSize);
    const [documentRows, tagRows, imageRows] = await Promise.all([
      ctx.db
        .selectFrom('documents')
        .select(['id', 'name', 'type'])
        .where('world_id', '=', worldId)
        .where('id', 'in', chunk)
        .$if(publicCut !== undefined, (query) =>
          query.where(isPublicItem('documents.visibility', publicCut!)),
        )
        .execute(),
      ctx.db
        .selectFrom('document_tags')
        .innerJoin('tags', 'tags.id', 'document_tags.tag_id')
        .select(['document_tags.document_id', 'document_tags.tag_id', 'tags.name'])
        .where('document_tags.world_id', '=', worldId)
        .where('document_tags.document_id', 'in', chunk)
        .execute(),
      ctx.db
        .selectFrom('image_documents')
        .innerJoin('images', 'images.id', 'image_documents.image_id')
        .select(['image_documents.document_id', 'images.file_key', 'images.created_at'])
        .where('image_documents.world_id', '=', worldId)
        .where('image_documents.document_id', 'in', chunk)
        .orderBy('images.created_at')
        .orderBy('images.id')
        .execute(),
    ]);
    documents.push(...documentRows);
    tagLinks.push(...tagRows);
    for (const row of imageRows)
      if (!firstImages.has(row.document_id)) firstImages.set(row.document_id, row);
  }

  const tagIds = new Map<string, string[]>();
  const tags = new Map<string, { id: string; name: string }>();
  for (const link of tagLinks) {
    tags.set(link.tag_id, { id: link.tag_id, name: link.name });
    const list = tagIds.get(link.document_id);
    if (list) list.push(link.tag_id);
    else tagIds.set(link.document_id, [link.tag_id]);
  }

  const expiry = ctx.imageUrls.expiry();
  const nodes: GraphNode[] = documents
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((document) => {
      const image = firstImages.get(document.id);
      const thumbUrl = image
        ? ctx.imageUrls.url(worldId, imageFileNames(image.file_key, '').thumb, expiry)
        : null;
      return presentGraphNode(document, tagIds.get(document.id) ?? [], thumbUrl);
    });

  return {
    nodes,
    edges: edges.map(presentGraphEdge),
    types: types.map(presentGraphType),
    tags: [...tags.values()].sort((a, b) => a.name.localeCompare(b.name)),
    positions,
    urlsExpireAt: expiryIso(expiry),
  };
}

/** The pinned positions; a reader's only of public documents (a position names its document). */
export async function loadPositions(
  ctx: ServerContext,
  worldId: string,
  publicCut?: PublicCut,
): Promise<GraphPosition[]> {
  let query = ctx.db
    .selectFrom('graph_positions')
    .select(['graph_positions.document_id', 'graph_positions.x', 'graph_positions.y'])
    .where('graph_positions.world_id', '=', worldId);
  if (publicCut)
    query = query
      .innerJoin('documents', 'documents.id', 'graph_positions.document_id')
      .where(isPublicItem('documents.visibility', publicCut));
  const rows = await query.execute();
  return rows.map(presentGraphPosition);
}
