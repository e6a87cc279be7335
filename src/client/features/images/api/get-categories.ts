import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  imageCategoryListResponse,
  type ImageCategoryList,
} from '../../../../shared/schemas/image';
import { apiRequest } from '../../../lib/api-client';
import { worldPath } from './images-paths';
import { imageCategoriesKey } from './query-keys';

/** GET api/Setting/{id}/ImageCategories: the categories with their image counts, and the uncategorized count. */
export function getImageCategories(
  worldId: string,
  signal?: AbortSignal,
): Promise<ImageCategoryList> {
  return apiRequest('GET', worldPath(worldId, 'ImageCategories'), {
    schema: imageCategoryListResponse,
    signal,
  });
}

export const imageCategoriesQueryOptions = (worldId: string) =>
  queryOptions({
    queryKey: imageCategoriesKey(worldId),
    queryFn: ({ signal }) => getImageCategories(worldId, signal),
  });

export function useImageCategories(worldId: string) {
  return useQuery(imageCategoriesQueryOptions(worldId));
}
