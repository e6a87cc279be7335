import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { DocumentTypeInfo } from '../../shared/schemas/document-type';
import { presentDocumentType } from '../presenters/document-type';
import { isPublicItem, type PublicCut } from './public-items';
import { AppError } from '../http/app-error';
import { ErrorCode } from '../../shared/errors';

/**
 * A world's document types in their order, each with how many documents are
 * of it. A reader gets the counts over public documents only: a count of
 * members-only ones would tell of them.
 */
export async function listDocumentTypes(
  db: Kysely<DB>,
  worldId: string,
  publicCut?: PublicCut,
): Promise<DocumentTypeInfo[]> {
  const types = await db
    .selectFrom('document_types')
    .selectAll()
    .where('world_id', '=', worldId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  let counts = db
    .selectFrom('documents')
    .select(['type', (eb) => eb.fn.countAll<number>().as('documents')])
    .where('world_id', '=', worldId)
    .groupBy('type');
  if (publicCut) counts = counts.where(isPublicItem('documents.visibility', publicCut));
  const byKey = new Map((await counts.execute()).map((row) => [row.type, Number(row.documents)]));
  return types.map((type) => presentDocumentType(type, byKey.get(type.key) ?? 0));
}

export async function loadDocumentType(
  db: Kysely<DB>,
  worldId: string,
  typeId: string,
): Promise<DocumentTypeInfo> {
  const type = (await listDocumentTypes(db, worldId)).find((candidate) => candidate.id === typeId);
  if (!type) throw new AppError(404, ErrorCode.notFound);
  return type;
}

/** The keys `documents.type` and `templates.type` may hold in this world. */
export async function documentTypeKeys(
  db: Kysely<DB> | Transaction<DB>,
  worldId: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('document_types')
    .select('key')
    .where('world_id', '=', worldId)
    .execute();
  return new Set(rows.map((row) => row.key));
}
