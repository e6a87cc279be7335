import { mergeAttributes, Node, type NodeViewRenderer } from '@tiptap/core';
import { defaultSecretRoles, secretType } from './secret-blocks';

export interface SecretBlockOptions {
  /** Draws the frame, lock and role choice (the React node view); without it the HTML below shows. */
  view?: NodeViewRenderer | undefined;
}

/**
 * A secret block: other blocks wrapped in a frame that only the roles in
 * `roles` see (the owner always). The server cuts it out of everything it
 * sends to anyone else (src/shared/wiki/secret-blocks.ts).
 */
export const SecretBlock = Node.create<SecretBlockOptions>({
  name: secretType,
  group: 'block',
  content: 'block+',
  defining: true,

  addOptions() {
    return { view: undefined };
  },

  addAttributes() {
    return {
      roles: {
        default: defaultSecretRoles.join(','),
        parseHTML: (element) => element.getAttribute('data-roles') ?? defaultSecretRoles.join(','),
        renderHTML: (attributes) => ({ 'data-roles': String(attributes['roles'] ?? '') }),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-type="secret"]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return [
      'div',
      mergeAttributes(HTMLAttributes, { 'data-type': 'secret', class: 'lw-secret' }),
      0,
    ];
  },

  addNodeView() {
    return this.options.view ?? null;
  },
});
