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
import { readContents, writeContents } from './contents-ydoc';
import { CollabRefusal } from './collab-access';
import type { CollabDocumentName } from './document-name';

/**
 * The Y document of a stored document: its saved Yjs state, brought up to the
 * stored contents when those changed outside co-editing since (a save of the
 * form, a restore); or, the first time, built from the stored contents.
 */
export async function loadCollabDocument(ctx: ServerContext, name: CollabDocumentName): Promise<Y.Doc> {
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
    const write = { ...name, state: Y.encodeStateAsUpdate(doc), syncedVersion: document.version, now: isoNow(ctx.clock) };
    if (await saveCollabStateIfUnchanged(ctx.db, write, saved?.syncedVersion ?? null)) return doc;
    // Another server brought the state up first: take theirs rather than a second copy of the text.
  }
  throw new Error(`co-editing state of ${name.documentId} kept changing while loading`);
}

/**
 * Saves the session's text through the one document save path (version + 1,
 * a revision naming `editors`, tags, mentions, search, feed), and the Yjs
 * state with it in one transaction. A save that finds its version taken
 * (a form saved at that moment) reads the document again once.
 */
export async function storeCollabDocument(ctx: ServerContext, name: CollabDocumentName, doc: Y.Doc, editors: CurrentUser[]): Promise<void> {
  const contents = readContents(doc);
  const state = Y.encodeStateAsUpdate(doc);
  const save = () =>
    coEditSaver(ctx, {
      ...name,
      contents,
      editors,
      alsoInTransaction: (trx, document) =>
        saveCollabState(trx, { ...name, state, syncedVersion: document.version, now: isoNow(ctx.clock) }),
    });
  try {
    await save();
  } catch (error) {
    if (!(error instanceof AppError && error.code === ErrorCode.staleVersion)) throw error;
    await save();
  }
}
