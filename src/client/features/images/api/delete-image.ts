import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { imageCategoriesQueryOptions } from './get-categories';
import { imageQueryOptions } from './get-image';
import { worldPath } from './images-paths';
import { imageListsRootKey } from './query-keys';

/** DELETE api/Setting/{id}/Images/{imageId}: the picture, its thumbnail and its links go. */
export function deleteImage(worldId: string, imageId: string): Promise<void> {
  return apiRequest('DELETE', worldPath(worldId, 'Images', imageId));
}

export function useDeleteImage(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) => deleteImage(worldId, imageId),
    onSuccess: (_nothing, imageId) => {
      queryClient.removeQueries({ queryKey: imageQueryOptions(worldId, imageId).queryKey });
      void queryClient.invalidateQueries({ queryKey: imageListsRootKey(worldId) });
      void queryClient.invalidateQueries({
        queryKey: imageCategoriesQueryOptions(worldId).queryKey,
      });
    },
  });
}
