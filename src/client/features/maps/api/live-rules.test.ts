// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MapDetail, MapSummary } from '../../../../shared/schemas/map';
import { mapsLiveRules, mapTilingNotice } from './live-rules';
import {
  documentMapPlacesRootKey,
  eventMapPlacesRootKey,
  mapDetailsRootKey,
  mapKey,
  mapListKey,
} from './query-keys';

const w = 'w1';

describe('mapTilingNotice', () => {
  it('writes the share done into the cached map and list while tiling', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(mapKey(w, 'm1'), {
      id: 'm1',
      status: 'ready',
      tilingProgress: null,
    } as MapDetail);
    queryClient.setQueryData(mapListKey(w), [{ id: 'm1', status: 'ready' }] as MapSummary[]);
    mapTilingNotice(queryClient, w, {
      type: 'map_tiling',
      mapId: 'm1',
      status: 'tiling',
      progress: 0.4,
    });
    expect(queryClient.getQueryData<MapDetail>(mapKey(w, 'm1'))).toMatchObject({
      status: 'tiling',
      tilingProgress: 0.4,
    });
    expect(queryClient.getQueryData<MapSummary[]>(mapListKey(w))?.[0]?.status).toBe('tiling');
  });

  it('fetches the map and the list again when tiling ends', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(mapKey(w, 'm1'), { id: 'm1', status: 'tiling' } as MapDetail);
    queryClient.setQueryData(mapListKey(w), [] as MapSummary[]);
    mapTilingNotice(queryClient, w, {
      type: 'map_tiling',
      mapId: 'm1',
      status: 'ready',
      progress: 1,
    });
    expect(queryClient.getQueryState(mapKey(w, 'm1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(mapListKey(w))?.isInvalidated).toBe(true);
  });
});

describe('mapsLiveRules', () => {
  it('refreshes the changed map, the pin counts and documents’ places after a feature change', () => {
    const refresh = mapsLiveRules.create_map_feature?.(w, { mapId: 'm1', featureId: 'f1' });
    expect(refresh?.invalidate).toEqual(
      expect.arrayContaining([mapKey(w, 'm1'), mapListKey(w), documentMapPlacesRootKey(w)]),
    );
  });

  it('refreshes events’ places after a feature change', () => {
    const refresh = mapsLiveRules.update_map_feature?.(w, { mapId: 'm1', featureId: 'f1' });
    expect(refresh?.invalidate).toEqual(expect.arrayContaining([eventMapPlacesRootKey(w)]));
  });

  it('refreshes open maps when a timeline event is renamed or deleted, not when it moves', () => {
    const renamed = mapsLiveRules.update_event?.(w, { eventId: 'e1', previousName: 'Old' });
    expect(renamed?.invalidate).toEqual([mapDetailsRootKey(w)]);
    const moved = mapsLiveRules.update_event?.(w, { eventId: 'e1', name: 'Same' });
    expect(moved?.invalidate).toEqual([]);
    const deleted = mapsLiveRules.delete_event?.(w, { eventId: 'e1', name: 'Gone' });
    expect(deleted?.invalidate).toEqual([mapDetailsRootKey(w)]);
  });
});
