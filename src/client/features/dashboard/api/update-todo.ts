import { useMutation, useQueryClient } from '@tanstack/react-query';
import { todoResponse, type Todo, type TodoRequest } from '../../../../shared/schemas/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { todosPath, todosQueryOptions } from './get-todos';

/** PUT api/Setting/{id}/Todos/{todoId}: the whole task (text, done, assignee) as it should be. */
export function updateTodo({ worldId, todoId, todo }: { worldId: string; todoId: string; todo: TodoRequest }): Promise<Todo> {
  return apiRequest('PUT', `${todosPath(worldId)}/${encodeURIComponent(todoId)}`, { body: todo, schema: todoResponse });
}

export function useUpdateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTodo,
    // Replaced in place: a task that jumps away the moment it is ticked is hard to untick.
    onSuccess: (saved, { worldId }) =>
      queryClient.setQueryData(todosQueryOptions(worldId).queryKey, (list) =>
        list?.map((entry) => (entry.id === saved.id ? saved : entry)),
      ),
  });
}
