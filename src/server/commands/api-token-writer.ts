import type { ServerContext } from '../context';
import type {
  CreateApiTokenRequest,
  CreatedApiTokenResponse,
} from '../../shared/schemas/api-token';
import { ErrorCode } from '../../shared/errors';
import { AppError, errors } from '../http/app-error';
import { isoNow } from '../clock';
import { mintApiToken } from '../auth/api-tokens';
import { listApiTokens } from '../queries/api-tokens';

/**
 * Creates a personal API token for worlds the user is a member of. The answer
 * is the only place its secret ever appears: the database keeps a hash.
 */
export async function apiTokenCreator(
  ctx: ServerContext,
  userId: string,
  request: CreateApiTokenRequest,
): Promise<CreatedApiTokenResponse> {
  const now = ctx.clock.now();
  if (request.expiresAt !== null && Date.parse(request.expiresAt) <= now.getTime())
    throw errors.validation('VALIDATION.API_TOKEN_EXPIRY_PAST');
  const worldIds = [...new Set(request.worldIds)];
  const memberOf = await ctx.db
    .selectFrom('world_members')
    .innerJoin('worlds', 'worlds.id', 'world_members.world_id')
    .select('worlds.id')
    .where('world_members.user_id', '=', userId)
    .where('worlds.id', 'in', worldIds)
    .where('worlds.import_heartbeat_at', 'is', null)
    .execute();
  // A world the user is not in is answered as everywhere else: as if it did not exist.
  if (memberOf.length !== worldIds.length) throw errors.noWorldAccess();

  const minted = mintApiToken();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('api_tokens')
      .values({
        id: minted.id,
        user_id: userId,
        name: request.name,
        secret_hash: minted.secretHash,
        access: request.access,
        created_at: isoNow(ctx.clock),
        expires_at: request.expiresAt === null ? null : new Date(request.expiresAt).toISOString(),
        last_used_at: null,
      })
      .execute();
    await trx
      .insertInto('api_token_worlds')
      .values(worldIds.map((worldId) => ({ token_id: minted.id, world_id: worldId })))
      .execute();
  });
  const [token] = await listApiTokens(ctx, userId, [minted.id]);
  if (!token) throw new Error('the token just created is missing');
  return { token, secret: minted.token };
}

/** Revoking deletes the token: its next request gets 401. Another user's token is answered as missing. */
export async function apiTokenRevoker(
  ctx: ServerContext,
  userId: string,
  tokenId: string,
): Promise<void> {
  const deleted = await ctx.db
    .deleteFrom('api_tokens')
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new AppError(404, ErrorCode.apiTokenNotFound);
}
