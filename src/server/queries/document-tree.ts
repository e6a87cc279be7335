import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DocumentTree, DocumentTreeNode } from '../../shared/schemas/document-tree';
import { isPublicItem, type PublicCut } from './public-items';

/**
 * Every document of the world the caller may read, with its parent, by name.
 * A reader of a public world gets only public documents, and a parent that is
 * not among them is answered as none, so the tree tells nothing of it.
 */
export async function loadDocumentTree(
  db: Kysely<DB>,
  worldId: string,
  publicCut?: PublicCut,
): Promise<DocumentTree> {
  let query = db
    .selectFrom('documents')
    .select(['id', 'name', 'type', 'parent_id', 'version'])
    .where('world_id', '=', worldId);
  if (publicCut) query = query.where(isPublicItem('documents.visibility', publicCut));
  const rows = await query.orderBy('name_key').orderBy('id').execute();
  const shown = new Set(rows.map((row) => row.id));
  return {
    items: rows.map((row): DocumentTreeNode => ({
      id: row.id,
      name: row.name,
      type: row.type,
      parentId: row.parent_id && shown.has(row.parent_id) ? row.parent_id : null,
      version: row.version,
    })),
  };
}
