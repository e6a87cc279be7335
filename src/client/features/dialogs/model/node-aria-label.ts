import type { TFunction } from 'i18next';
import type { DialogNode } from '../../../../shared/dialogs/dialog-graph';

/** Long texts are cut here: a screen reader reads the whole name on every focus. */
const maxText = 160;

/**
 * The accessible name of a node on the builder's canvas, from what the card
 * shows: its kind, speaker and text, whether the dialog starts there, its
 * choices (or whether it leads on or ends) and how many warnings it has.
 */
export function dialogNodeAriaLabel(
  t: TFunction,
  data: { node: DialogNode; isStart: boolean; warnings: readonly string[] },
  speakerName: string | null,
): string {
  const { node } = data;
  const kind = t(`DIALOGS.NODE_KIND.${node.kind}`);
  const squeezed = node.text.trim().replace(/\s+/g, ' ');
  const text = !squeezed
    ? t('DIALOGS.EMPTY_TEXT')
    : squeezed.length > maxText
      ? `${squeezed.slice(0, maxText - 1)}…`
      : squeezed;
  const parts = [
    node.kind === 'character'
      ? t('DIALOGS.NODE_ARIA.SPOKEN', {
          kind,
          speaker: speakerName ?? t('DIALOGS.NO_SPEAKER'),
          text,
        })
      : t('DIALOGS.NODE_ARIA.NODE', { kind, text }),
  ];
  if (data.isStart) parts.push(t('DIALOGS.START_NODE'));
  if (node.choices.length > 0)
    parts.push(t('DIALOGS.NODE_ARIA.CHOICES', { count: node.choices.length }));
  else parts.push(node.nextId === null ? t('DIALOGS.ENDS_HERE') : t('DIALOGS.NODE_ARIA.LEADS_ON'));
  if (data.warnings.length > 0)
    parts.push(t('DIALOGS.NODE_ARIA.WARNINGS', { count: data.warnings.length }));
  // Each part a sentence; a text that already ends in . ! ? or … gets no second stop.
  return parts.map((part) => (/[.!?…]$/.test(part) ? part : `${part}.`)).join(' ');
}
