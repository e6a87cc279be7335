import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Revision, RevisionSummary } from '../../shared/schemas/document';
import { ErrorCode } from '../../shared/errors';
import { AppError } from '../http/app-error';
import {
  presentRevision,
  presentRevisionSummary,
  revisionEditorIds,
  type RevisionSummaryRow,
  type UserNames,
} from '../presenters/revision';

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
  'document_revisions.editors',
  'users.user_name',
] as const;

/** The names of everyone the revisions list as co-editors (one query for the page). */
async function editorNames(
  db: Kysely<DB>,
  rows: Pick<RevisionSummaryRow, 'editors'>[],
): Promise<UserNames> {
  const ids = [...new Set(rows.flatMap(revisionEditorIds))];
  if (!ids.length) return new Map();
  const users = await db
    .selectFrom('users')
    .select(['id', 'user_name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(users.map((user) => [user.id, user.user_name]));
}

/** Every save of a document, newest first (who, when, what kind). */
export async function listRevisions(
  db: Kysely<DB>,
  worldId: string,
  documentId: string,
): Promise<RevisionSummary[]> {
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
  const names = await editorNames(db, rows);
  return rows.map((row) => presentRevisionSummary(row, names));
}

export async function loadRevision(
  db: Kysely<DB>,
  worldId: string,
  documentId: string,
  revisionId: string,
): Promise<Revision> {
  const row = await revisionQuery(db, worldId, documentId)
    .select([
      ...summaryColumns,
      'document_revisions.type',
      'document_revisions.description',
      'document_revisions.tags',
      'document_revisions.contents',
    ])
    .where('document_revisions.id', '=', revisionId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notFound);
  return presentRevision(row, await editorNames(db, [row]));
}
