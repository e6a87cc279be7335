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

/** Refuses a JSON body nested deeper than `maxBodyDepth` before any schema walks it. */
export async function refuseDeepBodies(request: FastifyRequest): Promise<void> {
  if (depthOver(request.body, maxBodyDepth)) {
    throw new AppError(400, ErrorCode.validation, 'VALIDATION.NESTED_TOO_DEEP');
  }
}

/** Walks with its own stack, so the check cannot overflow on what it is meant to refuse. */
function depthOver(root: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[root, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop() as [unknown, number];
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth + 1 > limit) return true;
    for (const item of Array.isArray(value) ? value : Object.values(value)) pending.push([item, depth + 1]);
  }
  return false;
}
