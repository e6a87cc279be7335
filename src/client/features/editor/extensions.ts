import { mergeAttributes, type Extensions, type NodeViewRenderer } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { Link } from '@mantine/tiptap';
import type * as Y from 'yjs';
import { mentionSuggestion } from './mention-suggestion';
import type { MentionHref, MentionSource } from './mention-types';
import { isSafeHref } from '../../../shared/wiki/safe-url';
import { WorldImage } from '../../../shared/wiki/world-image';
import { SecretBlock } from '../../../shared/wiki/secret-node';
import { ContentsMention, contentsFragmentName } from '../../../shared/wiki/contents-schema';
import { CoEditCaret, type CoEditCaretOptions } from './co-editing/co-edit-caret';

export interface ContentsExtensionOptions {
  mentionHref: MentionHref;
  /** The editor's `@` menu; a viewer has none. */
  mention?: { source: { current: MentionSource }; excludeId?: string } | undefined;
  placeholder?: string | undefined;
  /** Draws each mention (the viewer's preview links); without it a mention is the plain link below. */
  mentionView?: NodeViewRenderer | undefined;
  /** Draws each world picture (the page's provider); without it the picture's caption shows. */
  worldImageView?: NodeViewRenderer | undefined;
  /** Draws each secret block (frame, lock, roles); without it the block's plain frame shows. */
  secretView?: NodeViewRenderer | undefined;
  /**
   * Co-editing: the text lives in this Y document (the session's), undo and
   * redo become Yjs' own (only one's own edits), and others' carets show.
   */
  coEdit?: ({ document: Y.Doc } & CoEditCaretOptions) | undefined;
}

/**
 * The one schema of document contents (src/shared/wiki/contents-schema.ts,
 * which the server co-edits with; a test keeps both equal), shared by the
 * editor, the viewer and the print page: StarterKit (headings, lists, quotes, code, Markdown
 * shortcuts), links limited to safe addresses, tables, `@` mentions that
 * render as links to the mentioned document, and pictures of the world's gallery.
 */
export function contentsExtensions({
  mentionHref,
  mention,
  placeholder,
  mentionView,
  worldImageView,
  secretView,
  coEdit,
}: ContentsExtensionOptions): Extensions {
  return [
    // Co-editing brings its own undo (ProseMirror's history would undo others' edits too).
    StarterKit.configure({ link: false, ...(coEdit ? { undoRedo: false as const } : {}) }),
    Link.configure({
      openOnClick: false,
      isAllowedUri: (url) => isSafeHref(url),
      shouldAutoLink: (url) => isSafeHref(url),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
    TableKit.configure({ table: { resizable: false } }),
    ContentsMention.extend({
      ...(mentionView ? { addNodeView: () => mentionView } : {}),
    }).configure({
      renderHTML: ({ options, node }) => {
        const id = typeof node.attrs['id'] === 'string' ? node.attrs['id'] : '';
        const label = String(node.attrs['label'] ?? id);
        return [
          'a',
          mergeAttributes(options.HTMLAttributes, { href: mentionHref(id), class: 'lw-mention' }),
          `@${label}`,
        ];
      },
      ...(mention ? { suggestion: mentionSuggestion(mention.source, mention.excludeId) } : {}),
    }),
    WorldImage.configure({ view: worldImageView }),
    SecretBlock.configure({ view: secretView }),
    ...(placeholder ? [Placeholder.configure({ placeholder })] : []),
    ...(coEdit
      ? [
          Collaboration.configure({ document: coEdit.document, field: contentsFragmentName }),
          CoEditCaret.configure({
            awareness: coEdit.awareness,
            user: coEdit.user,
            classes: coEdit.classes,
          }),
        ]
      : []),
  ];
}
