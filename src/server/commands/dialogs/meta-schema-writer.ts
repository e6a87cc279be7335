import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { ServerContext } from '../../context';
import type { DB, DialogMetaSchemasTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type { DialogGraph, MetaSchemaType } from '../../../shared/dialogs/dialog-graph';
import type { metaSchemaRequest } from '../../../shared/schemas/dialog';
import { ErrorCode } from '../../../shared/errors';
import { writeWithActivity, type RecordActivity } from '../../activity/record';
import { mapUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { storedGraph } from '../../model/stored-dialog';
import { dialogReferenceRemover, dialogsUsing, findDialog } from './dialog-writer';
import { graphValueProblem } from './dialog-checks';
import { schemaNameTaken } from './story-variable-writer';
import type { AnswerInside } from '../answer-inside';

export type MetaSchemaFields = z.output<typeof metaSchemaRequest>;

/** SPEC §3 Dialog: a meta schema definition (name, integer or text, commentary) custom nodes fill in. */
export async function metaSchemaCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  fields: MetaSchemaFields,
): Promise<DialogMetaSchemasTable> {
  return mapUniqueViolation(
    () =>
      writeWithActivity(ctx, async (trx, record) => {
        await assertNameFree(trx, worldId, fields.name, null);
        const at = { worldId, userId: user.id, now: isoNow(ctx.clock) };
        return insertMetaSchema(trx, record, at, crypto.randomUUID(), fields);
      }),
    schemaNameTaken,
  );
}

/** Writes a definition row and its feed entry inside the caller's transaction (names checked by the caller). */
export async function insertMetaSchema(
  trx: Transaction<DB>,
  record: RecordActivity,
  at: { worldId: string; userId: string; now: string },
  id: string,
  fields: MetaSchemaFields,
): Promise<DialogMetaSchemasTable> {
  const definition: DialogMetaSchemasTable = {
    id,
    world_id: at.worldId,
    name: fields.name,
    type: fields.type,
    commentary: fields.commentary,
    created_at: at.now,
    updated_at: at.now,
  };
  await trx.insertInto('dialog_meta_schemas').values(definition).execute();
  await record({
    worldId: at.worldId,
    userId: at.userId,
    type: 'create_dialog_meta_schema',
    details: { definitionId: definition.id, name: definition.name, type: definition.type },
  });
  return definition;
}

/**
 * Renames, retypes or re-describes a definition. Becoming an integer field is
 * refused (40046) while a dialog's node holds a value that is not a whole number.
 */
export async function metaSchemaUpdater<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  definitionId: string,
  fields: MetaSchemaFields,
  answer: AnswerInside<DialogMetaSchemasTable, T>,
): Promise<T> {
  return mapUniqueViolation(
    () =>
      writeWithActivity(ctx, async (trx, record) => {
        const current = await findMetaSchema(trx, worldId, definitionId);
        if (fields.name !== current.name)
          await assertNameFree(trx, worldId, fields.name, current.id);
        if (fields.type !== current.type)
          await assertDialogsFitType(trx, worldId, current.id, fields.type);
        const updated: DialogMetaSchemasTable = {
          ...current,
          name: fields.name,
          type: fields.type,
          commentary: fields.commentary,
          updated_at: isoNow(ctx.clock),
        };
        await trx
          .updateTable('dialog_meta_schemas')
          .set({
            name: updated.name,
            type: updated.type,
            commentary: updated.commentary,
            updated_at: updated.updated_at,
          })
          .where('id', '=', current.id)
          .execute();
        await record({
          worldId,
          userId: user.id,
          type: 'update_dialog_meta_schema',
          details: {
            definitionId: current.id,
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

/** Deletes a definition; its values leave the dialogs' nodes in the same transaction (new versions). */
export async function metaSchemaDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  definitionId: string,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    const definition = await findMetaSchema(trx, worldId, definitionId);
    const dialogIds = await dialogsUsing(trx, 'definition', definition.id);
    const dialogs = await dialogReferenceRemover(
      trx,
      worldId,
      dialogIds,
      (graph) => withoutField(graph, definition.id),
      {
        userId: user.id,
        now: isoNow(ctx.clock),
      },
    );
    await trx.deleteFrom('dialog_meta_schemas').where('id', '=', definition.id).execute();
    await record({
      worldId,
      userId: user.id,
      type: 'delete_dialog_meta_schema',
      details: { definitionId: definition.id, name: definition.name, dialogs },
    });
  });
}

function withoutField(graph: DialogGraph, definitionId: string): DialogGraph {
  return {
    ...graph,
    nodes: graph.nodes.map((node) => ({
      ...node,
      meta: node.meta.filter((field) => field.schemaId !== definitionId),
    })),
  };
}

export async function findMetaSchema(
  trx: Transaction<DB>,
  worldId: string,
  definitionId: string,
): Promise<DialogMetaSchemasTable> {
  const definition = await trx
    .selectFrom('dialog_meta_schemas')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('id', '=', definitionId)
    .executeTakeFirst();
  if (!definition) throw new AppError(404, ErrorCode.notFound);
  return definition;
}

async function assertDialogsFitType(
  trx: Transaction<DB>,
  worldId: string,
  definitionId: string,
  type: MetaSchemaType,
) {
  const metaFields = new Map([[definitionId, type]]);
  for (const dialogId of await dialogsUsing(trx, 'definition', definitionId)) {
    const graph = storedGraph((await findDialog(trx, worldId, dialogId)).graph);
    if (graphValueProblem(graph, { variables: new Map(), metaFields }))
      throw new AppError(409, ErrorCode.definitionTypeConflict);
  }
}

async function assertNameFree(
  trx: Transaction<DB>,
  worldId: string,
  name: string,
  exceptId: string | null,
) {
  let query = trx
    .selectFrom('dialog_meta_schemas')
    .select('id')
    .where('world_id', '=', worldId)
    .where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw schemaNameTaken();
}
