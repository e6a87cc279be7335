import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../shared/errors';
import { AppError } from './app-error';

/**
 * Refuses a request whose JSON body, query or path holds a NUL character
 * (U+0000, in a value or a key). PostgreSQL text and jsonb cannot take it, so
 * it ended as a 500 there while SQLite stored it; no name, text or id needs one.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  if ([request.body, request.query, request.params].some(holdsNul)) {
    throw new AppError(400, ErrorCode.validation, 'VALIDATION.INVALID_VALUE');
  }
}

/** Walks with its own stack: a body nested thousands deep (1 MiB of `[`) must not overflow the call stack. */
function holdsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
