import { useMutation, useQueryClient } from '@tanstack/react-query';
import { todoResponse, type Todo, type TodoRequest } from '../../../../shared/schemas/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { todosPath, todosQueryOptions } from './get-todos';

/** POST api/Setting/{id}/Todos: adds a task, optionally assigned to a member. */
export function createTodo({
  worldId,
  todo,
}: {
  worldId: string;
  todo: TodoRequest;
}): Promise<Todo> {
  return apiRequest('POST', todosPath(worldId), { body: todo, schema: todoResponse });
}

export function useCreateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTodo,
    // The server decides the order (open first, oldest first); ask it again.
    onSuccess: (_todo, { worldId }) =>
      queryClient.invalidateQueries({ queryKey: todosQueryOptions(worldId).queryKey }),
  });
}
