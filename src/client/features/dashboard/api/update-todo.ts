import { useMutation, useQueryClient } from '@tanstack/react-query';
import { todoResponse, type Todo, type TodoRequest } from '../../../../shared/schemas/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { todosPath, todosQueryOptions } from './get-todos';

/** PUT api/Setting/{id}/Todos/{todoId}: the whole task (text, done, assignee) as it should be. */
export function updateTodo({
  worldId,
  todoId,
  todo,
}: {
  worldId: string;
  todoId: string;
  todo: TodoRequest;
}): Promise<Todo> {
  return apiRequest('PUT', `${todosPath(worldId)}/${encodeURIComponent(todoId)}`, {
    body: todo,
    schema: todoResponse,
  });
}

export function useUpdateTodo() {
  const queryClient = useQueryClient();
  const replace = (worldId: string, todoId: string, change: (todo: Todo) => Todo) =>
    queryClient.setQueryData(todosQueryOptions(worldId).queryKey, (list) =>
      list?.map((entry) => (entry.id === todoId ? change(entry) : entry)),
    );
  return useMutation({
    mutationFn: updateTodo,
    // A tick shows at once; the server's answer confirms it, a failure puts the task back.
    onMutate: ({ worldId, todoId, todo }) => {
      const before = queryClient
        .getQueryData(todosQueryOptions(worldId).queryKey)
        ?.find((entry) => entry.id === todoId);
      replace(worldId, todoId, (entry) => ({ ...entry, done: todo.done ?? entry.done }));
      return { before };
    },
    onError: (_error, { worldId, todoId }, context) => {
      if (context?.before) replace(worldId, todoId, () => context.before!);
    },
    // Replaced in place: a task that jumps away the moment it is ticked is hard to untick.
    onSuccess: (saved, { worldId }) => replace(worldId, saved.id, () => saved),
  });
}
