import type { DocumentRevisionsTable } from '../db/schema';
import type { Revision, RevisionSummary } from '../../shared/schemas/document';
import { migrateRichText } from '../../shared/wiki/rich-text';
import { safeJson } from '../model/stored-json';
import { userRef } from './user-ref';

/** The columns a revision in the history is built from, with its author's name. */
export type RevisionSummaryRow = Pick<
  DocumentRevisionsTable,
  'id' | 'version' | 'name' | 'kind' | 'restored_from' | 'author_id' | 'created_at' | 'editors'
> & { user_name: string | null };

export type RevisionRow = RevisionSummaryRow &
  Pick<DocumentRevisionsTable, 'type' | 'description' | 'tags' | 'contents'>;

/** User id → user name, for the co-editors a revision lists by id. */
export type UserNames = ReadonlyMap<string, string>;

/** The ids of everyone a co-edited save holds edits of; none when the stored list is damaged. */
export function revisionEditorIds(row: Pick<DocumentRevisionsTable, 'editors'>): string[] {
  const ids = safeJson(row.editors);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** A save in the history: who, when, what kind; co-editors whose accounts are gone are left out. */
export function presentRevisionSummary(row: RevisionSummaryRow, names: UserNames): RevisionSummary {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    author: userRef(row.author_id, row.user_name),
    createdAt: row.created_at,
    kind: row.kind === 'create' || row.kind === 'restore' ? row.kind : 'update',
    restoredFrom: row.restored_from,
    editors: revisionEditorIds(row).flatMap((id) => {
      const userName = names.get(id);
      return userName ? [{ id, userName }] : [];
    }),
  };
}

/** A whole save: the document as it was, its contents in the current rich-text version. */
export function presentRevision(row: RevisionRow, names: UserNames): Revision {
  const tags = safeJson(row.tags);
  return {
    ...presentRevisionSummary(row, names),
    type: row.type,
    description: row.description,
    tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [],
    contents: migrateRichText(safeJson(row.contents)),
  };
}
