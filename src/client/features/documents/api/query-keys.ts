import type { DocumentFilters } from '../list-filters';

/** Every documents query of a world starts with this key; lists and details hang below it. */
export const documentsRootKey = (worldId: string) => ['documents', worldId] as const;
/** The key every list page of a world shares: a change to any document invalidates it. */
export const documentListsRootKey = (worldId: string) =>
  [...documentsRootKey(worldId), 'list'] as const;
export const documentsPageKey = (worldId: string, filters: DocumentFilters, page: number) =>
  [...documentListsRootKey(worldId), 'page', filters, page] as const;
export const documentsByNameKey = (worldId: string, name: string, limit: number) =>
  [...documentListsRootKey(worldId), 'by-name', name.trim().toLowerCase(), limit] as const;
/** The whole tree of a world's documents (id, name, type, parent). */
export const documentTreeKey = (worldId: string) =>
  [...documentListsRootKey(worldId), 'tree'] as const;
export const documentKey = (worldId: string, documentId: string) =>
  [...documentsRootKey(worldId), 'detail', documentId] as const;

export const templatesKey = (worldId: string) => ['templates', worldId] as const;
