import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Revision, RevisionSummary } from '../../shared/schemas/document';
import { ErrorCode } from '../../shared/errors';
import { migrateRichText } from '../../shared/wiki/rich-text';
import { AppError } from '../http/app-error';
import { safeJson } from './documents';

function revisionQuery(db: Kysely<DB>, worldId: string, documentId: string) {
  return db
    .selectFrom('document_revisions')
    .leftJoin('users', 'users.id', 'document_revisions.author_id')
    .where('document_revisions.world_id', '=', worldId)
    .where('document_revisions.document_id', '=', documentId);
}

const summaryColumns = [
  'document_revisions.id',
  'document_revisions.version',
  'document_revisions.name',
  'document_revisions.kind',
  'document_revisions.restored_from',
  'document_revisions.author_id',
  'document_revisions.created_at',
  'users.user_name',
] as const;

type SummaryRow = {
  id: string;
  version: number;
  name: string;
  kind: string;
  restored_from: number | null;
  author_id: string | null;
  created_at: string;
  user_name: string | null;
};

function presentSummary(row: SummaryRow): RevisionSummary {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    author: row.author_id && row.user_name ? { id: row.author_id, userName: row.user_name } : null,
    createdAt: row.created_at,
    kind: row.kind === 'create' || row.kind === 'restore' ? row.kind : 'update',
    restoredFrom: row.restored_from,
  };
}

/** Every save of a document, newest first (who, when, what kind). */
export async function listRevisions(db: Kysely<DB>, worldId: string, documentId: string): Promise<RevisionSummary[]> {
  const exists = await db
    .selectFrom('documents')
    .select('id')
    .where('world_id', '=', worldId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!exists) throw new AppError(404, ErrorCode.notFound);
  const rows = await revisionQuery(db, worldId, documentId)
    .select(summaryColumns)
    .orderBy('document_revisions.version', 'desc')
    .execute();
  return rows.map(presentSummary);
}

export async function loadRevision(db: Kysely<DB>, worldId: string, documentId: string, revisionId: string): Promise<Revision> {
  const row = await revisionQuery(db, worldId, documentId)
    .select([...summaryColumns, 'document_revisions.type', 'document_revisions.description', 'document_revisions.tags', 'document_revisions.contents'])
    .where('document_revisions.id', '=', revisionId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notFound);
  const tags = safeJson(row.tags);
  return {
    ...presentSummary(row),
    type: row.type,
    description: row.description,
    tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [],
    contents: migrateRichText(safeJson(row.contents)),
  };
}
