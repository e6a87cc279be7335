import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { errors } from '../../http/app-error';

/**
 * Refuses (400, "Choose a document type") a type key the world does not
 * have: the schemas take any key, the world's own types decide.
 */
export async function assertDocumentTypeInWorld(
  db: Transaction<DB> | Kysely<DB>,
  worldId: string,
  key: string,
): Promise<void> {
  const found = await db
    .selectFrom('document_types')
    .select('id')
    .where('world_id', '=', worldId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!found) throw errors.validation('VALIDATION.DOCUMENT_TYPE_INVALID');
}
