import type { ServerContext } from '../context';
import type { ApiTokenResponse } from '../../shared/schemas/api-token';

/** The user's personal API tokens, newest first, with the worlds each reaches. Never their secrets. */
export async function listApiTokens(
  ctx: ServerContext,
  userId: string,
  tokenIds?: readonly string[],
): Promise<ApiTokenResponse[]> {
  let query = ctx.db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'access', 'created_at', 'expires_at', 'last_used_at'])
    .where('user_id', '=', userId);
  if (tokenIds) query = query.where('id', 'in', tokenIds);
  const tokens = await query.orderBy('created_at', 'desc').orderBy('id').execute();
  if (tokens.length === 0) return [];
  const scopes = await ctx.db
    .selectFrom('api_token_worlds')
    .innerJoin('worlds', 'worlds.id', 'api_token_worlds.world_id')
    .select(['api_token_worlds.token_id', 'worlds.id', 'worlds.name'])
    .where(
      'api_token_worlds.token_id',
      'in',
      tokens.map((token) => token.id),
    )
    .orderBy('worlds.name')
    .execute();
  return tokens.map((token) => ({
    id: token.id,
    name: token.name,
    access: token.access === 'write' ? 'write' : 'read',
    worlds: scopes
      .filter((scope) => scope.token_id === token.id)
      .map((scope) => ({ id: scope.id, name: scope.name })),
    createdAt: token.created_at,
    expiresAt: token.expires_at,
    lastUsedAt: token.last_used_at,
  }));
}
