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

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  }
  return false;
}
