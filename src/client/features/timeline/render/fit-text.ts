/**
 * Names clipped to the room they have, with an ellipsis. Measuring every name
 * with measureText on every frame would dominate a frame, so widths are summed
 * from a per-font cache of character widths: kerning is ignored, which the
 * safety margin of the callers absorbs.
 */
export interface TextMeasurer {
  font: string;
  measureText(text: string): { width: number };
}

const ellipsis = '…';
const charWidthsByFont = new Map<string, Map<string, number>>();

function widthsFor(font: string): Map<string, number> {
  let widths = charWidthsByFont.get(font);
  if (!widths) {
    widths = new Map();
    charWidthsByFont.set(font, widths);
  }
  return widths;
}

/** After a web font finishes loading, the widths measured with its fallback are wrong. */
export function forgetTextMeasures(): void {
  charWidthsByFont.clear();
}

function charWidth(context: TextMeasurer, widths: Map<string, number>, char: string): number {
  let width = widths.get(char);
  if (width === undefined) {
    width = context.measureText(char).width;
    widths.set(char, width);
  }
  return width;
}

/**
 * The longest prefix of `text` (plus an ellipsis when cut) whose width fits
 * `maxWidth` in the context's current font; '' when not even one character
 * and the ellipsis fit.
 */
export function fitText(context: TextMeasurer, text: string, maxWidth: number): string {
  if (maxWidth <= 0 || text.length === 0) return '';
  const widths = widthsFor(context.font);
  let total = 0;
  for (const char of text) total += charWidth(context, widths, char);
  if (total <= maxWidth) return text;

  const room = maxWidth - charWidth(context, widths, ellipsis);
  let used = 0;
  let cut = 0;
  for (const char of text) {
    const width = charWidth(context, widths, char);
    if (used + width > room) break;
    used += width;
    cut += char.length;
  }
  return cut === 0 ? '' : text.slice(0, cut).trimEnd() + ellipsis;
}

/** Sum of character widths, the same measure fitText uses. */
export function textWidth(context: TextMeasurer, text: string): number {
  const widths = widthsFor(context.font);
  let total = 0;
  for (const char of text) total += charWidth(context, widths, char);
  return total;
}
