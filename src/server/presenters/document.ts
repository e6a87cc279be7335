import type { DocumentsTable } from '../db/schema';
import type { Tag } from '../../shared/schemas/tag';
import type { DocumentDetail, DocumentRef, DocumentSummary } from '../../shared/schemas/document';
import { migrateRichText } from '../../shared/wiki/rich-text';
import { safeJson } from '../model/stored-json';
import { userRef } from './user-ref';
import { ownVisibility } from './own-visibility';

type SummaryRow = Pick<
  DocumentsTable,
  'id' | 'name' | 'type' | 'description' | 'version' | 'created_at' | 'updated_at' | 'updated_by'
> & { updated_by_name: string | null; visibility?: string | null | undefined };

type DetailRow = DocumentsTable & {
  created_by_name: string | null;
  updated_by_name: string | null;
};

/** A document in a list: no contents, no links. */
export function presentDocumentSummary(row: SummaryRow, tags: Tag[]): DocumentSummary {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    tags,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: userRef(row.updated_by, row.updated_by_name),
    visibility: ownVisibility(row.visibility),
  };
}

/** A whole document: its contents in the current rich-text version, its authors and its links. */
export function presentDocument(
  row: DetailRow,
  tags: Tag[],
  backlinks: DocumentRef[],
  mentions: DocumentRef[],
): DocumentDetail {
  return {
    ...presentDocumentSummary(row, tags),
    createdBy: userRef(row.created_by, row.created_by_name),
    contents: migrateRichText(safeJson(row.contents)),
    backlinks,
    mentions,
  };
}
