import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';

/**
 * Public pages may be kept by browsers and shared caches, but are checked
 * again on every use: unpublishing a world or hiding a document changes the
 * answer, so its ETag, at once.
 */
export const publicCacheControl = 'public, max-age=0, must-revalidate';

/** Sends a text answer with an ETag of its bytes, or 304 when the caller holds it already. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  contentType: string,
): FastifyReply {
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  void reply.header('etag', etag).header('cache-control', publicCacheControl);
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.status(304).send();
  }
  return reply.type(contentType).send(body);
}

/** The origin public addresses start with: PUBLIC_URL when set, else what the request came to. */
export function publicOrigin(ctx: ServerContext, request: FastifyRequest): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
