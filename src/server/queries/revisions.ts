import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Revision, RevisionSummary } from '../../shared/schemas/document';
import { ErrorCode } from '../../shared/errors';
import { migrateRichText } from '../../shared/wiki/rich-text';
import { AppError } from '../http/app-error';
import { safeJson } from '../model/stored-json';

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

type SummaryRow = {
  id: string;
  version: number;
  name: string;
  kind: string;
  restored_from: number | null;
  author_id: string | null;
  created_at: string;
  editors: string;
  user_name: string | null;
};

type UserNames = ReadonlyMap<string, string>;

function editorIds(row: Pick<SummaryRow, 'editors'>): string[] {
  const ids = safeJson(row.editors);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** The names of everyone the revisions list as co-editors (one query for the page). */
async function editorNames(
  db: Kysely<DB>,
  rows: Pick<SummaryRow, 'editors'>[],
): Promise<UserNames> {
  const ids = [...new Set(rows.flatMap(editorIds))];
  if (!ids.length) return new Map();
  const users = await db
    .selectFrom('users')
    .select(['id', 'user_name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(users.map((user) => [user.id, user.user_name]));
}

function presentSummary(row: SummaryRow, names: UserNames): RevisionSummary {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    author: row.author_id && row.user_name ? { id: row.author_id, userName: row.user_name } : null,
    createdAt: row.created_at,
    kind: row.kind === 'create' || row.kind === 'restore' ? row.kind : 'update',
    restoredFrom: row.restored_from,
    editors: editorIds(row).flatMap((id) => {
      const userName = names.get(id);
      return userName ? [{ id, userName }] : [];
    }),
  };
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
  return rows.map((row) => presentSummary(row, names));
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
  const tags = safeJson(row.tags);
  return {
    ...presentSummary(row, await editorNames(db, [row])),
    type: row.type,
    description: row.description,
    tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [],
    contents: migrateRichText(safeJson(row.contents)),
  };
}
