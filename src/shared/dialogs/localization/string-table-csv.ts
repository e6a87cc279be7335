import Papa from 'papaparse';
import type { ParsedTranslation, StringTableRow, TableReadResult } from './string-table-types';
import { tableProblem } from './string-table-types';

/** The columns a written table has, in order; a read table must have the first two and the last two. */
export const stringTableColumns = [
  'dialog_id',
  'line_id',
  'dialog',
  'speaker',
  'context',
  'char_limit',
  'source',
  'target',
] as const;

const requiredColumns = ['dialog_id', 'line_id', 'source', 'target'] as const;

/**
 * A string table as CSV (RFC 4180, CRLF, every field quoted), led by a BOM so
 * that spreadsheets open it as UTF-8.
 */
export function writeStringTableCsv(rows: readonly StringTableRow[]): string {
  const data = rows.map((row) => [
    row.dialogId,
    row.line.lineId,
    row.dialogName,
    row.line.speakerName,
    row.line.context,
    row.line.charLimit === null ? '' : String(row.line.charLimit),
    row.line.text,
    row.target,
  ]);
  return `\uFEFF${unparse([[...stringTableColumns], ...data])}\r\n`;
}

export function unparse(data: string[][]): string {
  return Papa.unparse(data, { quotes: true, newline: '\r\n', escapeFormulae: false });
}

/**
 * A translated table back: columns found by their header names (any order,
 * extra ones ignored), `,` or `;` or tab as the separator, a BOM or none, CRLF
 * or LF, as spreadsheets save them.
 */
export function readStringTableCsv(text: string): TableReadResult {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return tableProblem('stringTableEmpty', 'the table is empty');
  const parsed = Papa.parse<string[]>(body, {
    header: false,
    skipEmptyLines: 'greedy',
    delimiter: separatorOf(body),
  });
  const fatal = parsed.errors.find((error) => error.type === 'Quotes');
  if (fatal) {
    return tableProblem('stringTableMalformed', `row ${(fatal.row ?? 0) + 1}: ${fatal.message}`);
  }
  const [header, ...records] = parsed.data;
  if (!header) return tableProblem('stringTableEmpty', 'the table is empty');
  const names = header.map((name) => name.trim().toLowerCase());
  const index = new Map<string, number>();
  names.forEach((name, position) => {
    if (!index.has(name)) index.set(name, position);
  });
  const missing = requiredColumns.filter((column) => !index.has(column));
  if (missing.length > 0) {
    return tableProblem('stringTableColumnsMissing', `missing columns: ${missing.join(', ')}`);
  }
  const cell = (record: string[], column: (typeof requiredColumns)[number]): string =>
    record[index.get(column) as number] ?? '';
  const rows: ParsedTranslation[] = [];
  for (const record of records) {
    const dialogId = cell(record, 'dialog_id').trim();
    const lineId = cell(record, 'line_id').trim();
    if (dialogId === '' && lineId === '') continue;
    rows.push({
      dialogId,
      lineId,
      source: cell(record, 'source'),
      target: cell(record, 'target'),
    });
  }
  if (rows.length === 0) return tableProblem('stringTableEmpty', 'the table has no rows');
  return { ok: true, sourceLanguage: null, targetLanguage: null, rows };
}

/**
 * The separator, from the header line (its names hold none): spreadsheets in
 * locales with a decimal comma save with `;`, and "text" exports use tabs.
 */
function separatorOf(body: string): string {
  const header = body.slice(0, body.search(/\r|\n|$/));
  const counts = [',', ';', '\t'].map((separator) => ({
    separator,
    count: header.split(separator).length,
  }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0]?.separator ?? ',';
}
