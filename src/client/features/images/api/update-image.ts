import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  imageResponse,
  type ImageDetail,
  type ImageUpdateRequest,
} from '../../../../shared/schemas/image';
import { apiRequest } from '../../../lib/api-client';
import { imageQueryOptions } from './get-image';
import { imageCategoriesQueryOptions } from './get-categories';
import { worldPath } from './images-paths';
import { imageListsRootKey } from './query-keys';

/** PUT api/Setting/{id}/Images/{imageId}: name, category and linked documents, on the version it was made on (409 otherwise). */
export function updateImage(
  worldId: string,
  imageId: string,
  body: ImageUpdateRequest,
): Promise<ImageDetail> {
  return apiRequest('PUT', worldPath(worldId, 'Images', imageId), { body, schema: imageResponse });
}

/** Field errors and a stale version are shown in the form, so the banner stays quiet. */
export function useUpdateImage(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, body }: { imageId: string; body: ImageUpdateRequest }) =>
      updateImage(worldId, imageId, body),
    meta: { banner: false },
    onSuccess: (saved) => {
      queryClient.setQueryData(imageQueryOptions(worldId, saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: imageListsRootKey(worldId) });
      void queryClient.invalidateQueries({
        queryKey: imageCategoriesQueryOptions(worldId).queryKey,
      });
    },
  });
}
