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
