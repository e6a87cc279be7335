import { getSchema, type Extensions } from '@tiptap/core';
import { useMemo } from 'react';
import type { RichText } from '../../../../shared/wiki/rich-text';
import { contentsExtensions } from '../extensions';
import type { MentionHref, MentionSource } from '../mention-types';
import { pruneToSchema } from '../prune-content';

interface Options {
  mentionHref: MentionHref;
  mentionSource?: MentionSource | undefined;
  excludeId?: string | undefined;
  placeholder?: string | undefined;
}

/**
 * The extensions of one editor or viewer and the fitting of stored contents
 * to their schema. Pass stable callbacks (useCallback): an editor keeps the
 * extensions it was created with.
 */
export function useContentsExtensions({ mentionHref, mentionSource, excludeId, placeholder }: Options) {
  return useMemo(() => {
    const extensions: Extensions = contentsExtensions({
      mentionHref,
      mention: mentionSource ? { source: { current: mentionSource }, excludeId } : undefined,
      placeholder,
    });
    const schema = getSchema(extensions);
    const known = { nodes: new Set(Object.keys(schema.nodes)), marks: new Set(Object.keys(schema.marks)) };
    /** Stored contents fitted to this schema (unknown nodes unwrapped, unsafe links dropped). */
    const fit = (contents: RichText) => pruneToSchema(contents, known).doc;
    return { extensions, fit };
  }, [mentionHref, mentionSource, excludeId, placeholder]);
}
