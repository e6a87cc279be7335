import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB, DialogsTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import {
  emptyDialogGraph,
  type DialogGraph,
  type DialogKind,
} from '../../../shared/dialogs/dialog-graph';
import { ErrorCode } from '../../../shared/errors';
import type { Visibility } from '../../../shared/visibility';
import { writeWithActivity, type RecordActivity } from '../../activity/record';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { nameKey } from '../../model/name-key';
import { storedGraph } from '../../model/stored-dialog';
import { assertGraphFitsWorld, graphReferences, saveGraphLinks } from './dialog-checks';

export interface DialogCreation {
  name: string;
  kind: DialogKind;
  /** Null or absent: the world's default. */
  visibility?: Visibility | null;
}

export interface DialogEdit {
  name: string;
  graph: DialogGraph;
  /** The version the edit was made on; a stale one is refused with 409 (4091). */
  version: number;
  /** Absent keeps the dialog's setting. */
  visibility?: Visibility | null;
}

/** A new, empty dialog (feed `create_new_dialog`). */
export async function dialogCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  fields: DialogCreation,
): Promise<DialogsTable> {
  return writeWithActivity(ctx, (trx, record) =>
    insertDialog(
      trx,
      record,
      { worldId, userId: user.id, now: isoNow(ctx.clock) },
      { ...fields, graph: emptyDialogGraph() },
    ),
  );
}

/** Writes a new dialog row holding `graph` and its feed entry, inside the caller's transaction. */
export async function insertDialog(
  trx: Transaction<DB>,
  record: RecordActivity,
  at: { worldId: string; userId: string; now: string },
  /** `graphText`: the graph already serialized by the caller, so it is not stringified twice. */
  fields: DialogCreation & { graph: DialogGraph; graphText?: string },
): Promise<DialogsTable> {
  const dialog: DialogsTable = {
    id: crypto.randomUUID(),
    world_id: at.worldId,
    name: fields.name,
    name_key: nameKey(fields.name),
    kind: fields.kind,
    graph: fields.graphText ?? JSON.stringify(fields.graph),
    node_count: fields.graph.nodes.length,
    visibility: fields.visibility ?? null,
    version: 1,
    created_by: at.userId,
    updated_by: at.userId,
    created_at: at.now,
    updated_at: at.now,
  };
  await trx.insertInto('dialogs').values(dialog).execute();
  await record({
    worldId: at.worldId,
    userId: at.userId,
    type: 'create_new_dialog',
    details: { dialogId: dialog.id, name: dialog.name, kind: dialog.kind },
  });
  return dialog;
}

/**
 * Saves a rename and the whole graph made on `version` (feed `update_dialog`).
 * The graph is checked against the world first (see `assertGraphFitsWorld`)
 * and the link tables follow it. `answer` reads the answer in the same
 * transaction: read after it, a save by someone else in between would be
 * acknowledged as this one (its version, its graph).
 */
export async function dialogUpdater<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  dialogId: string,
  edit: DialogEdit,
  answer: (trx: Transaction<DB>, dialog: DialogsTable) => Promise<T>,
): Promise<T> {
  return writeWithActivity(ctx, async (trx, record) => {
    const current = await findDialog(trx, worldId, dialogId);
    if (current.version !== edit.version) throw new AppError(409, ErrorCode.staleVersion);
    const references = await assertGraphFitsWorld(trx, worldId, edit.graph);
    const updated = await saveGraph(trx, current, edit.graph, {
      name: edit.name,
      visibility: edit.visibility,
      userId: user.id,
      now: isoNow(ctx.clock),
    });
    await saveGraphLinks(trx, worldId, current.id, references);
    await record({
      worldId,
      userId: user.id,
      type: 'update_dialog',
      details: {
        dialogId: current.id,
        name: updated.name,
        previousName: current.name,
        nodeCount: updated.node_count,
      },
    });
    return answer(trx, updated);
  });
}

