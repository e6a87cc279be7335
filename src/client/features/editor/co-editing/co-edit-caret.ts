import { Extension } from '@tiptap/core';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import type { Awareness } from 'y-protocols/awareness';

/** What each person shares of themselves with the others in the document. */
export interface CaretUser {
  name: string;
  color: string;
  /** The colour of the name on the label. */
  text: string;
}

export interface CoEditCaretOptions {
  awareness: Awareness | null;
  user: CaretUser;
  /** Class names of the caret, its label and a selection (the editor's CSS module). */
  classes: { caret: string; label: string; selection: string };
}

/**
 * Other people's carets and selections, each with their name in their colour:
 * y-tiptap's cursor plugin over the session's awareness (TipTap's own
 * collaboration-caret extension pins another TipTap version).
 */
export const CoEditCaret = Extension.create<CoEditCaretOptions>({
  name: 'coEditCaret',

  addOptions() {
    return {
      awareness: null,
      user: { name: '', color: '#868e96', text: '#1a1b1e' },
      classes: { caret: '', label: '', selection: '' },
    };
  },

  addProseMirrorPlugins() {
    const { awareness, user, classes } = this.options;
    if (!awareness) return [];
    awareness.setLocalStateField('user', user);
    return [
      yCursorPlugin(awareness, {
        cursorBuilder: (other: Partial<CaretUser>) => buildCaret(other, classes),
        selectionBuilder: (other: Partial<CaretUser>) => ({
          class: classes.selection,
          style: `background-color: ${safeColour(other.color)}33`,
          nodeName: 'span',
        }),
      }),
    ];
  },
});

function buildCaret(user: Partial<CaretUser>, classes: CoEditCaretOptions['classes']): HTMLElement {
  const caret = document.createElement('span');
  caret.className = classes.caret;
  caret.style.borderColor = safeColour(user.color);
  caret.setAttribute('data-testid', 'remote-caret');
  const label = document.createElement('span');
  label.className = classes.label;
  label.style.backgroundColor = safeColour(user.color);
  label.style.color = safeColour(user.text, '#1a1b1e');
  // textContent, never HTML: the name comes from another person's browser.
  label.textContent = typeof user.name === 'string' ? user.name.slice(0, 40) : '';
  caret.append('\u2060', label, '\u2060');
  return caret;
}

/** A colour another browser sent, used only when it is a plain #rrggbb. */
function safeColour(value: unknown, fallback = '#868e96'): string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;
}
