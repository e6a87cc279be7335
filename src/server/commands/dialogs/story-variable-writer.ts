import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { ServerContext } from '../../context';
import type { DB, StoryVariablesTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type { DialogGraph, VariableType } from '../../../shared/dialogs/dialog-graph';
import type { storyVariableRequest } from '../../../shared/schemas/story-variable';
import { ErrorCode } from '../../../shared/errors';
import { writeWithActivity, type RecordActivity } from '../../activity/record';
import { mapUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { storedGraph } from '../../model/stored-dialog';
import { dialogReferenceRemover, dialogsUsing, findDialog } from './dialog-writer';
import { graphValueProblem } from './dialog-checks';
import type { AnswerInside } from '../answer-inside';

export type StoryVariableFields = z.output<typeof storyVariableRequest>;

/** SPEC §5: "Schema definition with the same name already exist." */
export const schemaNameTaken = () => new AppError(409, ErrorCode.schemaNameTaken);

export async function storyVariableCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  fields: StoryVariableFields,
): Promise<StoryVariablesTable> {
  return mapUniqueViolation(
    () =>
      writeWithActivity(ctx, async (trx, record) => {
        await assertNameFree(trx, worldId, fields.name, null);
        const at = { worldId, userId: user.id, now: isoNow(ctx.clock) };
        return insertStoryVariable(trx, record, at, crypto.randomUUID(), fields);
      }),
    schemaNameTaken,
  );
}

/** Writes a variable row and its feed entry inside the caller's transaction (names checked by the caller). */
export async function insertStoryVariable(
  trx: Transaction<DB>,
  record: RecordActivity,
  at: { worldId: string; userId: string; now: string },
  id: string,
  fields: StoryVariableFields,
): Promise<StoryVariablesTable> {
  const variable: StoryVariablesTable = {
    id,
    world_id: at.worldId,
    name: fields.name,
    type: fields.type,
    commentary: fields.commentary,
    default_value: fields.defaultValue,
    created_at: at.now,
    updated_at: at.now,
  };
  await trx.insertInto('story_variables').values(variable).execute();
  await record({
    worldId: at.worldId,
    userId: at.userId,
    type: 'create_story_variable',
    details: { variableId: variable.id, name: variable.name, type: variable.type },
  });
  return variable;
}

/**
 * Renames, retypes or re-describes a variable. A new type is refused (40046)
 * while a dialog holds a condition or assignment value on it that does not
 * fit that type, or adds to it or compares it as a number when it would no
 * longer be an integer.
 */
export async function storyVariableUpdater<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  variableId: string,
  fields: StoryVariableFields,
  answer: AnswerInside<StoryVariablesTable, T>,
): Promise<T> {
  return mapUniqueViolation(
    () =>
      writeWithActivity(ctx, async (trx, record) => {
        const current = await findStoryVariable(trx, worldId, variableId);
        if (fields.name !== current.name)
          await assertNameFree(trx, worldId, fields.name, current.id);
        if (fields.type !== current.type)
          await assertDialogsFitType(trx, worldId, current.id, fields.type);
        const updated: StoryVariablesTable = {
          ...current,
          name: fields.name,
          type: fields.type,
          commentary: fields.commentary,
          default_value: fields.defaultValue,
          updated_at: isoNow(ctx.clock),
        };
        await trx
          .updateTable('story_variables')
          .set({
            name: updated.name,
            type: updated.type,
            commentary: updated.commentary,
            default_value: updated.default_value,
            updated_at: updated.updated_at,
          })
          .where('id', '=', current.id)
          .execute();
        await record({
          worldId,
          userId: user.id,
          type: 'update_story_variable',
          details: {
            variableId: current.id,
            name: updated.name,
            previousName: current.name,
            type: updated.type,
          },
        });
        return answer(trx, updated);
      }),
    schemaNameTaken,
  );
}

/**
 * Deletes a variable. Dialogs that use it lose their conditions and
 * assignments on it in the same transaction, and get new versions; the
 * client warns first with the variable's `usedBy`.
 */
export async function storyVariableDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  variableId: string,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    const variable = await findStoryVariable(trx, worldId, variableId);
    const dialogIds = await dialogsUsing(trx, 'variable', variable.id);
    const dialogs = await dialogReferenceRemover(
      trx,
      worldId,
      dialogIds,
      (graph) => withoutVariable(graph, variable.id),
      {
        userId: user.id,
        now: isoNow(ctx.clock),
      },
    );
    await trx.deleteFrom('story_variables').where('id', '=', variable.id).execute();
    await record({
      worldId,
      userId: user.id,
      type: 'delete_story_variable',
      details: { variableId: variable.id, name: variable.name, dialogs },
    });
  });
}

export function withoutVariable(graph: DialogGraph, variableId: string): DialogGraph {
  return {
    ...graph,
    nodes: graph.nodes.map((node) => ({
      ...node,
      onEnter: node.onEnter.filter((assignment) => assignment.variableId !== variableId),
      choices: node.choices.map((choice) => ({
        ...choice,
        conditions: choice.conditions.filter((condition) => condition.variableId !== variableId),
      })),
    })),
  };
}

export async function findStoryVariable(
  trx: Transaction<DB>,
  worldId: string,
  variableId: string,
): Promise<StoryVariablesTable> {
  const variable = await trx
    .selectFrom('story_variables')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('id', '=', variableId)
    .executeTakeFirst();
  if (!variable) throw new AppError(404, ErrorCode.notFound);
  return variable;
}

async function assertDialogsFitType(
  trx: Transaction<DB>,
  worldId: string,
  variableId: string,
  type: VariableType,
) {
  const variables = new Map([[variableId, type]]);
  for (const dialogId of await dialogsUsing(trx, 'variable', variableId)) {
    const graph = storedGraph((await findDialog(trx, worldId, dialogId)).graph);
    if (graphValueProblem(graph, { variables, metaFields: new Map() }))
      throw new AppError(409, ErrorCode.definitionTypeConflict);
  }
}

/**
 * Names are unique across a world's variables; the unique index answers for
 * two saves at once. (Meta schema definitions have their own namespace.)
 */
async function assertNameFree(
  trx: Transaction<DB>,
  worldId: string,
  name: string,
  exceptId: string | null,
) {
  let query = trx
    .selectFrom('story_variables')
    .select('id')
    .where('world_id', '=', worldId)
    .where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw schemaNameTaken();
}
