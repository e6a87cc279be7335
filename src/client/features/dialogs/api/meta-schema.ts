import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  metaSchemaListResponse,
  metaSchemaResponse,
  type MetaSchemaDefinitionResponse,
  type MetaSchemaRequest,
} from '../../../../shared/schemas/dialog';
import { apiRequest } from '../../../lib/api-client';
import { dialogsPath } from './dialogs-paths';
import { dialogsRootKey, metaSchemaKey } from './query-keys';

/** GET api/Setting/{id}/DialogMetaSchema: the fields custom nodes carry. */
export function getMetaSchema(
  worldId: string,
  signal?: AbortSignal,
): Promise<MetaSchemaDefinitionResponse[]> {
  return apiRequest('GET', dialogsPath(worldId, 'DialogMetaSchema'), {
    schema: metaSchemaListResponse,
    signal,
  });
}

export const metaSchemaQueryOptions = (worldId: string) =>
  queryOptions({
    queryKey: metaSchemaKey(worldId),
    queryFn: ({ signal }) => getMetaSchema(worldId, signal),
  });

export const useMetaSchema = (worldId: string) => useQuery(metaSchemaQueryOptions(worldId));

/** POST …/DialogMetaSchema or PUT …/{definitionId}: name unique (40042), type integer or text. */
export function saveMetaSchemaDefinition(
  worldId: string,
  definitionId: string | null,
  body: MetaSchemaRequest,
) {
  return definitionId
    ? apiRequest('PUT', dialogsPath(worldId, 'DialogMetaSchema', definitionId), {
        body,
        schema: metaSchemaResponse,
      })
    : apiRequest('POST', dialogsPath(worldId, 'DialogMetaSchema'), {
        body,
        schema: metaSchemaResponse,
      });
}

export function useSaveMetaSchemaDefinition(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      definitionId,
      body,
    }: {
      definitionId: string | null;
      body: MetaSchemaRequest;
    }) => saveMetaSchemaDefinition(worldId, definitionId, body),
    meta: { banner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dialogsRootKey(worldId) }),
  });
}

export function useDeleteMetaSchemaDefinition(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (definitionId: string) =>
      apiRequest<void>('DELETE', dialogsPath(worldId, 'DialogMetaSchema', definitionId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dialogsRootKey(worldId) }),
  });
}
