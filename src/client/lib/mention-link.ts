import { createContext, type ReactNode } from 'react';

/** A mention inside document contents: the mentioned document and the name it was mentioned by. */
export interface MentionLinkProps {
  documentId: string;
  label: string;
}

export type RenderMentionLink = (mention: MentionLinkProps) => ReactNode;

/**
 * How the contents viewer draws a mention. A page (or a frame like the
 * document tabs) that has something better than a plain link provides it: the
 * documents feature's link with its hover preview. Without a provider, a
 * mention stays a plain link (the print page, a conflict's side by side). It
 * lives here because the editor and documents features never import each other.
 */
export const MentionLinkContext = createContext<RenderMentionLink | null>(null);
