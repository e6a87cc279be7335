/**
 * Every maps query of a world hangs below `['maps', worldId]`: the list, each
 * map (with its layers and features), and each document's places on maps.
 */
export const mapsRootKey = (worldId: string) => ['maps', worldId] as const;
export const mapListKey = (worldId: string) => [...mapsRootKey(worldId), 'list'] as const;
export const mapDetailsRootKey = (worldId: string) => [...mapsRootKey(worldId), 'one'] as const;
export const mapKey = (worldId: string, mapId: string) =>
  [...mapDetailsRootKey(worldId), mapId] as const;
/** "On maps" of every document: a feature's change may move any of them. */
export const documentMapPlacesRootKey = (worldId: string) =>
  [...mapsRootKey(worldId), 'places'] as const;
export const documentMapPlacesKey = (worldId: string, documentId: string) =>
  [...documentMapPlacesRootKey(worldId), documentId] as const;
/** "On maps" of every timeline event: a feature's change may move any of them. */
export const eventMapPlacesRootKey = (worldId: string) =>
  [...mapsRootKey(worldId), 'event-places'] as const;
export const eventMapPlacesKey = (worldId: string, eventId: string) =>
  [...eventMapPlacesRootKey(worldId), eventId] as const;
/** What a hover card shows of a linked document. */
export const documentPreviewKey = (worldId: string, documentId: string) =>
  [...mapsRootKey(worldId), 'preview', documentId] as const;
/** The server's picture and feature limits: the same for every world. */
export const mapLimitsKey = () => ['maps', 'limits'] as const;
