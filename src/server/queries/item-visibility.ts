import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { WorldsTable } from '../db/schema';
import type { Visibility } from '../../shared/visibility';

/**
 * The condition that keeps items whose visibility, after the world's default
 * for those without their own, is `wanted`: what members filter lists by.
 * It says nothing of who may read them (isPublicItem does).
 */
export function hasVisibility(
  visibilityColumn: string,
  world: Pick<WorldsTable, 'default_visibility'>,
  wanted: Visibility,
): RawBuilder<SqlBool> {
  const column = sql.ref(visibilityColumn);
  const followsDefault = (world.default_visibility === 'public' ? 'public' : 'members') === wanted;
  return followsDefault
    ? sql<SqlBool>`(${column} is null or ${column} = ${wanted})`
    : sql<SqlBool>`${column} = ${wanted}`;
}
