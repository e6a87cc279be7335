import type { FastifyInstance } from 'fastify';
import { utf8Text } from './utf8-text';

/**
 * Replaces Fastify's JSON body parser with the same parser (prototype
 * poisoning refused, as by default) over a strict UTF-8 decode: Fastify's own
 * decode turns bytes that are not UTF-8 into U+FFFD, and names and texts were
 * stored with it. Those bodies now get 400 (40051).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8Text(body as Buffer);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
