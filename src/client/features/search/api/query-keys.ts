/** Every search of one world (live updates mark them stale after a change). */
export const searchRootKey = (worldId: string) => ['search', worldId] as const;
/** The query is trimmed before it becomes a key, so "sea " and "sea" share one answer. */
export const searchKey = (worldId: string, query: string) =>
  [...searchRootKey(worldId), query.trim()] as const;
