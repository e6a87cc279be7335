import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useContext } from 'react';
import { MentionLinkContext } from '../../../lib/mention-link';

/**
 * A mention in the read-only viewer, drawn by the link the page provides
 * (MentionLinkContext). The viewer installs this view only under a provider;
 * should the provider go, the name still shows.
 */
export function MentionNodeView({ node }: ReactNodeViewProps) {
  const renderMentionLink = useContext(MentionLinkContext);
  const documentId = typeof node.attrs['id'] === 'string' ? node.attrs['id'] : '';
  const label = String(node.attrs['label'] ?? documentId);
  return (
    <NodeViewWrapper as="span">
      {renderMentionLink ? renderMentionLink({ documentId, label }) : `@${label}`}
    </NodeViewWrapper>
  );
}
