import type { Document, Hocuspocus } from '@hocuspocus/server';
import type { RedisInstance } from '@hocuspocus/extension-redis';
import type { ServerContext } from '../context';
import type { DocumentsTable } from '../db/schema';
import { migrateRichText } from '../../shared/wiki/rich-text';
import { loadCollabState } from './collab-states';
import { mergeContentsChange, writeContents } from './contents-ydoc';
import { collabDocumentName } from './document-name';

/** Contents saved outside co-editing at `version`, and the Yjs state saved with the version before, if there was one. */
interface ContentsSaved {
  documentName: string;
  version: number;
  contents: string;
  base?: string;
}

/** Which saved versions a loaded document holds: every one up to its load, and those merged since. */
interface TakenIn {
  loadedAt: number;
  merged: Set<number>;
}

export interface ContentsIntakeOptions {
  /** With Redis: the extension's publishing connection (its subscriber is its own); without, this instance is alone. */
  redis: RedisInstance | null;
  /** Saves the document's text now (a merged save then holds the version it was merged into). */
  storeNow: (document: Document) => Promise<void>;
}

const channel = 'loreweave:collab:contents-saved';
const claimPrefix = 'loreweave:collab:contents-taken';
const claimTtlMs = 60_000;

/** Marks changes the server makes itself (contents saved another way), which have no editor. */
const serverOrigin = { loreweave: 'contents-replaced' };

/**
 * Takes contents saved outside co-editing (a form save, a restore) into the
 * sessions that have the document open, each save exactly once. Only an
 * instance that has the document loaded acts, and only when its load did not
 * already read that version; a document loaded nowhere gets the contents at
 * its next load. With Redis every instance hears of each save, and one of
 * those holding the document merges it (the extension relays the change to
 * the others): merged twice, the same change would double the text.
 */
export class ContentsIntake {
  private readonly takenIn = new WeakMap<Document, TakenIn>();
  private readonly pending = new Set<Promise<void>>();
  private readonly subscriber: RedisInstance | null;
  private readonly subscribed: Promise<unknown>;

  constructor(
    private readonly ctx: ServerContext,
    private readonly hocuspocus: Hocuspocus,
    private readonly options: ContentsIntakeOptions,
  ) {
    this.subscriber = options.redis?.duplicate() ?? null;
    this.subscriber?.on('message', (_channel: string, message: string) =>
      this.track(() => this.takeIn(JSON.parse(message) as ContentsSaved)),
    );
    this.subscribed = this.subscriber?.subscribe(channel) ?? Promise.resolve();
    // Seen by the first save rather than as an unhandled rejection; the extension reports a Redis that is down.
    this.subscribed.catch(() => undefined);
  }

  /** Called once `document` is loaded: it holds the contents of the version its state was synced with. */
  async loaded(document: Document, documentId: string): Promise<void> {
    const state = await loadCollabState(this.ctx.db, documentId);
    this.takenIn.set(document, { loadedAt: state?.syncedVersion ?? 0, merged: new Set() });
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
    this.track(async () => {
      if (!redis) return this.takeIn(saved);
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
    const document =
      hocuspocus.documents.get(saved.documentName) ??
      (await hocuspocus.loadingDocuments.get(saved.documentName)?.catch(() => undefined));
    const taken = document && !document.isDestroyed ? this.takenIn.get(document) : undefined;
    if (!document || !taken || saved.version <= taken.loadedAt || taken.merged.has(saved.version))
      return;
    taken.merged.add(saved.version);
    if (!(await this.claim(saved))) return;
    const contents = migrateRichText(JSON.parse(saved.contents));
    if (saved.base)
      mergeContentsChange(document, Buffer.from(saved.base, 'base64'), contents, serverOrigin);
    else writeContents(document, contents, serverOrigin);
    await this.options.storeNow(document);
  }

  /** With Redis, the first instance to claim a save merges it; alone, this one does. */
  private async claim(saved: ContentsSaved): Promise<boolean> {
    const redis = this.options.redis;
    if (!redis) return true;
    const claimed = await redis.set(
      `${claimPrefix}:${saved.documentName}:${saved.version}`,
      '1',
      'PX',
      claimTtlMs,
      'NX',
    );
    return claimed === 'OK';
  }
}
