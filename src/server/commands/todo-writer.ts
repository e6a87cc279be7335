import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ServerContext } from '../context';
import type { DB, TodosTable } from '../db/schema';
import type { CurrentUser } from '../auth/authenticate';
import { ErrorCode } from '../../shared/errors';
import { writeWithActivity } from '../activity/record';
import { AppError } from '../http/app-error';
import { isoNow } from '../clock';
import type { AnswerInside } from './answer-inside';

export interface TodoFields {
  text: string;
  done: boolean;
  assigneeId: string | null;
}

async function assertMember(
  trx: Transaction<DB>,
  worldId: string,
  userId: string | null,
): Promise<void> {
  if (userId === null) return;
  const member = await trx
    .selectFrom('world_members')
    .select('user_id')
    .where('world_id', '=', worldId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!member) throw new AppError(400, ErrorCode.validation, 'VALIDATION.ASSIGNEE_NOT_MEMBER');
}

async function findTodo(
  trx: Transaction<DB>,
  worldId: string,
  todoId: string,
): Promise<TodosTable> {
  const todo = await trx
    .selectFrom('todos')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('id', '=', todoId)
    .executeTakeFirst();
  if (!todo) throw new AppError(404, ErrorCode.notFound);
  return todo;
}

export async function todoCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  fields: TodoFields,
): Promise<TodosTable> {
  const now = isoNow(ctx.clock);
  const todo: TodosTable = {
    id: crypto.randomUUID(),
    world_id: worldId,
    text: fields.text.trim(),
    done: fields.done ? 1 : 0,
    assignee_id: fields.assigneeId,
    created_by: user.id,
    created_at: now,
    updated_at: now,
  };
  return writeWithActivity(ctx, async (trx, record) => {
    await assertMember(trx, worldId, fields.assigneeId);
    await trx.insertInto('todos').values(todo).execute();
    await record({
      worldId,
      userId: user.id,
      type: 'create_todo',
      details: { todoId: todo.id, text: todo.text },
    });
    return todo;
  });
}

export async function todoUpdater<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  todoId: string,
  fields: TodoFields,
  answer: AnswerInside<TodosTable, T>,
): Promise<T> {
  return writeWithActivity(ctx, async (trx, record) => {
    const todo = await findTodo(trx, worldId, todoId);
    await assertMember(trx, worldId, fields.assigneeId);
    const updated: TodosTable = {
      ...todo,
      text: fields.text.trim(),
      done: fields.done ? 1 : 0,
      assignee_id: fields.assigneeId,
      updated_at: isoNow(ctx.clock),
    };
    await trx
      .updateTable('todos')
      .set({
        text: updated.text,
        done: updated.done,
        assignee_id: updated.assignee_id,
        updated_at: updated.updated_at,
      })
      .where('id', '=', todo.id)
      .execute();
    await record({
      worldId,
      userId: user.id,
      type: 'update_todo',
      details: { todoId: todo.id, text: updated.text, done: Boolean(updated.done) },
    });
    return answer(trx, updated);
  });
}

export async function todoDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  todoId: string,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    const todo = await findTodo(trx, worldId, todoId);
    await trx.deleteFrom('todos').where('id', '=', todo.id).execute();
    await record({
      worldId,
      userId: user.id,
      type: 'delete_todo',
      details: { todoId: todo.id, text: todo.text },
    });
  });
}
