import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import {
  apiTokenListResponse,
  apiTokenParams,
  createApiTokenRequest,
  createdApiTokenResponse,
} from '../../../shared/schemas/api-token';
import { authenticate } from '../../auth/authenticate';
import { apiTokenCreator, apiTokenRevoker } from '../../commands/api-token-writer';
import { listApiTokens } from '../../queries/api-tokens';
import { noContent } from '../../../shared/schemas/answers';

const tags = ['Account'];

/**
 * Personal API tokens, managed from the profile. Signed-in routes: a token
 * itself is refused here (4033), so a leaked one cannot mint or keep others.
 */
export function registerApiTokenRoutes(app: App, ctx: ServerContext): void {
  const signedIn = { capability: 'signed-in' } as const;

  app.get(
    '/api/Account/Tokens',
    {
      config: signedIn,
      schema: {
        tags,
        operationId: 'listApiTokens',
        summary: "The caller's personal API tokens, without their secrets",
        response: { 200: apiTokenListResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      return listApiTokens(ctx, user.id);
    },
  );

  app.post(
    '/api/Account/Tokens',
    {
      config: signedIn,
      schema: {
        tags,
        operationId: 'createApiToken',
        summary: 'Creates a personal API token; the answer is the only one that shows its secret',
        body: createApiTokenRequest,
        response: { 200: createdApiTokenResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      return apiTokenCreator(ctx, user.id, request.body);
    },
  );

  app.delete(
    '/api/Account/Tokens/:tokenId',
    {
      config: signedIn,
      schema: {
        tags,
        operationId: 'revokeApiToken',
        summary: 'Revokes a personal API token: its next request gets 401',
        params: apiTokenParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      await apiTokenRevoker(ctx, user.id, request.params.tokenId);
      return reply.status(204).send();
    },
  );
}
