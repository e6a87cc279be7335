/** Start and end of a matched word in the search answer's `titleMarked` and `snippet`. */
export const markStart = '\u0002';
export const markEnd = '\u0003';

export interface MarkedPart {
  text: string;
  marked: boolean;
}

/**
 * Splits a marked string into plain and highlighted parts, so the matches can
 * be rendered as <mark> elements and never as HTML. A stray end marker is
 * dropped; an unclosed start marks the rest; empty parts are left out and
 * neighbours of the same kind are joined.
 */
export function splitMarked(value: string): MarkedPart[] {
  const parts: MarkedPart[] = [];
  let marked = false;
  let text = '';
  const flush = () => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
    text = '';
  };
  for (const char of value) {
    if (char === markStart || char === markEnd) {
      flush();
      marked = char === markStart;
    } else {
      text += char;
    }
  }
  flush();
  return parts;
}

/** The text without its markers (for labels read by screen readers). */
export function stripMarks(value: string): string {
  return value.split(markStart).join('').split(markEnd).join('');
}
