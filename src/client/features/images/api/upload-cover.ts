import { useMutation, useQueryClient } from '@tanstack/react-query';
import { worldCoverResponse, type WorldCover } from '../../../../shared/schemas/image';
import { apiUpload, type UploadProgress } from '../../../lib/api-upload';
import { worldCoverQueryOptions } from './get-cover';
import { worldPath } from './images-paths';

/**
 * POST api/Setting/{id}/Cover (the general file upload of SPEC §7, owner
 * only): multipart with one file; it replaces the cover there was.
 */
export function uploadWorldCover(
  worldId: string,
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<WorldCover> {
  return apiUpload(worldPath(worldId, 'Cover'), file, file.name, {
    schema: worldCoverResponse,
    ...options,
  });
}

/** The refusal (type, size) is shown beside the cover, so the banner stays quiet. */
export function useUploadWorldCover(
  worldId: string,
  onProgress?: (progress: UploadProgress) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadWorldCover(worldId, file, onProgress ? { onProgress } : {}),
    meta: { banner: false },
    onSuccess: (cover) => queryClient.setQueryData(worldCoverQueryOptions(worldId).queryKey, cover),
  });
}
