import { mergeAttributes, type Extensions, type NodeViewRenderer } from '@tiptap/core';
import Mention from '@tiptap/extension-mention';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { Link } from '@mantine/tiptap';
import { mentionSuggestion } from './mention-suggestion';
import type { MentionHref, MentionSource } from './mention-types';
import { isSafeHref } from '../../../shared/wiki/safe-url';
import { WorldImage } from '../../../shared/wiki/world-image';

export interface ContentsExtensionOptions {
  mentionHref: MentionHref;
  /** The editor's `@` menu; a viewer has none. */
  mention?: { source: { current: MentionSource }; excludeId?: string } | undefined;
  placeholder?: string | undefined;
  /** Draws each mention (the viewer's preview links); without it a mention is the plain link below. */
  mentionView?: NodeViewRenderer | undefined;
  /** Draws each world picture (the page's provider); without it the picture's caption shows. */
  worldImageView?: NodeViewRenderer | undefined;
}

/**
 * The one schema of document contents, shared by the editor, the viewer and
 * the print page: StarterKit (headings, lists, quotes, code, Markdown
 * shortcuts), links limited to safe addresses, tables, `@` mentions that
 * render as links to the mentioned document, and pictures of the world's gallery.
 */
export function contentsExtensions({ mentionHref, mention, placeholder, mentionView, worldImageView }: ContentsExtensionOptions): Extensions {
  return [
    StarterKit.configure({ link: false }),
    Link.configure({
      openOnClick: false,
      isAllowedUri: (url) => isSafeHref(url),
      shouldAutoLink: (url) => isSafeHref(url),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
    TableKit.configure({ table: { resizable: false } }),
    Mention.extend({
      // Mentions render as links; parse them back when pasted.
      parseHTML: () => [{ tag: 'a[data-type="mention"]' }, { tag: 'span[data-type="mention"]' }],
      ...(mentionView ? { addNodeView: () => mentionView } : {}),
    }).configure({
      renderHTML: ({ options, node }) => {
        const id = typeof node.attrs['id'] === 'string' ? node.attrs['id'] : '';
        const label = String(node.attrs['label'] ?? id);
        return ['a', mergeAttributes(options.HTMLAttributes, { href: mentionHref(id), class: 'lw-mention' }), `@${label}`];
      },
      ...(mention ? { suggestion: mentionSuggestion(mention.source, mention.excludeId) } : {}),
    }),
    WorldImage.configure({ view: worldImageView }),
    ...(placeholder ? [Placeholder.configure({ placeholder })] : []),
  ];
}
