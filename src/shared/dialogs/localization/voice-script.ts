import type { DialogLine } from './dialog-lines';
import { unparse } from './string-table-csv';

export const voiceScriptColumns = [
  'speaker',
  'dialog',
  'line_id',
  'text',
  'context',
  'direction',
] as const;

/**
 * The voice-over script as CSV: the spoken lines (nodes' texts, not choices)
 * grouped by speaker (narration, with no speaker, first), then by dialog, each
 * dialog's lines in play order as `dialogLines` gives them.
 */
export function writeVoiceScriptCsv(
  items: readonly { dialogName: string; lines: readonly DialogLine[] }[],
): string {
  const entries = items.flatMap((item, dialogIndex) =>
    item.lines
      .filter((line) => line.choiceId === null)
      .map((line, lineIndex) => ({ item, line, dialogIndex, lineIndex })),
  );
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  entries.sort(
    (a, b) =>
      collator.compare(a.line.speakerName, b.line.speakerName) ||
      a.line.speakerName.localeCompare(b.line.speakerName) ||
      collator.compare(a.item.dialogName, b.item.dialogName) ||
      a.dialogIndex - b.dialogIndex ||
      a.lineIndex - b.lineIndex,
  );
  const data = entries.map(({ item, line }) => [
    line.speakerName,
    item.dialogName,
    line.lineId,
    line.text,
    line.context,
    line.direction,
  ]);
  return `\uFEFF${unparse([[...voiceScriptColumns], ...data])}\r\n`;
}
