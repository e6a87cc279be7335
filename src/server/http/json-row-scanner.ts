/** What one JSON entry may hold; every figure is checked while the text streams in. */
export interface RowLimits {
  /** Items of the top-level array (an entry holding one value counts as one). */
  maxRows: number;
  /** Characters of one item's JSON text. */
  maxRowChars: number;
  /** Values in one item: the item, and every element and member in it. */
  maxRowValues: number;
  /** Nesting levels of one item (the item itself is level 1). */
  maxDepth: number;
}

export type ScanLimit = 'rows' | 'rowSize' | 'rowValues' | 'depth';

/** The text broke a limit: `row` is the 1-based item it broke it in. */
export class ScanLimitError extends Error {
  constructor(
    readonly limit: ScanLimit,
    readonly row: number,
  ) {
    super(`${limit} limit passed in item ${row}`);
    this.name = 'ScanLimitError';
  }
}

/** The text is not a JSON array of items (or, for a single-value entry, not one value). */
export class ScanSyntaxError extends Error {
  constructor(
    readonly row: number,
    detail: string,
  ) {
    super(detail);
    this.name = 'ScanSyntaxError';
  }
}

const quote = 0x22;
const backslash = 0x5c;
const comma = 0x2c;
const openBracket = 0x5b;
const closeBracket = 0x5d;
const openBrace = 0x7b;
const closeBrace = 0x7d;

function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/**
 * Cuts streamed JSON text into the texts of its top-level items without
 * building anything: it follows only strings and brackets, so it costs a pass
 * over the characters and holds at most one item's text. Each item's size,
 * value count and depth are counted as it goes, and the first limit passed
 * stops the scan, so a bomb (a few kilobytes zipped, hundreds of megabytes
 * of `[[],[],…]` inflated) is refused after at most one item's worth of
 * text. The items' own grammar is left to JSON.parse, item by item, on texts
 * these limits keep small.
 *
 * `single` reads an entry holding one value as one item.
 */
export class JsonRowScanner {
  private readonly single: boolean;
  /** Levels open outside the items: 1 (the top-level array) in array mode, 0 for a single value. */
  private readonly base: number;
  private depth = 0;
  private inString = false;
  /** The last piece ended on a backslash inside a string. */
  private escaped = false;
  private started: boolean;
  private finished = false;
  private rows = 0;
  private pieces: string[] = [];
  private rowChars = 0;
  private rowValues = 0;
  /** Values of the items already closed. */
  private valuesBefore = 0;
  /** Whether the current item has begun (anything but whitespace seen). */
  private inRow = false;
  /** An array or object has just opened: what follows is its first value, unless it closes. */
  private afterOpen = false;
  /** The next backslash at or after the scan in the current piece: -1 none, -2 not looked for yet. */
  private nextEscapeAt = -2;

  constructor(
    private readonly limits: RowLimits,
    options: { single?: boolean } = {},
  ) {
    this.single = options.single ?? false;
    this.base = this.single ? 0 : 1;
    this.started = this.single;
  }

  /** Values counted in the whole text so far, the current item's included. */
  get values(): number {
    return this.valuesBefore + this.rowValues;
  }

