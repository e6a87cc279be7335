import * as Y from 'yjs';
import type {
  beforeHandleMessagePayload,
  Connection,
  Document,
  Extension,
} from '@hocuspocus/server';
import type { ServerContext } from '../context';
import { isoNow } from '../clock';
import type { CollabContext } from './collab-access';
import { appendCollabUpdates, type UpdateWrite } from './collab-updates';
import { parseCollabDocumentName } from './document-name';
import { syncUpdateOf, type SyncUpdate } from './sync-update';

interface Waiting {
  write: UpdateWrite;
  origin: Connection;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Makes what Hocuspocus acknowledges durable. Hocuspocus answers an update
 * ("synced", the editor's "Saved") as soon as it applied it, and awaits only
 * `beforeHandleMessage` before that: there each update a session sends is
 * written to the update log, and applied once the write committed, so the
 * answer comes after it. The debounced save later holds the applied updates
 * and deletes their log entries in its transaction (`take`).
 *
 * Writes of one document go one batch at a time (what arrived during a write
 * is the next batch, one statement), applied in arrival order; documents do
 * not wait for each other.
 */
export class CollabUpdateLog implements Extension {
  /** Log ids of the updates applied to each open document and not held by a save yet. */
  private readonly applied = new WeakMap<Document, number[]>();
  private readonly waiting = new WeakMap<Document, Waiting[]>();
  private readonly writing = new WeakSet<Document>();

  constructor(private readonly ctx: ServerContext) {}

  async beforeHandleMessage({
    connection,
    document,
    documentName,
    update,
    context,
  }: beforeHandleMessagePayload): Promise<void> {
    // A read-only connection's updates are refused by Hocuspocus, unapplied.
    if (connection.readOnly) return;
    const sent = syncUpdateOf(update);
    const name = parseCollabDocumentName(documentName);
    if (!sent || !name || bringsNothing(document, sent)) return;
    const { data } = sent;
    const userId = (context as Partial<CollabContext> | undefined)?.user?.id ?? null;
    const write = { ...name, userId, data, now: isoNow(this.ctx.clock) };
    await new Promise<void>((resolve, reject) => {
      const queue = this.waiting.get(document) ?? [];
      queue.push({ write, origin: connection, resolve, reject });
      this.waiting.set(document, queue);
      if (!this.writing.has(document)) void this.drain(document);
    });
  }

  /**
   * The log ids a save of `document` holds: every update applied so far.
   * Taken at the moment the save reads the document; `restore` them if it fails.
   */
  take(document: Document): number[] {
    const ids = this.applied.get(document) ?? [];
    this.applied.delete(document);
    return ids;
  }

  restore(document: Document, ids: readonly number[]): void {
    this.applied.set(document, [...ids, ...(this.applied.get(document) ?? [])]);
  }

  private async drain(document: Document): Promise<void> {
    this.writing.add(document);
    try {
      for (
        let batch = this.waiting.get(document) ?? [];
        batch.length;
        batch = this.waiting.get(document) ?? []
      ) {
        this.waiting.delete(document);
        let ids: number[];
        try {
          ids = await appendCollabUpdates(
            this.ctx.db,
            batch.map((entry) => entry.write),
          );
        } catch (error) {
          // Not written: not applied and not acknowledged (Hocuspocus closes the connection; the provider sends it again).
          for (const entry of batch) entry.reject(error);
          continue;
        }
        batch.forEach((entry, index) => this.apply(document, entry, ids[index] as number));
      }
    } finally {
      this.writing.delete(document);
    }
  }

  /** Applied here, with the connection as origin as Hocuspocus does; its own apply then finds nothing new and only answers. */
  private apply(document: Document, entry: Waiting, id: number): void {
    const applied = this.applied.get(document) ?? [];
    this.applied.set(document, applied);
    // Listed first: a save started by this very update must count it as held.
    applied.push(id);
    try {
      Y.applyUpdate(document, entry.write.data, entry.origin);
      entry.resolve();
    } catch (error) {
      applied.splice(applied.indexOf(id), 1);
      entry.reject(error);
    }
  }
}

/**
 * An update with nothing in it (the answer to the first sync of a session
 * without edits of its own), or a sync answer the document already holds
 * (its delete set comes whole with every reconnect). Edits are new by
 * nature: checking them would cost a pass over the document each keystroke.
 */
function bringsNothing(document: Document, { data, syncStep }: SyncUpdate): boolean {
  if (data.length === 2 && data[0] === 0 && data[1] === 0) return true;
  return syncStep && Y.snapshotContainsUpdate(Y.snapshot(document), data);
}
