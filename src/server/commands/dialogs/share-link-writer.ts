import crypto from 'node:crypto';
import type { ServerContext } from '../../context';
import type { CurrentUser } from '../../auth/current-user';
import type {
  CreateShareLinkRequest,
  CreatedShareLink,
} from '../../../shared/schemas/dialog-share';
import { ErrorCode } from '../../../shared/errors';
import { AppError, errors } from '../../http/app-error';
import { isoNow } from '../../clock';
import { mintPlayToken } from '../../model/play-token';
import { listShareLinks, requireDialog } from '../../queries/dialog-share';

/*
 * Links write no feed activity: the feed reaches viewers, and viewers are to
 * learn nothing of a dialog's links.
 */

/** Makes a play link of a dialog. The answer is the only place its token ever appears. */
export async function shareLinkCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  dialogId: string,
  request: CreateShareLinkRequest,
): Promise<CreatedShareLink> {
  if (request.expiresAt !== null && Date.parse(request.expiresAt) <= ctx.clock.now().getTime())
    throw errors.validation('VALIDATION.SHARE_LINK_EXPIRY_PAST');
  await requireDialog(ctx.db, worldId, dialogId);
  const minted = mintPlayToken();
  const id = crypto.randomUUID();
  await ctx.db
    .insertInto('dialog_share_links')
    .values({
      id,
      world_id: worldId,
      dialog_id: dialogId,
      token_hash: minted.tokenHash,
      label: request.label,
      expires_at: request.expiresAt === null ? null : new Date(request.expiresAt).toISOString(),
      revoked_at: null,
      created_by: user.id,
      created_at: isoNow(ctx.clock),
    })
    .execute();
  const [link] = await listShareLinks(ctx.db, worldId, dialogId, id);
  if (!link) throw new Error('the link just created is missing');
  return { link, token: minted.token };
}

/** Revokes a link for good: its next play gets 404. Revoking twice changes nothing. */
export async function shareLinkRevoker(
  ctx: ServerContext,
  worldId: string,
  dialogId: string,
  linkId: string,
): Promise<void> {
  const link = await ctx.db
    .selectFrom('dialog_share_links')
    .select(['id', 'revoked_at'])
    .where('world_id', '=', worldId)
    .where('dialog_id', '=', dialogId)
    .where('id', '=', linkId)
    .executeTakeFirst();
  if (!link) throw new AppError(404, ErrorCode.notFound);
  if (link.revoked_at !== null) return;
  await ctx.db
    .updateTable('dialog_share_links')
    .set({ revoked_at: isoNow(ctx.clock) })
    .where('id', '=', linkId)
    .where('revoked_at', 'is', null)
    .execute();
}