  /** Takes the next piece of text; answers the texts of the items it completed. */
  push(text: string): string[] {
    const done: string[] = [];
    const length = text.length;
    this.nextEscapeAt = -2;
    let index = 0;
    /** Where the current item's text in this piece begins. */
    let from = 0;
    while (index < length) {
      if (this.rowChars + (index - from) > this.limits.maxRowChars) throw this.limit('rowSize');
      if (this.inString) {
        index = this.skipString(text, index);
        continue;
      }
      const code = text.charCodeAt(index);
      if (isWhitespace(code)) {
        index += 1;
        continue;
      }
      if (!this.started) {
        if (code !== openBracket) throw new ScanSyntaxError(0, 'not a JSON array');
        this.started = true;
        this.depth = 1;
        index += 1;
        from = index;
        continue;
      }
      if (this.finished) throw new ScanSyntaxError(this.rows, 'text after the end');
      if (!this.single && this.depth === this.base && (code === comma || code === closeBracket)) {
        this.addPiece(text, from, index);
        const row = this.closeRow(code === closeBracket);
        if (row !== null) done.push(row);
        if (code === closeBracket) this.finished = true;
        index += 1;
        from = index;
        continue;
      }
      if (!this.inRow) this.beginRow();
      if (this.afterOpen) {
        this.afterOpen = false;
        if (code !== closeBracket && code !== closeBrace) this.countValue();
      }
      index += 1;
      switch (code) {
        case quote:
          this.inString = true;
          break;
        case openBracket:
        case openBrace:
          this.depth += 1;
          this.afterOpen = true;
          if (this.depth - this.base > this.limits.maxDepth) throw this.limit('depth');
          break;
        case closeBracket:
        case closeBrace:
          this.depth -= 1;
          if (this.depth < this.base) throw new ScanSyntaxError(this.rows, 'unbalanced brackets');
          break;
        case comma:
          this.countValue();
          break;
      }
    }
    if (this.started && !this.finished) this.addPiece(text, from, length);
    return done;
  }

  /** The text has ended: it must have closed its array (or held its value). */
  end(): string[] {
    if (this.single) {
      if (!this.inRow) throw new ScanSyntaxError(1, 'empty');
      // Grammar (a string or bracket left open, text after the value) is JSON.parse's to judge.
      this.finished = true;
      const row = this.pieces.join('');
      this.pieces = [];
      return [row];
    }
    if (!this.started) throw new ScanSyntaxError(0, 'not a JSON array');
    if (!this.finished) throw new ScanSyntaxError(this.rows, 'cut short');
    return [];
  }

  /** Moves past string text up to and including its closing quote, or to the end of `text`. */
  private skipString(text: string, from: number): number {
    let index = from;
    if (this.escaped) {
      this.escaped = false;
      index += 1;
    }
    for (;;) {
      const nextQuote = text.indexOf('"', index);
      if (nextQuote === -1) {
        this.escaped = endsInOpenEscape(text, index, text.length);
        return text.length;
      }
      // Looked up again only once passed: a search per string would rescan the piece each time.
      if (this.nextEscapeAt !== -1 && this.nextEscapeAt < index)
        this.nextEscapeAt = text.indexOf('\\', index);
      const nextEscape = this.nextEscapeAt;
      if (nextEscape !== -1 && nextEscape < nextQuote) {
        index = nextEscape + 2;
        if (index > text.length) {
          this.escaped = true;
          return text.length;
        }
        continue;
      }
      this.inString = false;
      return nextQuote + 1;
    }
  }

  private beginRow(): void {
    this.inRow = true;
    this.rows += 1;
    this.rowValues = 1;
    if (this.rows > this.limits.maxRows) throw this.limit('rows');
  }

  private countValue(): void {
    this.rowValues += 1;
    if (this.rowValues > this.limits.maxRowValues) throw this.limit('rowValues');
  }

  private addPiece(text: string, start: number, end: number): void {
    if (end <= start) return;
    this.rowChars += end - start;
    if (this.rowChars > this.limits.maxRowChars) throw this.limit('rowSize');
    this.pieces.push(text.slice(start, end));
  }

  private closeRow(last: boolean): string | null {
    const row = this.pieces.join('');
    const hadRow = this.inRow;
    this.pieces = [];
    this.rowChars = 0;
    this.valuesBefore += this.rowValues;
    this.rowValues = 0;
    this.inRow = false;
    if (hadRow) return row;
    // `[]` holds no item; `[1,]` and `[,1]` hold an empty one.
    if (last && this.rows === 0) return null;
    throw new ScanSyntaxError(this.rows + 1, 'an empty item');
  }

  private limit(kind: ScanLimit): ScanLimitError {
    return new ScanLimitError(kind, Math.max(this.rows, 1));
  }
}

/** Whether `text[from, end)` (inside a string) ends on a backslash that escapes what comes next. */
function endsInOpenEscape(text: string, from: number, end: number): boolean {
  let count = 0;
  for (let index = end - 1; index >= from && text.charCodeAt(index) === backslash; index -= 1)
    count += 1;
  return count % 2 === 1;
}
