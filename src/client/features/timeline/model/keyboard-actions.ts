/**
 * What a key does on the timeline page (components/page-keys.ts says when the page has it). Pure, so the bindings are tested and
 * documented in one place: arrows pan (up/down scroll the rows), + and - zoom,
 * 0 fits all, Enter opens the one selected event, Escape cancels a drag.
 */
export type KeyboardAction =
  | { kind: 'pan'; share: number }
  | { kind: 'scroll'; pixels: number }
  | { kind: 'zoom'; factor: number }
  | { kind: 'fitAll' }
  | { kind: 'open' }
  | { kind: 'cancel' };

/** Share of the visible span one arrow press moves; with Shift, a whole screen less a margin. */
const panShare = 0.1;
const bigPanShare = 0.8;
const scrollPixels = 44;

export function keyboardAction(
  key: string,
  modifiers: { shift: boolean; ctrlOrMeta: boolean },
  zoomStep: number,
): KeyboardAction | null {
  if (modifiers.ctrlOrMeta) return null; // leave the browser's own zoom and shortcuts alone
  const share = modifiers.shift ? bigPanShare : panShare;
  switch (key) {
    case 'ArrowLeft':
      return { kind: 'pan', share: -share };
    case 'ArrowRight':
      return { kind: 'pan', share };
    case 'ArrowUp':
      return { kind: 'scroll', pixels: -scrollPixels };
    case 'ArrowDown':
      return { kind: 'scroll', pixels: scrollPixels };
    case '+':
    case '=':
      return { kind: 'zoom', factor: 1 / zoomStep };
    case '-':
    case '_':
      return { kind: 'zoom', factor: zoomStep };
    case '0':
      return { kind: 'fitAll' };
    case 'Enter':
      return { kind: 'open' };
    case 'Escape':
      return { kind: 'cancel' };
    default:
      return null;
  }
}
