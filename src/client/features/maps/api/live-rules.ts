import type { QueryClient } from '@tanstack/react-query';
import type { LiveNoticeMessage } from '../../../../shared/live/protocol';
import type { MapDetail, MapSummary } from '../../../../shared/schemas/map';
import {
  detailText,
  documentNameRules,
  renamed,
  ruleFor,
  when,
  type LiveRule,
  type LiveRules,
} from '../../../live/live-rules';
import {
  documentMapPlacesRootKey,
  eventMapPlacesRootKey,
  mapDetailsRootKey,
  mapKey,
  mapListKey,
  mapsRootKey,
} from './query-keys';

/** The map the change names, and the list (names, thumbnails, statuses, pin counts). */
const mapChange: LiveRule = (w, details) => {
  const id = detailText(details, 'mapId');
  return { invalidate: [mapListKey(w), id ? mapKey(w, id) : mapDetailsRootKey(w)] };
};

/** A feature moved, renamed or gone: its map, the pin counts, documents' and events' places. */
const featureChange: LiveRule = (w, details) => ({
  invalidate: [
    ...(mapChange(w, details).invalidate ?? []),
    documentMapPlacesRootKey(w),
    eventMapPlacesRootKey(w),
  ],
});

/** Which live changes make which maps queries stale. */
export const mapsLiveRules: LiveRules = {
  // Features show their document's name and type; places name the document's features.
  ...documentNameRules((w) => [mapDetailsRootKey(w), documentMapPlacesRootKey(w)]),
  create_map: (w) => ({ invalidate: [mapListKey(w)] }),
  // A rename shows in breadcrumbs and child lists of other maps; a deletion frees children.
  ...ruleFor(['update_map', 'delete_map'], (w) => ({ invalidate: [mapsRootKey(w)] })),
  upload_map_picture: mapChange,
  update_map_layers: featureChange,
  ...ruleFor(['create_map_feature', 'update_map_feature', 'delete_map_feature'], featureChange),
  // A place names its timeline event; a deleted event leaves its places unlinked.
  update_event: (w, details) => ({ invalidate: when(renamed(details), mapDetailsRootKey(w)) }),
  delete_event: (w) => ({ invalidate: [mapDetailsRootKey(w)] }),
};

/**
 * A map's tiling progress, live: written into the cached map and list while
 * it runs; once it is ready or failed, both are fetched again (the ready
 * picture's tiles, or the failure).
 */
export function mapTilingNotice(
  queryClient: QueryClient,
  worldId: string,
  notice: LiveNoticeMessage,
): void {
  if (notice.type !== 'map_tiling') return;
  if (notice.status === 'tiling') {
    queryClient.setQueryData<MapDetail>(mapKey(worldId, notice.mapId), (map) =>
      map ? { ...map, status: 'tiling', tilingProgress: notice.progress } : map,
    );
    queryClient.setQueryData<MapSummary[]>(mapListKey(worldId), (maps) =>
      maps?.map((map) => (map.id === notice.mapId ? { ...map, status: 'tiling' } : map)),
    );
    return;
  }
  void queryClient.invalidateQueries({ queryKey: mapKey(worldId, notice.mapId) });
  void queryClient.invalidateQueries({ queryKey: mapListKey(worldId) });
}
