import { mergeAttributes, Node, type NodeViewRenderer } from '@tiptap/core';

/** The node type of a world picture inside document contents (stored JSON: `{ type: 'worldImage', attrs: { imageId, alt } }`). */
export const worldImageType = 'worldImage';

export interface WorldImageOptions {
  /** Draws the picture (the React node view); without it the HTML below shows. */
  view?: NodeViewRenderer | undefined;
}

/**
 * A picture of the world's gallery placed in the text as its own block. Only
 * the image id is stored, never a file address: addresses are signed and
 * short-lived, and an id cannot point outside the world (the server answers
 * 404 for another world's image). Pasted HTML comes back through
 * `data-image-id`; an `<img src>` from elsewhere is never taken in.
 */
export const WorldImage = Node.create<WorldImageOptions>({
  name: worldImageType,
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addOptions() {
    return { view: undefined };
  },

  addAttributes() {
    return {
      imageId: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-image-id'),
        renderHTML: (attributes) => ({ 'data-image-id': attributes['imageId'] as string }),
      },
      alt: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-alt') ?? '',
        renderHTML: (attributes) => ({ 'data-alt': attributes['alt'] as string }),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'figure[data-type="world-image"][data-image-id]' }];
  },

  renderHTML({ HTMLAttributes, node }) {
    const alt = String(node.attrs['alt'] ?? '');
    return [
      'figure',
      mergeAttributes(HTMLAttributes, { 'data-type': 'world-image', class: 'lw-world-image' }),
      ['figcaption', {}, alt],
    ];
  },

  addNodeView() {
    return this.options.view ?? null;
  },
});
