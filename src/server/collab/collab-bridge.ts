import type { DocumentsTable } from '../db/schema';

/**
 * What the document commands tell co-editing (ServerContext.collab, set by
 * registerCollabRoutes): contents saved another way, and deletions.
 */
export interface CollabBridge {
  /** Contents saved outside co-editing (a form save with contents, a restore, the demo): live sessions take them in. */
  contentsReplaced(document: DocumentsTable): void;
  /**
   * Saves the text of a session open on this server now, if it holds edits
   * not saved yet: a save with contents is then checked against the version
   * holding them, instead of being diffed over them once it lands.
   */
  saveSessionNow(worldId: string, documentId: string): Promise<void>;
  /** The document is gone: its sessions are closed (and cannot reopen). */
  documentDeleted(worldId: string, documentId: string): void;
  /** Reads the sign-in sessions behind open connections now (done every 10 s): ended ones are closed. */
  checkSessions(): Promise<void>;
}
