import { readStringTableCsv } from './string-table-csv';
import { tableProblem, type TableReadResult } from './string-table-types';
import { readStringTableXliff } from './string-table-xliff';

// The types live apart so that the CSV and XLIFF readers need not import this file.
export * from './string-table-types';

/**
 * A translated table as uploaded: UTF-8 (with or without a BOM) or refused;
 * XLIFF when it starts as XML, CSV otherwise.
 */
export function readStringTable(bytes: Uint8Array): TableReadResult {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return tableProblem('stringTableNotUtf8', 'the file is not UTF-8 text');
  }
  const head = text.replace(/^\uFEFF/, '').trimStart();
  if (head === '') return tableProblem('stringTableEmpty', 'the file is empty');
  if (head.startsWith('<?xml') || head.startsWith('<xliff') || head.startsWith('<')) {
    return readStringTableXliff(text);
  }
  return readStringTableCsv(text);
}
