import { readsPublicOnly, type WorldAccess } from '../policies/authorize';
import type { PublicCut } from './public-items';

// Queries take the type from public-items.ts: importing it from here would tie them to the policies.
export type { PublicCut };

/** What a query cuts its answer to for this caller (see isPublicItem). */
export function publicCutOf(access: WorldAccess): PublicCut {
  return readsPublicOnly(access) ? access.world : undefined;
}
