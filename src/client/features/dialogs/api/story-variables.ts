import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  storyVariableListResponse,
  storyVariableResponse,
  type StoryVariable,
  type StoryVariableRequest,
} from '../../../../shared/schemas/story-variable';
import { apiRequest } from '../../../lib/api-client';
import { dialogsPath } from './dialogs-paths';
import { dialogsRootKey, storyVariablesKey } from './query-keys';

/** GET api/Setting/{id}/StoryVariables: the world's variables by name, with how many dialogs use each. */
export function getStoryVariables(worldId: string, signal?: AbortSignal): Promise<StoryVariable[]> {
  return apiRequest('GET', dialogsPath(worldId, 'StoryVariables'), {
    schema: storyVariableListResponse,
    signal,
  });
}

export const storyVariablesQueryOptions = (worldId: string) =>
  queryOptions({
    queryKey: storyVariablesKey(worldId),
    queryFn: ({ signal }) => getStoryVariables(worldId, signal),
  });

export const useStoryVariables = (worldId: string) => useQuery(storyVariablesQueryOptions(worldId));

/** POST …/StoryVariables or PUT …/StoryVariables/{variableId}: name unique in the world (40042), default fits the type. */
export function saveStoryVariable(
  worldId: string,
  variableId: string | null,
  body: StoryVariableRequest,
): Promise<StoryVariable> {
  return variableId
    ? apiRequest('PUT', dialogsPath(worldId, 'StoryVariables', variableId), {
        body,
        schema: storyVariableResponse,
      })
    : apiRequest('POST', dialogsPath(worldId, 'StoryVariables'), {
        body,
        schema: storyVariableResponse,
      });
}

export function useSaveStoryVariable(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variableId, body }: { variableId: string | null; body: StoryVariableRequest }) =>
      saveStoryVariable(worldId, variableId, body),
    meta: { banner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dialogsRootKey(worldId) }),
  });
}

/** DELETE …/StoryVariables/{variableId}: dialogs' conditions and assignments on it go too. */
export function useDeleteStoryVariable(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variableId: string) =>
      apiRequest<void>('DELETE', dialogsPath(worldId, 'StoryVariables', variableId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dialogsRootKey(worldId) }),
  });
}
