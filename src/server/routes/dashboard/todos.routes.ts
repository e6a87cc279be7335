import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import type { Todo } from '../../../shared/schemas/dashboard';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  todoListResponse,
  todoParams,
  todoRequest,
  todoResponse,
} from '../../../shared/schemas/dashboard';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { todoCreator, todoDeleter, todoUpdater } from '../../commands/todo-writer';
import { noContent } from '../../../shared/schemas/answers';

const tags = ['Dashboard'];

async function loadTodos(ctx: ServerContext, worldId: string, todoId?: string): Promise<Todo[]> {
  let query = ctx.db
    .selectFrom('todos')
    .leftJoin('users', 'users.id', 'todos.assignee_id')
    .selectAll('todos')
    .select('users.user_name as assignee_name')
    .where('todos.world_id', '=', worldId);
  if (todoId) query = query.where('todos.id', '=', todoId);
  const rows = await query.orderBy('todos.done').orderBy('todos.created_at').execute();
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    done: Boolean(row.done),
    assignee:
      row.assignee_id && row.assignee_name
        ? { id: row.assignee_id, userName: row.assignee_name }
        : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/** The world's shared checklist: everyone sees it; owner, writer and artist change it. */
export function registerTodoRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Todos',
    {
      config: { capability: 'world.view' },
      schema: {
        tags,
        operationId: 'listTodos',
        summary: "List a world's to-dos",
        params: worldIdParams,
        response: { 200: todoListResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return loadTodos(ctx, world.id);
    },
  );

  app.post(
    '/api/Setting/:id/Todos',
    {
      config: { capability: 'todos.edit' },
      schema: {
        tags,
        operationId: 'createTodo',
        summary: 'Create a to-do',
        params: worldIdParams,
        body: todoRequest,
        response: { 200: todoResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const todo = await todoCreator(ctx, user, world.id, request.body);
      const [presented] = await loadTodos(ctx, world.id, todo.id);
      return presented!;
    },
  );

  app.put(
    '/api/Setting/:id/Todos/:todoId',
    {
      config: { capability: 'todos.edit' },
      schema: {
        tags,
        operationId: 'updateTodo',
        summary: 'Change a to-do',
        params: todoParams,
        body: todoRequest,
        response: { 200: todoResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return todoUpdater(
        ctx,
        user,
        world.id,
        request.params.todoId,
        request.body,
        async (trx, todo) => {
          const [presented] = await loadTodos({ ...ctx, db: trx }, world.id, todo.id);
          return presented!;
        },
      );
    },
  );

  app.delete(
    '/api/Setting/:id/Todos/:todoId',
    {
      config: { capability: 'todos.edit' },
      schema: {
        tags,
        operationId: 'deleteTodo',
        summary: 'Delete a to-do',
        params: todoParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await todoDeleter(ctx, user, world.id, request.params.todoId);
      return reply.status(204).send();
    },
  );
}
