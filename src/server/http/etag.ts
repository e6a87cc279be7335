import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JsonText } from './json-text';

/** A strong ETag of an answer's text. */
export function etagOf(text: string | Buffer): string {
  return `"${crypto.createHash('sha256').update(text).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match: `*` or a list of tags, weak ones compared weakly (RFC 9110 §13.1.2). */
export function matchesETag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends JSON text with its ETag, or 304 without a body when the caller has
 * it already. `private, no-cache` lets the browser keep the answer and ask
 * again each time, so a refetch of an unchanged answer moves no body.
 */
export function sendJsonTextWithETag<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  json: JsonText<T>,
): FastifyReply {
  const etag = etagOf(json);
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matchesETag(request, etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