/** Deletes a dialog with its links (feed `delete_dialog`); the client asks "Are you sure" first. */
export async function dialogDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  dialogId: string,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    const dialog = await findDialog(trx, worldId, dialogId);
    // The link tables cascade with the dialog.
    await trx.deleteFrom('dialogs').where('id', '=', dialog.id).execute();
    await record({
      worldId,
      userId: user.id,
      type: 'delete_dialog',
      details: { dialogId: dialog.id, name: dialog.name },
    });
  });
}

export async function findDialog(
  trx: Transaction<DB>,
  worldId: string,
  dialogId: string,
): Promise<DialogsTable> {
  const dialog = await trx
    .selectFrom('dialogs')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('id', '=', dialogId)
    .executeTakeFirst();
  if (!dialog) throw new AppError(404, ErrorCode.dialogNotFound);
  return dialog;
}

/** Writes the graph with the version bumped; refuses when someone saved in between. */
async function saveGraph(
  trx: Transaction<DB>,
  current: DialogsTable,
  graph: DialogGraph,
  change: { name?: string; visibility?: Visibility | null; userId: string | null; now: string },
): Promise<DialogsTable> {
  const name = change.name ?? current.name;
  const visibility =
    change.visibility !== undefined ? change.visibility : (current.visibility ?? null);
  const updated: DialogsTable = {
    ...current,
    name,
    name_key: nameKey(name),
    graph: JSON.stringify(graph),
    node_count: graph.nodes.length,
    visibility,
    version: current.version + 1,
    updated_by: change.userId ?? current.updated_by,
    updated_at: change.now,
  };
  const result = await trx
    .updateTable('dialogs')
    .set({
      name: updated.name,
      name_key: updated.name_key,
      graph: updated.graph,
      node_count: updated.node_count,
      visibility: updated.visibility,
      version: updated.version,
      updated_by: updated.updated_by,
      updated_at: updated.updated_at,
    })
    .where('id', '=', current.id)
    .where('version', '=', current.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, ErrorCode.staleVersion);
  return updated;
}

/**
 * Takes something the world no longer has out of the dialogs that name it:
 * `dialogIds` come from a link table, `rewrite` returns the graph without it.
 * Each changed dialog gets a new version, so a builder still holding the old
 * one is told to reload instead of saving the reference back. Returns how
 * many dialogs changed.
 */
export async function dialogReferenceRemover(
  trx: Transaction<DB>,
  worldId: string,
  dialogIds: readonly string[],
  rewrite: (graph: DialogGraph) => DialogGraph,
  change: { userId: string | null; now: string },
): Promise<number> {
  let changed = 0;
  for (const dialogId of dialogIds) {
    const current = await findDialog(trx, worldId, dialogId);
    const graph = rewrite(storedGraph(current.graph));
    await saveGraph(trx, current, graph, change);
    await saveGraphLinks(trx, worldId, current.id, graphReferences(graph));
    changed++;
  }
  return changed;
}

/** Dialog ids that name a document, variable or meta schema definition. */
export async function dialogsUsing(
  trx: Transaction<DB>,
  kind: 'document' | 'variable' | 'definition',
  id: string,
): Promise<string[]> {
  const rows =
    kind === 'document'
      ? await trx
          .selectFrom('dialog_documents')
          .select('dialog_id')
          .where('document_id', '=', id)
          .execute()
      : kind === 'variable'
        ? await trx
            .selectFrom('dialog_variables')
            .select('dialog_id')
            .where('variable_id', '=', id)
            .execute()
        : await trx
            .selectFrom('dialog_meta_fields')
            .select('dialog_id')
            .where('definition_id', '=', id)
            .execute();
  return rows.map((row) => row.dialog_id).sort();
}

/** Called by the document deleter: speakers that were this document are cleared. */
export async function removeDocumentFromDialogs(
  trx: Transaction<DB>,
  worldId: string,
  documentId: string,
  change: { userId: string | null; now: string },
): Promise<number> {
  const dialogIds = await dialogsUsing(trx, 'document', documentId);
  return dialogReferenceRemover(
    trx,
    worldId,
    dialogIds,
    (graph) => ({
      ...graph,
      nodes: graph.nodes.map((node) =>
        node.speakerId === documentId ? { ...node, speakerId: null } : node,
      ),
    }),
    change,
  );
}
