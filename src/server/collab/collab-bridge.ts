import type { DocumentsTable } from '../db/schema';

/**
 * What the document commands tell co-editing (ServerContext.collab, set by
 * registerCollabRoutes): contents saved another way, and deletions.
 */
export interface CollabBridge {
  /** Contents saved outside co-editing (a form save with contents, a restore, the demo): live sessions take them in. */
  contentsReplaced(document: DocumentsTable): void;
  /** The document is gone: its sessions are closed (and cannot reopen). */
  documentDeleted(worldId: string, documentId: string): void;
  /** Reads the sign-in sessions behind open connections now (done every 10 s): ended ones are closed. */
  checkSessions(): Promise<void>;
}
