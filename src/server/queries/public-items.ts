import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { WorldsTable } from '../db/schema';

/** The world of a reader who sees only its public part; undefined for members, who see all. */
export type PublicCut = Pick<WorldsTable, 'is_public' | 'default_visibility'> | undefined;

/**
 * The condition that keeps only what a reader of a public world may see, for
 * a `visibility` column (null follows the world's default). Readers reach
 * only public worlds, but the check on `is_public` keeps a slip elsewhere from
 * opening a private one.
 */
export function isPublicItem(
  visibilityColumn: string,
  world: Pick<WorldsTable, 'is_public' | 'default_visibility'>,
): RawBuilder<SqlBool> {
  if (world.is_public !== 1) return sql<SqlBool>`1 = 0`;
  const column = sql.ref(visibilityColumn);
  return world.default_visibility === 'public'
    ? sql<SqlBool>`(${column} is null or ${column} = 'public')`
    : sql<SqlBool>`${column} = 'public'`;
}
