/**
 * Every relations query of a world hangs below `['relations', worldId]`:
 * types, tables, a document's connections and the graph. An edit of any of
 * them invalidates the root, so counts, tables, tabs and graph agree.
 */
export const relationsRootKey = (worldId: string) => ['relations', worldId] as const;
export const relationListKey = (
  worldId: string,
  typeId: string | null,
  documentId: string | null,
) => [...relationsRootKey(worldId), 'list', typeId, documentId] as const;
export const relationPageKey = (
  worldId: string,
  typeId: string | null,
  documentId: string | null,
  page: number,
) => [...relationsRootKey(worldId), 'page', typeId, documentId, page] as const;
export const relationGraphKey = (worldId: string) =>
  [...relationsRootKey(worldId), 'graph'] as const;
export const relationTypesKey = (worldId: string) =>
  [...relationsRootKey(worldId), 'types'] as const;
