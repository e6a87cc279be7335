/**
 * Every relations query of a world hangs below `['relations', worldId]`:
 * types, tables, a document's connections and the graph. An edit of any of
 * them invalidates the root, so counts, tables, tabs and graph agree.
 */
export const relationsRootKey = (worldId: string) => ['relations', worldId] as const;

/** The path of a world's relations resource, e.g. `relationsPath(id, 'Relations', relationId)`. */
export function relationsPath(worldId: string, ...parts: string[]): string {
  return ['api/Setting', encodeURIComponent(worldId), ...parts.map(encodeURIComponent)].join('/');
}
