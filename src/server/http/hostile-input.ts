import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../shared/errors';
import { AppError } from './app-error';

/**
 * How deep a JSON body may nest. Rich text is the deepest thing the app takes
 * (a node and its `content` array are two levels, so this is 100 nested
 * nodes); zod validates recursively and ran out of stack on 1,000 nested
 * nodes, which answered 500.
 */
export const maxBodyDepth = 200;

/**
 * Refuses, before any schema walks the request:
 * - a JSON body nested deeper than `maxBodyDepth`;
 * - a NUL character (U+0000, in a value or a key) in the body, query or path.
 *   PostgreSQL text and jsonb cannot take it, so it ended as a 500 there while
 *   SQLite stored it; no name, text or id needs one.
 * The body is walked once for both.
 */
export async function refuseHostileInput(request: FastifyRequest): Promise<void> {
  const body = inspect(request.body);
  if (body === 'tooDeep')
    throw new AppError(400, ErrorCode.validation, 'VALIDATION.NESTED_TOO_DEEP');
  if (body === 'nul' || inspect(request.query) === 'nul' || inspect(request.params) === 'nul') {
    throw new AppError(400, ErrorCode.validation, 'VALIDATION.INVALID_VALUE');
  }
}

/**
 * Walks with its own stack, so the check cannot overflow on what it is meant
 * to refuse (a body nested thousands deep). Too deep wins over a NUL found on the way.
 */
function inspect(root: unknown): 'tooDeep' | 'nul' | 'ok' {
  let nul = false;
  const pending: [unknown, number][] = [[root, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop() as [unknown, number];
    if (typeof value === 'string') {
      nul ||= value.includes('\u0000');
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth + 1 > maxBodyDepth) return 'tooDeep';
    if (Array.isArray(value)) {
      for (const item of value) pending.push([item, depth + 1]);
    } else {
      for (const [key, item] of Object.entries(value)) {
        nul ||= key.includes('\u0000');
        pending.push([item, depth + 1]);
      }
    }
  }
  return nul ? 'nul' : 'ok';
}
