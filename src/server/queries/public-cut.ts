import type { WorldsTable } from '../db/schema';
import { readsPublicOnly, type WorldAccess } from '../policies/authorize';

/** The world of a reader who sees only its public part; undefined for members, who see all. */
export type PublicCut = Pick<WorldsTable, 'is_public' | 'default_visibility'> | undefined;

/** What a query cuts its answer to for this caller (see isPublicItem). */
export function publicCutOf(access: WorldAccess): PublicCut {
  return readsPublicOnly(access) ? access.world : undefined;
}
