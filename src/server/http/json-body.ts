import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../shared/errors';
import { AppError } from './app-error';
import { JsonRowScanner, ScanLimitError, ScanSyntaxError } from './json-row-scanner';
import { utf8Text } from './utf8-text';

/**
 * Values a JSON body may hold, counted before it is parsed: a 16 MB dialog
 * body of `[[],[],…]` parsed to 5 million arrays and took 900 MB. A graph of
 * 5,000 nodes with their choices and conditions fits.
 */
export const maxBodyValues = 500_000;

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
      refuseCostlyJson(text);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/** Counts the values of the text (only strings and brackets are followed); depth is hostile-input's to judge. */
function refuseCostlyJson(text: string): void {
  const limits = {
    maxRows: 1,
    maxRowChars: Number.POSITIVE_INFINITY,
    maxRowValues: maxBodyValues,
    maxDepth: Number.POSITIVE_INFINITY,
  };
  try {
    new JsonRowScanner(limits, { single: true }).push(text);
  } catch (error) {
    if (error instanceof ScanLimitError) throw new AppError(413, ErrorCode.payloadTooLarge);
    // Text that is not JSON (`}`) is the parser's to refuse, with its own 400.
    if (!(error instanceof ScanSyntaxError)) throw error;
  }
}
