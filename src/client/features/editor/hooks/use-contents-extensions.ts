import { getSchema, type Extensions } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { useMemo } from 'react';
import { MentionNodeView } from '../components/MentionNodeView';
import { WorldImageNodeView } from '../components/WorldImageNodeView';
import { SecretNodeView } from '../components/SecretNodeView';
import type { RichText } from '../../../../shared/wiki/rich-text';
import { contentsExtensions, type ContentsExtensionOptions } from '../extensions';
import type { MentionHref, MentionSource } from '../mention-types';
import { pruneToSchema } from '../../../../shared/wiki/prune-content';

interface Options {
  mentionHref: MentionHref;
  mentionSource?: MentionSource | undefined;
  excludeId?: string | undefined;
  placeholder?: string | undefined;
  /** Mentions drawn by the page's link component (MentionLinkContext), for a viewer under a provider. */
  linkedMentions?: boolean | undefined;
  /** Co-editing: the session's Y document, awareness and the caret of this person. */
  coEdit?: ContentsExtensionOptions['coEdit'];
}

/**
 * The extensions of one editor or viewer and the fitting of stored contents
 * to their schema. Pass stable callbacks (useCallback): an editor keeps the
 * extensions it was created with.
 */
export function useContentsExtensions({
  mentionHref,
  mentionSource,
  excludeId,
  placeholder,
  linkedMentions = false,
  coEdit,
}: Options) {
  return useMemo(() => {
    const extensions: Extensions = contentsExtensions({
      mentionHref,
      mention: mentionSource ? { source: { current: mentionSource }, excludeId } : undefined,
      placeholder,
      mentionView: linkedMentions
        ? ReactNodeViewRenderer(MentionNodeView, { as: 'span' })
        : undefined,
      worldImageView: ReactNodeViewRenderer(WorldImageNodeView),
      secretView: ReactNodeViewRenderer(SecretNodeView),
      coEdit,
    });
    const schema = getSchema(extensions);
    const known = {
      nodes: new Set(Object.keys(schema.nodes)),
      marks: new Set(Object.keys(schema.marks)),
    };
    /** Stored contents fitted to this schema (unknown nodes unwrapped, unsafe links dropped). */
    const fit = (contents: RichText) => pruneToSchema(contents, known).doc;
    return { extensions, fit };
  }, [mentionHref, mentionSource, excludeId, placeholder, linkedMentions, coEdit]);
}
