import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { ErrorCode } from '../../shared/errors';
import { AppError } from '../http/app-error';

/**
 * Refuses (400, "Link documents of this world only") unless every id names a
 * document of this world; answers the ids once each. A document of another
 * world is answered exactly like one that does not exist.
 */
export async function assertDocumentsInWorld(
  db: Transaction<DB> | Kysely<DB>,
  worldId: string,
  documentIds: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(documentIds)];
  if (unique.length === 0) return unique;
  const found = await db
    .selectFrom('documents')
    .select('id')
    .where('world_id', '=', worldId)
    .where('id', 'in', unique)
    .execute();
  if (found.length !== unique.length) {
    throw new AppError(400, ErrorCode.validation, 'VALIDATION.DOCUMENT_NOT_IN_WORLD');
  }
  return unique;
}
