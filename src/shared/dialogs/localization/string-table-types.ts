import type { DialogLine } from './dialog-lines';

/**
 * String tables: the lines of one or more dialogs for a translator,
 * as CSV or XLIFF 2.0, and the translated tables read back. Reading never
 * throws: a table that cannot be read comes back as one problem with a code the
 * server turns into its error body.
 */
export interface StringTableRow {
  dialogId: string;
  dialogName: string;
  line: DialogLine;
  /** The current translation; '' when there is none. */
  target: string;
}

/** One row of a translated table as read back. */
export interface ParsedTranslation {
  dialogId: string;
  lineId: string;
  /** The source the translator saw. */
  source: string;
  /** '' when the translator left it empty. */
  target: string;
}

export const stringTableProblemCodes = [
  /** The bytes are not UTF-8. */
  'stringTableNotUtf8',
  /** The CSV cannot be parsed (an unclosed quote, for instance). */
  'stringTableMalformed',
  /** The CSV lacks a column it must have (dialog_id, line_id, source, target). */
  'stringTableColumnsMissing',
  /** The XML cannot be parsed, or is not an XLIFF document. */
  'xliffMalformed',
  /** XLIFF, but not version 2.0. */
  'xliffVersion',
  /** Nothing in the file. */
  'stringTableEmpty',
] as const;
export type StringTableProblemCode = (typeof stringTableProblemCodes)[number];

export type TableReadResult =
  | {
      ok: true;
      sourceLanguage: string | null;
      targetLanguage: string | null;
      rows: ParsedTranslation[];
    }
  | { ok: false; problem: { code: StringTableProblemCode; detail: string } };

/** A refusal, as the readers return it. */
export function tableProblem(code: StringTableProblemCode, detail: string): TableReadResult {
  return { ok: false, problem: { code, detail } };
}
