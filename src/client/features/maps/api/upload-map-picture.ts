import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mapResponse, type MapDetail } from '../../../../shared/schemas/map';
import { apiUpload, type UploadProgress } from '../../../lib/api-upload';
import { mapsPath } from './maps-paths';
import { mapKey, mapListKey } from './query-keys';

/**
 * POST api/Setting/{id}/Maps/{mapId}/Picture: multipart field `file`. The
 * server checks it, answers 202 with the map `tiling`, and cuts the tiles
 * off the request; progress then comes live (and by polling the map).
 */
export function uploadMapPicture(
  worldId: string,
  mapId: string,
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<MapDetail> {
  return apiUpload(mapsPath(worldId, 'Maps', mapId, 'Picture'), file, file.name, {
    schema: mapResponse,
    ...options,
  });
}

/** The refusal (type, size, pixels, busy) is shown where the picture was chosen, so the banner stays quiet. */
export function useUploadMapPicture(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      mapId,
      file,
      onProgress,
    }: {
      mapId: string;
      file: File;
      onProgress?: (progress: UploadProgress) => void;
    }) => uploadMapPicture(worldId, mapId, file, onProgress ? { onProgress } : {}),
    meta: { banner: false },
    onSuccess: (map) => {
      queryClient.setQueryData(mapKey(worldId, map.id), map);
      void queryClient.invalidateQueries({ queryKey: mapListKey(worldId) });
    },
  });
}
