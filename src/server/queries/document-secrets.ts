import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Role } from '../../shared/permissions';
import { ErrorCode } from '../../shared/errors';
import { migrateRichText, type RichText } from '../../shared/wiki/rich-text';
import { hidesSecretsFrom, withoutSecrets } from '../../shared/wiki/secret-blocks';
import { AppError } from '../http/app-error';

/** A document or revision as `role` may receive it: without the secret blocks it may not see. */
export function withContentsFor<T extends { contents: RichText }>(value: T, role: Role): T {
  return { ...value, contents: withoutSecrets(value.contents, role) };
}

/**
 * Refuses (403, 4035) to change the text of a document holding a secret
 * block `role` may not see: that person's copy lacks the block, so saving
 * it would delete the secret, and nobody may change what they cannot read.
 */
export async function assertSeesAllSecrets(
  db: Kysely<DB> | Transaction<DB>,
  worldId: string,
  documentId: string,
  role: Role,
): Promise<void> {
  const row = await db
    .selectFrom('documents')
    .select('contents')
    .where('world_id', '=', worldId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (row && hidesSecretsFrom(migrateRichText(JSON.parse(row.contents)), role))
    throw new AppError(403, ErrorCode.secretsHidden);
}

/** As `assertSeesAllSecrets`, for the text of one revision (a restore brings it back). */
export async function assertRevisionSecretsSeen(
  db: Kysely<DB> | Transaction<DB>,
  worldId: string,
  documentId: string,
  revisionId: string,
  role: Role,
): Promise<void> {
  const row = await db
    .selectFrom('document_revisions')
    .select('contents')
    .where('world_id', '=', worldId)
    .where('document_id', '=', documentId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
  if (row && hidesSecretsFrom(migrateRichText(JSON.parse(row.contents)), role))
    throw new AppError(403, ErrorCode.secretsHidden);
}
