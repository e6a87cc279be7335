import { keepPreviousData, queryOptions, useQueries } from '@tanstack/react-query';
import { documentListResponse, type DocumentList } from '../../../../shared/schemas/document';
import { apiRequest } from '../../../lib/api-client';
import { listPageSize, listQueryString, type DocumentFilters } from '../list-filters';
import { documentsPageKey, documentsByNameKey } from './query-keys';

/** GET api/Setting/{id}/Documents?name&tags&type&sort&direction&offset&limit → one page and the total. */
export function getDocuments(
  worldId: string,
  query: string,
  signal?: AbortSignal,
): Promise<DocumentList> {
  return apiRequest('GET', `api/Setting/${encodeURIComponent(worldId)}/Documents?${query}`, {
    schema: documentListResponse,
    signal,
  });
}

export const documentsPageQueryOptions = (
  worldId: string,
  filters: DocumentFilters,
  page: number,
) =>
  queryOptions({
    queryKey: documentsPageKey(worldId, filters, page),
    queryFn: ({ signal }) =>
      getDocuments(worldId, listQueryString(filters, page * listPageSize, listPageSize), signal),
    // While new filters load, the first page keeps showing the previous answer instead of a blank list.
    placeholderData: page === 0 ? keepPreviousData : undefined,
  });

/** The pages of a filtered list that are on screen; page 0 is always asked, for the total. */
export function useDocumentsPages(
  worldId: string,
  filters: DocumentFilters,
  pages: readonly number[],
) {
  const wanted = [...new Set([0, ...pages])];
  return useQueries({
    queries: wanted.map((page) => documentsPageQueryOptions(worldId, filters, page)),
    combine: (results) => ({
      pages: new Map(wanted.map((page, index) => [page, results[index]?.data])),
      total: results[0]?.data?.total,
      isPending: results[0]?.isPending ?? true,
      isPlaceholder: results[0]?.isPlaceholderData ?? false,
      isError: results.some((result) => result.isError),
    }),
  });
}

/** Documents whose name holds `name`, for `@` mentions and pickers (a short list, by name). */
export const documentsByNameQueryOptions = (worldId: string, name: string, limit = 8) =>
  queryOptions({
    queryKey: documentsByNameKey(worldId, name, limit),
    queryFn: ({ signal }) =>
      getDocuments(
        worldId,
        listQueryString({ name, tags: [], type: null, sort: 'name', direction: 'asc' }, 0, limit),
        signal,
      ),
    staleTime: 10_000,
    meta: { banner: false },
  });
