import type { FastifyReply } from 'fastify';

/**
 * JSON text that already has the shape of `T` (written by the database, see
 * queries/world-list.ts). The type parameter only records that promise.
 */
export type JsonText<T> = string & { readonly jsonOf?: T };

/**
 * Sends JSON text as it is. Fastify skips the route's serializer for a string
 * with a JSON content type, so the zod response schema still documents the
 * route in OpenAPI but is not run on this answer.
 */
export function sendJsonText<T>(reply: FastifyReply, json: JsonText<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
