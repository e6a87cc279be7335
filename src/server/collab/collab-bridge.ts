import type { DocumentsTable } from '../db/schema';

/**
 * What the document commands tell co-editing (ServerContext.collab, set by
 * registerCollabRoutes): contents saved another way, and deletions.
 */
export interface CollabBridge {
  /**
   * Contents saved outside co-editing (a form save with contents, a restore): live sessions take them in.
   * `base` is the Yjs state saved with the version the save was made on, when there is one: the change
   * from it is merged, so text typed meanwhile stays; without it the live text is made equal to the contents.
   */
  contentsReplaced(document: DocumentsTable, base?: Uint8Array): void;
  /**
   * Saves the text of a session open on this server now, if it holds edits
   * not saved yet: a save with contents is then checked against the version
   * holding them, instead of being diffed over them once it lands.
   */
  saveSessionNow(worldId: string, documentId: string): Promise<void>;
  /** Resolves once the contents saved so far have been taken into the sessions (tests wait for it). */
  settled(): Promise<void>;
  /** The document is gone: its sessions are closed (and cannot reopen). */
  documentDeleted(worldId: string, documentId: string): void;
  /** Reads the sign-in sessions behind open connections now (done every 10 s): ended ones are closed. */
  checkSessions(): Promise<void>;
}
