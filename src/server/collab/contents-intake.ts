import * as Y from 'yjs';
import type { Document, Hocuspocus } from '@hocuspocus/server';
import type { RedisInstance } from '@hocuspocus/extension-redis';
import type { ServerContext } from '../context';
import type { DocumentsTable } from '../db/schema';
import { isoNow } from '../clock';
import { migrateRichText } from '../../shared/wiki/rich-text';
import { loadCollabState, saveCollabStateIfUnchanged } from './collab-states';
import { contentsIntakeUpdate, takenInVersion } from './contents-ydoc';
import { collabDocumentName, parseCollabDocumentName } from './document-name';

/** Contents saved outside co-editing at `version`, and the Yjs state saved with the version before, if there was one. */
interface ContentsSaved {
  documentName: string;
  version: number;
  contents: string;
  base?: string;
}

export interface ContentsIntakeOptions {
  /** With Redis: the extension's publishing connection (its subscriber is its own); without, this instance is alone. */
  redis: RedisInstance | null;
  /** Saves the document's text now (a merged save then holds the version it was merged into). */
  storeNow: (document: Document) => Promise<void>;
}

const channel = 'loreweave:collab:contents-saved';
/** Tries at taking one save in while the stored state keeps changing under it (a busy document). */
const attempts = 5;

/** Marks changes the server makes itself (contents saved another way), which have no editor. */
const serverOrigin = { loreweave: 'contents-replaced' };

/**
 * Takes contents saved outside co-editing (a form save, a restore) into the
 * sessions that have the document open, each save exactly once. Only an
 * instance that has the document loaded acts; a document loaded nowhere gets
 * the contents at its next load. With Redis every instance hears of each
 * save, and the document may also be loading on another one meanwhile:
 * whoever takes a save in (a load, or an instance here) writes the change,
 * marked with the version it takes in (contents-ydoc.ts), into the stored
 * state on condition that the state is still as it read it. The others find
 * the mark, in their session or in the stored state, and take that very
 * change instead of making their own: made twice, it would double the text.
 */
export class ContentsIntake {
  private readonly pending = new Set<Promise<void>>();
  /** Per document, the save being taken in: the next waits for it (saves are heard in the order made). */
  private readonly turns = new Map<string, Promise<void>>();
  private readonly subscriber: RedisInstance | null;
  private readonly subscribed: Promise<unknown>;

  constructor(
    private readonly ctx: ServerContext,
    private readonly hocuspocus: Hocuspocus,
    private readonly options: ContentsIntakeOptions,
  ) {
    this.subscriber = options.redis?.duplicate() ?? null;
    this.subscriber?.on('message', (_channel: string, message: string) =>
      this.hear(JSON.parse(message) as ContentsSaved),
    );
    this.subscribed = this.subscriber?.subscribe(channel) ?? Promise.resolve();
    // Seen by the first save rather than as an unhandled rejection; the extension reports a Redis that is down.
    this.subscribed.catch(() => undefined);
  }

  /** `document` was saved at its version with new contents; `base` is the Yjs state saved with the version before. */
  replaced(document: DocumentsTable, base?: Uint8Array): void {
    const saved: ContentsSaved = {
      documentName: collabDocumentName(document.world_id, document.id),
      version: document.version,
      contents: document.contents,
      ...(base ? { base: Buffer.from(base).toString('base64') } : {}),
    };
    const redis = this.options.redis;
    if (!redis) return this.hear(saved);
    this.track(async () => {
      await this.subscribed;
      await redis.publish(channel, JSON.stringify(saved));
    });
  }

  /** Resolves once every save heard of so far has been taken in (or found taken in). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  async close(): Promise<void> {
    await this.settled();
    this.subscriber?.disconnect(false);
  }

  private hear(saved: ContentsSaved): void {
    const { documentName } = saved;
    const turn = (this.turns.get(documentName) ?? Promise.resolve()).then(() => this.takeIn(saved));
    const done = turn.catch(() => undefined);
    this.turns.set(documentName, done);
    void done.then(() => {
      if (this.turns.get(documentName) === done) this.turns.delete(documentName);
    });
    this.track(() => turn);
  }

  private track(work: () => Promise<void>): void {
    const running = work().catch((error: unknown) =>
      this.ctx.log.error(
        { err: error, module: 'collab' },
        'saved contents not taken into the session',
      ),
    );
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  private async takeIn(saved: ContentsSaved): Promise<void> {
    const { hocuspocus } = this;
    const name = parseCollabDocumentName(saved.documentName);
    const document =
      hocuspocus.documents.get(saved.documentName) ??
      (await hocuspocus.loadingDocuments.get(saved.documentName)?.catch(() => undefined));
    if (!name || !document) return;
    const contents = migrateRichText(JSON.parse(saved.contents));
    for (let attempt = 0; attempt < attempts; attempt++) {
      // Its load read these contents, or the change came from the instance that took it in.
      if (document.isDestroyed || takenInVersion(document) >= saved.version) return;
      const stored = await loadCollabState(this.ctx.db, name.documentId);
      if (!stored) return; // the document was deleted, its state with it
      if (storedTakenIn(stored.state) >= saved.version) {
        // Taken in by a load or another instance: the change is in the stored state (applied
        // again, what this session has of it already changes nothing).
        Y.applyUpdate(document, stored.state, serverOrigin);
        return;
      }
      const base = saved.base ? Buffer.from(saved.base, 'base64') : Y.encodeStateAsUpdate(document);
      const update = contentsIntakeUpdate(base, contents, saved.version);
      const write = {
        ...name,
        state: Y.mergeUpdates([stored.state, update]),
        syncedVersion: stored.syncedVersion,
        now: isoNow(this.ctx.clock),
      };
      if (!(await saveCollabStateIfUnchanged(this.ctx.db, write, stored))) continue;
      Y.applyUpdate(document, update, serverOrigin);
      await this.options.storeNow(document);
      return;
    }
    throw new Error(
      `the co-editing state of ${name.documentId} kept changing while contents were taken in`,
    );
  }
}

function storedTakenIn(state: Uint8Array): number {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  const version = takenInVersion(doc);
  doc.destroy();
  return version;
}
