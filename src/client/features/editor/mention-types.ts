/** A document the `@` menu offers. */
export interface MentionItem {
  id: string;
  label: string;
  /** The document type, shown next to the name. */
  type: string;
}

/**
 * Finds documents by name for the `@` menu. The page passes it in (the
 * documents feature owns that call), so the editor knows no API.
 */
export type MentionSource = (query: string, signal: AbortSignal) => Promise<MentionItem[]>;

/** The address a mention links to: the mentioned document's page. */
export type MentionHref = (documentId: string) => string;
