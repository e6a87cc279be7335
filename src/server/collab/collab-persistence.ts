import * as Y from 'yjs';
import type { ServerContext } from '../context';
import type { CurrentUser } from '../auth/authenticate';
import { isoNow } from '../clock';
import { coEditSaver } from '../commands/wiki/document-writer';
import { AppError } from '../http/app-error';
import { ErrorCode } from '../../shared/errors';
import { migrateRichText } from '../../shared/wiki/rich-text';
import { sameContents } from '../../shared/wiki/contents-normalize';
import { loadCollabState, saveCollabState, saveCollabStateIfUnchanged } from './collab-states';
import { markTakenIn, readContents, writeContents } from './contents-ydoc';
import { CollabRefusal } from './collab-access';
import {
  deleteCollabUpdates,
  documentsWithCollabUpdates,
  loadCollabUpdates,
  type LoggedUpdate,
} from './collab-updates';
import type { CollabDocumentName } from './document-name';

/**
 * The Y document of a stored document: its saved Yjs state, brought up to the
 * stored contents when those changed outside co-editing since (a save of the
 * form, a restore); or, the first time, built from the stored contents. Then
 * the updates of the log no save holds yet (sessions cut off by a crash) go
 * on top and are saved at once, so the stored document has them too.
 */
export async function loadCollabDocument(
  ctx: ServerContext,
  name: CollabDocumentName,
): Promise<Y.Doc> {
  sittingsOf(ctx).set(name.documentId, isoNow(ctx.clock));
  const doc = await loadStoredState(ctx, name);
  const logged = await loadCollabUpdates(ctx.db, name.documentId);
  if (logged.length === 0) return doc;
  for (const update of logged) {
    try {
      Y.applyUpdate(doc, update.data);
    } catch (error) {
      // Applied to the session first, so this never happens; if it does, the entry is dropped, not retried on every load.
      ctx.log.error(
        { err: error, documentId: name.documentId, updateId: update.id },
        'logged co-editing update not applied',
      );
    }
  }
  await storeCollabDocument(
    ctx,
    name,
    doc,
    await editorsOf(ctx, logged),
    logged.map((update) => update.id),
  );
  return doc;
}

/**
 * Saves what the update log holds of documents nobody has opened since
 * (the server stopped before their save): run at start-up, so readers of the
 * stored documents see every acknowledged edit.
 */
export async function recoverCollabUpdates(ctx: ServerContext): Promise<void> {
  for (const name of await documentsWithCollabUpdates(ctx.db)) {
    try {
      await loadCollabDocument(ctx, name);
    } catch (error) {
      // Kept in the log: the next load of the document tries again.
      if (!(error instanceof CollabRefusal))
        ctx.log.error(
          { err: error, documentId: name.documentId },
          'logged co-editing updates not saved',
        );
    }
  }
}

async function loadStoredState(ctx: ServerContext, name: CollabDocumentName): Promise<Y.Doc> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const document = await ctx.db
      .selectFrom('documents')
      .select(['contents', 'version'])
      .where('world_id', '=', name.worldId)
      .where('id', '=', name.documentId)
      .executeTakeFirst();
    if (!document) throw new CollabRefusal(ErrorCode.notFound);
    const saved = await loadCollabState(ctx.db, name.documentId);
    const doc = new Y.Doc();
    if (saved) Y.applyUpdate(doc, saved.state);
    if (saved?.syncedVersion === document.version) return doc;

    const stored = migrateRichText(JSON.parse(document.contents));
    if (!saved || !sameContents(readContents(doc), stored)) writeContents(doc, stored);
    // The state now holds every save up to this version: a session open elsewhere skips them (contents-intake.ts).
    markTakenIn(doc, document.version);
    const write = {
      ...name,
      state: Y.encodeStateAsUpdate(doc),
      syncedVersion: document.version,
      now: isoNow(ctx.clock),
    };
    if (await saveCollabStateIfUnchanged(ctx.db, write, saved)) return doc;
    // Another server brought the state up first, or took the contents into its session: take
    // theirs rather than a second copy of the text.
  }
  throw new Error(`co-editing state of ${name.documentId} kept changing while loading`);
}

/**
 * Saves the session's text through the one document save path (version + 1,
 * a revision naming `editors`, tags, mentions, search, feed), and the Yjs
 * state with it in one transaction, which also deletes the entries of the
 * update log the state holds (`logged`, taken when the document was read).
 * A save that finds its version taken (a form saved at that moment) reads
 * the document again once.
 */
export async function storeCollabDocument(
  ctx: ServerContext,
  name: CollabDocumentName,
  doc: Y.Doc,
  editors: CurrentUser[],
  logged: readonly number[] = [],
): Promise<void> {
  const contents = readContents(doc);
  const state = Y.encodeStateAsUpdate(doc);
  const save = () =>
    coEditSaver(ctx, {
      ...name,
      contents,
      editors,
      sittingSince: sittingsOf(ctx).get(name.documentId),
      alsoInTransaction: async (trx, document) => {
        await saveCollabState(trx, {
          ...name,
          state,
          syncedVersion: document.version,
          now: isoNow(ctx.clock),
        });
        await deleteCollabUpdates(trx, name.documentId, logged);
      },
    });
  try {
    await save();
  } catch (error) {
    if (!(error instanceof AppError && error.code === ErrorCode.staleVersion)) throw error;
    await save();
  }
}

/**
 * When each document was last loaded here, the start of its co-editing
 * sitting: a history entry saved before it is not added to. One short string
 * per document opened since start-up, so it is never trimmed.
 */
const sittings = new WeakMap<ServerContext, Map<string, string>>();

function sittingsOf(ctx: ServerContext): Map<string, string> {
  let map = sittings.get(ctx);
  if (!map) sittings.set(ctx, (map = new Map()));
  return map;
}

/** The senders of logged updates, each once, the last to send last (the author of the save). */
async function editorsOf(
  ctx: ServerContext,
  logged: readonly LoggedUpdate[],
): Promise<CurrentUser[]> {
  const ids = [
    ...new Set(logged.toReversed().flatMap((update) => (update.userId ? [update.userId] : []))),
  ].reverse();
  if (ids.length === 0) return [];
  const users = await ctx.db
    .selectFrom('users')
    .select(['id', 'user_name'])
    .where('id', 'in', ids)
    .execute();
  const names = new Map(users.map((user) => [user.id, user.user_name]));
  return ids.flatMap((id) => {
    const userName = names.get(id);
    return userName === undefined ? [] : [{ id, userName, sessionId: '' }];
  });
}
