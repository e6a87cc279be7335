import type { ServerContext } from '../context';
import type { CurrentUser } from '../auth/authenticate';
import { authenticateToken } from '../auth/authenticate';
import { loadWorldAccess } from '../policies/authorize';
import { AppError } from '../http/app-error';
import { can, type Role } from '../../shared/permissions';
import { ErrorCode } from '../../shared/errors';
import { parseCollabDocumentName } from './document-name';
import { migrateRichText } from '../../shared/wiki/rich-text';
import { hidesSecretsFrom } from '../../shared/wiki/secret-blocks';

/** What a co-editing connection carries in its Hocuspocus context. */
export interface CollabContext {
  user: CurrentUser;
  role: Role;
}

/**
 * A refused connection. Not an Error on purpose: Hocuspocus logs the message
 * of an Error a hook throws, and a wrong token is not worth a log line. The
 * reason (a SPEC §8 code) reaches the provider's onAuthenticationFailed.
 */
export class CollabRefusal {
  constructor(readonly reason: string) {}
}

/**
 * Who may open `<worldId>/<documentId>`: a signed-in member of that world,
 * and the document must be in it. Writers and owners edit; viewers and
 * artists follow the text read-only (SPEC §6: documents.edit). A role that
 * may not see every secret block of the text gets no session at all (4035).
 */
export async function authorizeCollab(
  ctx: ServerContext,
  token: string,
  documentName: string,
): Promise<CollabContext & { readOnly: boolean }> {
  const user = token ? await authenticateToken(ctx, token) : undefined;
  if (!user) throw new CollabRefusal(ErrorCode.unauthenticated);
  const name = parseCollabDocumentName(documentName);
  if (!name) throw new CollabRefusal(ErrorCode.notFound);
  let role: Role;
  try {
    ({ role } = await loadWorldAccess(ctx, user, name.worldId));
  } catch (error) {
    if (error instanceof AppError) throw new CollabRefusal(error.code);
    throw error;
  }
  const document = await ctx.db
    .selectFrom('documents')
    .select(['id', 'contents'])
    .where('world_id', '=', name.worldId)
    .where('id', '=', name.documentId)
    .executeTakeFirst();
  if (!document) throw new CollabRefusal(ErrorCode.notFound);
  // A co-editing copy is the whole text: whoever may not see one of its secrets reads it cut instead.
  if (hidesSecretsFrom(migrateRichText(JSON.parse(document.contents)), role))
    throw new CollabRefusal(ErrorCode.secretsHidden);
  return { user, role, readOnly: !can(role, 'documents.edit') };
}
