import type { onRequestHookHandler, RouteOptions } from 'fastify';
import type { ServerContext } from '../context';
import { authenticate, authenticateOptional } from '../auth/authenticate';
import { admitApiToken } from '../auth/api-tokens';
import { AppError } from './app-error';
import { ErrorCode } from '../../shared/errors';
import type { App } from './types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers callers without a token: signing up and in, health, signed image files. */
    public?: boolean;
  }
}

/**
 * Every API route asks who the caller is before anything else (SPEC §8): an
 * onRequest hook authenticates ahead of body parsing and validation, so a
 * caller without a valid token gets 401 whatever the request, never a 400
 * that describes the body. A route opts out with `config: { public: true }`;
 * WebSocket routes check the token on the socket, where a browser can send it.
 * The handler's own `authenticate()` then returns the user found here.
 */
export function requireSignIn(app: App, ctx: ServerContext): void {
  // Made at the first token's request: the rate-limit plugin registers after this hook.
  let tokenLimit: ReturnType<App['createRateLimit']> | undefined;
  const signedIn: onRequestHookHandler = async (request, reply) => {
    const user = await authenticate(ctx, request);
    if (!user.apiToken) return;
    // Per token, not per address: a build farm's many machines share one budget.
    tokenLimit ??= app.createRateLimit({
      max: () => ctx.config.apiTokenRateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: async (req) => `api-token:${(await authenticate(ctx, req)).apiToken?.id}`,
    });
    const limit = await tokenLimit(request);
    // isAllowed means an allow-listed key; the count is in isExceeded.
    if (!limit.isAllowed && limit.isExceeded) {
      void reply.header('retry-after', String(limit.ttlInSeconds));
      throw new AppError(429, ErrorCode.tooManyRequests);
    }
    admitApiToken(user.apiToken, request.routeOptions.config);
  };
  // A public world's reads: a member's token counts as for any route; a visitor has none.
  const mayBeSignedOut: onRequestHookHandler = async (request, reply) => {
    if (request.headers.authorization) return signedIn.call(app, request, reply, () => undefined);
    await authenticateOptional(ctx, request);
  };
  app.addHook('onRoute', (route: RouteOptions & { websocket?: boolean; wsHandler?: unknown }) => {
    if (!route.url.startsWith('/api/') || route.websocket || route.wsHandler) return;
    if (route.config?.capability === 'world.read') {
      openToReaders(route, ctx);
      const own = route.onRequest ?? [];
      route.onRequest = [mayBeSignedOut, ...(Array.isArray(own) ? own : [own])];
      return;
    }
    if (route.config?.public) {
      // The OpenAPI document says so too: no bearer token on this operation.
      if (route.schema && !('security' in route.schema))
        route.schema = { ...route.schema, security: [] };
      return;
    }
    const own = route.onRequest ?? [];
    route.onRequest = [signedIn, ...(Array.isArray(own) ? own : [own])];
  });
}

/**
 * A route of a public world's reads: the OpenAPI document marks the token as
 * optional, and visitors without one get a budget per address (members keep theirs).
 */
function openToReaders(route: RouteOptions, ctx: ServerContext): void {
  if (route.schema && !('security' in route.schema))
    route.schema = { ...route.schema, security: [{}, { bearer: [] }] };
  route.config = {
    ...route.config,
    rateLimit: {
      max: ctx.config.publicReadRateLimitPerMinute,
      timeWindow: 60_000,
      allowList: (request) => Boolean(request.headers.authorization),
    },
  };
}
