import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { todosPath, todosQueryOptions } from './get-todos';

/** DELETE api/Setting/{id}/Todos/{todoId}. */
export function deleteTodo({
  worldId,
  todoId,
}: {
  worldId: string;
  todoId: string;
}): Promise<void> {
  return apiRequest('DELETE', `${todosPath(worldId)}/${encodeURIComponent(todoId)}`);
}

export function useDeleteTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTodo,
    onSuccess: (_nothing, { worldId, todoId }) =>
      queryClient.setQueryData(todosQueryOptions(worldId).queryKey, (list) =>
        list?.filter((entry) => entry.id !== todoId),
      ),
  });
}
