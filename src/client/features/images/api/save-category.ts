import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  imageCategoryResponse,
  type ImageCategory,
  type ImageCategoryRequest,
} from '../../../../shared/schemas/image';
import { apiRequest } from '../../../lib/api-client';
import { imageCategoriesQueryOptions } from './get-categories';
import { worldPath } from './images-paths';
import { imageDetailsRootKey } from './query-keys';

/** POST api/Setting/{id}/ImageCategories, or PUT …/{categoryId} to rename: names are unique in the world (40039). */
export function saveImageCategory(
  worldId: string,
  categoryId: string | null,
  body: ImageCategoryRequest,
): Promise<ImageCategory> {
  return categoryId
    ? apiRequest('PUT', worldPath(worldId, 'ImageCategories', categoryId), {
        body,
        schema: imageCategoryResponse,
      })
    : apiRequest('POST', worldPath(worldId, 'ImageCategories'), {
        body,
        schema: imageCategoryResponse,
      });
}

/** A taken name is shown under the name field, so the banner stays quiet. */
export function useSaveImageCategory(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: string | null; body: ImageCategoryRequest }) =>
      saveImageCategory(worldId, categoryId, body),
    meta: { banner: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: imageCategoriesQueryOptions(worldId).queryKey,
      });
      // An open picture shows its category's name.
      void queryClient.invalidateQueries({ queryKey: imageDetailsRootKey(worldId) });
    },
  });
}
