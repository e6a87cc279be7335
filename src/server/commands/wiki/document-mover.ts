import { sql, type Transaction } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type { DocumentTreeNode } from '../../../shared/schemas/document-tree';
import { ErrorCode } from '../../../shared/errors';
import { wouldCreateCycle } from '../../../shared/wiki/document-tree';
import { writeWithActivity } from '../../activity/record';
import { AppError } from '../../http/app-error';
import { assertDocumentsInWorld } from '../document-checks';
import { findDocument } from './document-writer';

export interface DocumentMove {
  worldId: string;
  documentId: string;
  /** The new parent, or null for the top level. */
  parentId: string | null;
  /** When given, the document must still be at this version (409 otherwise). */
  version?: number | undefined;
}

/**
 * Puts a document inside another of its world, or at the top level. A parent
 * of another world is refused like one that does not exist; a parent that is
 * the document or lies below it is refused (40063). Moving is not an edit of
 * the document's text or fields: its version and history stay as they are,
 * and the `update_document` activity tells live clients to reload their lists.
 */
export async function documentMover(
  ctx: ServerContext,
  user: CurrentUser,
  move: DocumentMove,
): Promise<DocumentTreeNode> {
  return writeWithActivity(ctx, async (trx, record) => {
    // Two crossing moves (A into B, B into A) would each pass the check alone.
    if (ctx.dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(hashtext(${`document-tree:${move.worldId}`}))`.execute(
        trx,
      );
    const document = await findDocument(trx, move.worldId, move.documentId);
    if (move.version !== undefined && move.version !== document.version)
      throw new AppError(409, ErrorCode.staleVersion);
    if (move.parentId !== null) {
      await assertDocumentsInWorld(trx, move.worldId, [move.parentId]);
      if (await closesLoop(trx, move.worldId, document.id, move.parentId))
        throw new AppError(400, ErrorCode.documentParentCycle);
    }
    const node: DocumentTreeNode = {
      id: document.id,
      name: document.name,
      type: document.type,
      parentId: move.parentId,
      version: document.version,
    };
    if ((document.parent_id ?? null) === move.parentId) return node;
    await trx
      .updateTable('documents')
      .set({ parent_id: move.parentId })
      .where('world_id', '=', move.worldId)
      .where('id', '=', document.id)
      .execute();
    await record({
      worldId: move.worldId,
      userId: user.id,
      type: 'update_document',
      details: {
        documentId: document.id,
        name: document.name,
        type: document.type,
        version: document.version,
        parentId: move.parentId,
      },
    });
    return node;
  });
}

/** Walks up from the new parent, one row a step, until the top or the moved document. */
async function closesLoop(
  trx: Transaction<DB>,
  worldId: string,
  documentId: string,
  parentId: string,
): Promise<boolean> {
  const parents = new Map<string, string | null>();
  let at: string | null = parentId;
  while (at && !parents.has(at) && at !== documentId) {
    const row = await trx
      .selectFrom('documents')
      .select('parent_id')
      .where('world_id', '=', worldId)
      .where('id', '=', at)
      .executeTakeFirst();
    parents.set(at, row?.parent_id ?? null);
    at = row?.parent_id ?? null;
  }
  return wouldCreateCycle(documentId, parentId, (id) => parents.get(id));
}
