/**
 * The roots every timeline query of a world hangs below. Each call's own
 * `queryOptions` builds its key from these, so a key is spelled once; the
 * roots exist for the invalidations that touch a family of queries (every
 * event list, whatever its filter).
 */
export const timelineRootKey = (worldId: string) => ['timeline', worldId] as const;
export const eventListsRootKey = (worldId: string) =>
  [...timelineRootKey(worldId), 'events'] as const;
export const eventDetailsRootKey = (worldId: string) =>
  [...timelineRootKey(worldId), 'event'] as const;

/** The path of a world's timeline resource, e.g. `timelinePath(id, 'Events', eventId)`. */
export function timelinePath(worldId: string, ...parts: string[]): string {
  return ['api/Setting', encodeURIComponent(worldId), ...parts.map(encodeURIComponent)].join('/');
}
