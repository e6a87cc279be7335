import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { worldPath } from './images-paths';
import { imagesRootKey } from './query-keys';

/** DELETE api/Setting/{id}/ImageCategories/{categoryId}: its pictures stay, without a category. */
export function deleteImageCategory(worldId: string, categoryId: string): Promise<void> {
  return apiRequest('DELETE', worldPath(worldId, 'ImageCategories', categoryId));
}

export function useDeleteImageCategory(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string) => deleteImageCategory(worldId, categoryId),
    // Counts, lists filtered by it and open pictures all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imagesRootKey(worldId) }),
  });
}
