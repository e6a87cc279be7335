import type { onRequestHookHandler, RouteOptions } from 'fastify';
import type { ServerContext } from '../context';
import { authenticate } from '../auth/authenticate';
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
  const signedIn: onRequestHookHandler = async (request) => {
    await authenticate(ctx, request);
  };
  app.addHook('onRoute', (route: RouteOptions & { websocket?: boolean; wsHandler?: unknown }) => {
    if (!route.url.startsWith('/api/') || route.websocket || route.wsHandler) return;
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
