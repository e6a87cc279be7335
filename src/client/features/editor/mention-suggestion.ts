import type { MentionNodeAttrs } from '@tiptap/extension-mention';
import { ReactRenderer } from '@tiptap/react';
import type { SuggestionOptions } from '@tiptap/suggestion';
import { MentionList, type MentionListHandle } from './components/MentionList';
import type { MentionItem, MentionSource } from './mention-types';

type Picked = MentionNodeAttrs;

/**
 * The `@` menu: asks `source` for documents as the user types (debounced,
 * the previous request cancelled) and draws the list next to the caret.
 * `source` is read through a ref so a new page prop needs no new editor.
 */
export function mentionSuggestion(
  source: { current: MentionSource },
  excludeId: string | undefined,
): Omit<SuggestionOptions<MentionItem, Picked>, 'editor'> {
  return {
    char: '@',
    allowSpaces: true,
    debounce: 150,
    items: async ({ query, signal }) => {
      try {
        const items = await source.current(query, signal);
        return items.filter((item) => item.id !== excludeId);
      } catch {
        return [];
      }
    },
    render: () => {
      let renderer: ReactRenderer<MentionListHandle> | null = null;
      let unmount: (() => void) | null = null;
      return {
        onStart: (props) => {
          renderer = new ReactRenderer(MentionList, { props, editor: props.editor });
          unmount = props.mount(renderer.element);
        },
        onUpdate: (props) => renderer?.updateProps(props),
        onKeyDown: ({ event }) => renderer?.ref?.onKeyDown(event) ?? false,
        onExit: () => {
          unmount?.();
          renderer?.destroy();
          renderer = null;
        },
      };
    },
  };
}
