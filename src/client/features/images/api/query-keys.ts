/**
 * The roots every images query of a world hangs below, and each query's key.
 * The roots serve the invalidations that touch a family of queries (every
 * list, whatever its filter).
 */
export const imagesRootKey = (worldId: string) => ['images', worldId] as const;
export const imageListsRootKey = (worldId: string) => [...imagesRootKey(worldId), 'list'] as const;
export const imageListKey = (
  worldId: string,
  categoryId: string | null,
  documentId: string | null,
) => [...imageListsRootKey(worldId), categoryId, documentId] as const;
/** The first picture of a document, for its thumbnail in lists. */
export const documentThumbnailKey = (worldId: string, documentId: string) =>
  [...imageListKey(worldId, null, documentId), 'first'] as const;
export const imageDetailsRootKey = (worldId: string) =>
  [...imagesRootKey(worldId), 'detail'] as const;
export const imageKey = (worldId: string, imageId: string) =>
  [...imageDetailsRootKey(worldId), imageId] as const;
export const worldCoverKey = (worldId: string) => [...imagesRootKey(worldId), 'cover'] as const;
export const imageCategoriesKey = (worldId: string) =>
  [...imagesRootKey(worldId), 'categories'] as const;
/** The server's upload limits: the same for every world. */
export const imageLimitsKey = () => ['images', 'limits'] as const;
