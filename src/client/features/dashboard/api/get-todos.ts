import { queryOptions, useQuery } from '@tanstack/react-query';
import { todoListResponse, type Todo } from '../../../../shared/schemas/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { todosKey } from './query-keys';

export const todosPath = (worldId: string) => `api/Setting/${encodeURIComponent(worldId)}/Todos`;

/** GET api/Setting/{id}/Todos: the world's shared checklist, open tasks first, oldest first. */
export function getTodos(worldId: string): Promise<Todo[]> {
  return apiRequest('GET', todosPath(worldId), { schema: todoListResponse });
}

export const todosQueryOptions = (worldId: string) =>
  queryOptions({ queryKey: todosKey(worldId), queryFn: () => getTodos(worldId), staleTime: 0 });

export function useTodos(worldId: string) {
  return useQuery(todosQueryOptions(worldId));
}
