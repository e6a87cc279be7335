import * as z from 'zod/mini';

/**
 * Success answers without a JSON body, for the routes' response schemas. They
 * make the OpenAPI document say what a generated client gets back.
 */

/** 204: `reply.status(204).send()`; the document shows no content. */
export const noContent = z.undefined().check(z.describe('Done; no body.'));

/** 101: a WebSocket route's upgrade (its plain GET answers 426). */
export const webSocketUpgrade = z
  .undefined()
  .check(z.describe('Switches to the WebSocket protocol.'));

/**
 * A file's bytes under its own content type: OpenAPI's `format: binary`. The
 * route sends text, a buffer or a stream, never JSON, so nothing is checked.
 */
export const binaryFile = z.custom<string | Uint8Array | AsyncIterable<unknown>>();
z.globalRegistry.add(binaryFile, { type: 'string', format: 'binary' });

/** A response entry for a file answer in any of `contentTypes`. */
export function fileAnswer(description: string, contentTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: binaryFile }])),
  };
}
