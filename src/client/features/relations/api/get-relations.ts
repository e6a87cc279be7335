import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { relationListResponse, type RelationList } from '../../../../shared/schemas/relation';
import { apiRequest } from '../../../lib/api-client';
import { relationsPath } from './relations-paths';
import { relationListKey, relationPageKey } from './query-keys';

export interface RelationFilter {
  /** One type's table. */
  typeId?: string | undefined;
  /** Relations from or to this document (its Connections tab). */
  documentId?: string | undefined;
}

/** A document's relations load a hundred at a time ("Show more"). */
export const relationPageSize = 100;
/** A type's table shows this many rows a page, so the tables below it stay in reach in a world of thousands. */
export const relationTablePageSize = 25;

/** GET api/Setting/{id}/Relations?typeId&documentId&offset&limit: ordered by source name, then target name. */
export function getRelations(
  worldId: string,
  filter: RelationFilter,
  offset: number,
  signal?: AbortSignal,
  limit = relationPageSize,
): Promise<RelationList> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(limit) });
  if (filter.typeId) query.set('typeId', filter.typeId);
  if (filter.documentId) query.set('documentId', filter.documentId);
  return apiRequest('GET', `${relationsPath(worldId, 'Relations')}?${query.toString()}`, {
    schema: relationListResponse,
    signal,
  });
}

export const relationsQueryOptions = (worldId: string, filter: RelationFilter = {}) =>
  infiniteQueryOptions({
    queryKey: relationListKey(worldId, filter.typeId ?? null, filter.documentId ?? null),
    queryFn: ({ signal, pageParam }) => getRelations(worldId, filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });

export function useRelations(worldId: string, filter: RelationFilter = {}) {
  return useInfiniteQuery(relationsQueryOptions(worldId, filter));
}

/** One page of a type's table; the previous page stays shown while the next loads. */
export const relationsPageQueryOptions = (worldId: string, filter: RelationFilter, page: number) =>
  queryOptions({
    queryKey: relationPageKey(worldId, filter.typeId ?? null, filter.documentId ?? null, page),
    queryFn: ({ signal }) =>
      getRelations(
        worldId,
        filter,
        (page - 1) * relationTablePageSize,
        signal,
        relationTablePageSize,
      ),
    placeholderData: keepPreviousData,
  });

export function useRelationsPage(worldId: string, filter: RelationFilter, page: number) {
  return useQuery(relationsPageQueryOptions(worldId, filter, page));
}
