import { useMutation, useQueryClient } from '@tanstack/react-query';
import { worldResponse, type World, type WorldRequest } from '../../../../shared/schemas/world';
import { apiRequest } from '../../../lib/api-client';
import { addWorld } from '../world-list';
import { worldsQueryOptions } from './get-worlds';

/** POST api/Setting: creates a world owned by the caller (SPEC §7). 40033: the URL is taken. */
export function createWorld(body: WorldRequest): Promise<World> {
  return apiRequest('POST', 'api/Setting', { body, schema: worldResponse });
}

/** SPEC §4: create adds the world to the list. */
export function useCreateWorld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorld,
    onSuccess: (world) =>
      queryClient.setQueryData(worldsQueryOptions().queryKey, (list) => addWorld(list, world)),
  });
}
