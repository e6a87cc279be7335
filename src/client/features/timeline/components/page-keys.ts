/**
 * Which key presses on the timeline page belong to the timeline. The keys
 * (model/keyboard-actions.ts) work wherever the focus is on the page, except
 * where the focused element needs them itself: a field being typed in, a
 * widget that moves with the arrow keys, a button or link that Enter
 * activates, and anything behind an open modal.
 */

/** Elements whose keys are text: every key typed there stays there. */
const typingTargets = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Widgets that move through their items with arrow keys (WAI-ARIA composite roles). */
const arrowWidgets = [
  'menu',
  'menubar',
  'listbox',
  'tablist',
  'slider',
  'grid',
  'tree',
  'radiogroup',
  'combobox',
  'spinbutton',
]
  .map((role) => `[role="${role}"]`)
  .join(', ');

export function timelineOwnsKey(event: KeyboardEvent, surface: HTMLElement | null): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  const doc = surface?.ownerDocument ?? document;
  if (doc.querySelector('[aria-modal="true"]')) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (!target || target === doc.body || target === doc.documentElement) return true;
  if (surface?.contains(target)) return true;
  if (target.closest(typingTargets) || (target as HTMLElement).isContentEditable) return false;
  if (target.closest(arrowWidgets)) return false;
  // Enter on a focused control (a button, a link, a table row) is that control's.
  if (event.key === 'Enter') return false;
  return true;
}
