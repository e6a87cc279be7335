/**
 * The roots every timeline query of a world hangs below, and each query's key.
 * The roots exist for the invalidations that touch a family of queries (every
 * event list, whatever its filter).
 */
export const timelineRootKey = (worldId: string) => ['timeline', worldId] as const;
export const eventListsRootKey = (worldId: string) =>
  [...timelineRootKey(worldId), 'events'] as const;
export const eventListKey = (worldId: string, documentId: string | null, rowId: string | null) =>
  [...eventListsRootKey(worldId), documentId, rowId] as const;
export const eventDetailsRootKey = (worldId: string) =>
  [...timelineRootKey(worldId), 'event'] as const;
export const eventKey = (worldId: string, eventId: string) =>
  [...eventDetailsRootKey(worldId), eventId] as const;
export const calendarKey = (worldId: string) => [...timelineRootKey(worldId), 'calendar'] as const;
export const timelineRowsKey = (worldId: string) => [...timelineRootKey(worldId), 'rows'] as const;
