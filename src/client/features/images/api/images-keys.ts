/**
 * The roots every images query of a world hangs below. Each call's own
 * `queryOptions` builds its key from these, so a key is spelled once; the
 * roots serve the invalidations that touch a family of queries (every list,
 * whatever its filter).
 */
export const imagesRootKey = (worldId: string) => ['images', worldId] as const;
export const imageListsRootKey = (worldId: string) => [...imagesRootKey(worldId), 'list'] as const;
export const imageDetailsRootKey = (worldId: string) =>
  [...imagesRootKey(worldId), 'detail'] as const;

/** The path of a world's images resource, e.g. `worldPath(id, 'Images', imageId)`. */
export function worldPath(worldId: string, ...parts: string[]): string {
  return ['api/Setting', encodeURIComponent(worldId), ...parts.map(encodeURIComponent)].join('/');
}

/**
 * How long an answer with signed picture addresses may be shown: until a
 * minute before they expire, so the page fetches fresh ones before a picture
 * could break.
 */
export function signedUrlLife(expiresAt: string | undefined, now = Date.now()): number {
  if (!expiresAt) return 0;
  return Math.max(0, Date.parse(expiresAt) - now - 60_000);
}
