/** Every dashboard query key, built here and nowhere else. */
export const summaryKey = (worldId: string) => ['summary', worldId] as const;
export const todosKey = (worldId: string) => ['todos', worldId] as const;

/** Every name filter of the dashboard's documents overview of one world. */
export const worldDocumentsRootKey = (worldId: string) => ['dashboard-documents', worldId] as const;
export const worldDocumentsKey = (worldId: string, name: string) =>
  [...worldDocumentsRootKey(worldId), name.trim()] as const;
