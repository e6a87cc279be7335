import type { MentionLinkProps } from '../../../lib/mention-link';
import { DocumentPreviewLink } from './DocumentPreviewLink';

/**
 * A mention in a document's text: the same link as the list's, so a mentioned
 * document with a previewable tag shows the same card on hover or focus.
 * `lw-mention` keeps the look the contents give every mention.
 */
export function DocumentMentionLink({ documentId, label }: MentionLinkProps) {
  return (
    <DocumentPreviewLink document={{ id: documentId, name: label }} className="lw-mention">
      @{label}
    </DocumentPreviewLink>
  );
}
