/** The path of a world's maps resource, e.g. `mapsPath(id, 'Maps', mapId, 'Features')`. */
export function mapsPath(worldId: string, ...parts: string[]): string {
  return ['api/Setting', encodeURIComponent(worldId), ...parts.map(encodeURIComponent)].join('/');
}

/**
 * How long an answer with signed tile addresses may be shown: until a minute
 * before they expire, so the page fetches fresh ones before a tile could break.
 */
export function signedUrlLife(expiresAt: string | null | undefined, now = Date.now()): number {
  if (!expiresAt) return 0;
  return Math.max(0, Date.parse(expiresAt) - now - 60_000);
}
