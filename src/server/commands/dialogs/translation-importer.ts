import type { ServerContext } from '../../context';
import type { CurrentUser } from '../../auth/authenticate';
import type { DialogTranslationsTable } from '../../db/schema';
import { ErrorCode } from '../../../shared/errors';
import { dialogLimits } from '../../../shared/dialogs/dialog-graph';
import {
  readStringTable,
  type ParsedTranslation,
} from '../../../shared/dialogs/localization/string-table';
import type { DialogLine } from '../../../shared/dialogs/localization/dialog-lines';
import {
  dialogLanguagePattern,
  stringTableImportLimits,
  type StringTableImportReport,
} from '../../../shared/schemas/dialog-localization';
import { writeWithActivity } from '../../activity/record';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import {
  chunks,
  loadDialogLanguages,
  localizableDialogs,
  requireTargetLanguage,
  storedTranslations,
  type StoredTranslation,
} from '../../queries/dialog-translations';

export interface TranslationImportOptions {
  /** The language the form names; required unless the file (XLIFF) names one. */
  language: string | null;
  dryRun: boolean;
}

type ReportLine = StringTableImportReport['unknown'][number];

/**
 * Reads a translated string table (CSV or XLIFF 2.0) into the world's
 * translations in one transaction (feed `import_dialog_translations`). The
 * file is read and checked before anything is written: a refusal writes
 * nothing, and a dry run answers the same report without writing.
 *
 * A row whose source differs from the line's current text is stale: it is
 * imported with the source it was made from, so it stays stale until it is
 * translated again. Rows naming a dialog or line the world does not have are
 * unknown and skipped; an empty target changes nothing. A target past the
 * world's character limit is imported and reported; past what a dialog line
 * can hold at all it is reported and skipped.
 */
export async function translationImporter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  bytes: Uint8Array,
  options: TranslationImportOptions,
): Promise<StringTableImportReport> {
  if (bytes.length > stringTableImportLimits.maxFileBytes)
    throw new AppError(413, ErrorCode.stringTableTooLarge);
  const table = readStringTable(bytes);
  if (!table.ok) throw refusal(table.problem);
  const language = importLanguage(options.language, table.targetLanguage);

  return writeWithActivity(ctx, async (trx, record) => {
    const languages = await loadDialogLanguages(trx, worldId);
    requireTargetLanguage(languages, language);
    const fileDialogIds = [...new Set(table.rows.map((row) => row.dialogId))];
    const dialogs = await localizableDialogs(trx, worldId, languages, {
      dialogIds: fileDialogIds,
    });
    const stored = await storedTranslations(trx, worldId, language);
    const linesOf = new Map(
      dialogs.map((dialog) => [
        dialog.id,
        { name: dialog.name, lines: new Map(dialog.lines.map((line) => [line.lineId, line])) },
      ]),
    );

    const report = emptyReport(language, options.dryRun, dialogs.length);
    const counts = report.counts;
    const note = (list: ReportLine[], key: keyof typeof counts, line: ReportLine) => {
      counts[key] += 1;
      if (list.length < stringTableImportLimits.reportListLength) list.push(line);
    };
    // The last row of a line wins, as a translator's later edit would.
    const latest = new Map<string, ParsedTranslation>();
    for (const row of table.rows) latest.set(`${row.dialogId}\u0000${row.lineId}`, row);

    const now = isoNow(ctx.clock);
    const writes: DialogTranslationsTable[] = [];
    const translatedNow = new Set<string>();
    for (const row of latest.values()) {
      const dialog = linesOf.get(row.dialogId);
      const line = dialog?.lines.get(row.lineId);
      const at = { dialogId: row.dialogId, dialogName: dialog?.name ?? null, lineId: row.lineId };
      if (!dialog || !line) {
        note(report.unknown, 'unknown', at);
        continue;
      }
      if (row.target === '') continue;
      const length = [...row.target].length;
      if (length > hardLimit(line)) {
        note(report.overLimit, 'overLimit', at);
        continue;
      }
      if (row.source !== line.text) note(report.stale, 'stale', at);
      if (line.charLimit !== null && length > line.charLimit)
        note(report.overLimit, 'overLimit', at);
      translatedNow.add(`${row.dialogId}\u0000${row.lineId}`);
      const current = stored.get(row.dialogId)?.get(row.lineId);
      if (current && current.text === row.target && current.sourceText === row.source) {
        report.unchanged += 1;
        continue;
      }
      writes.push({
        dialog_id: row.dialogId,
        language,
        line_id: row.lineId,
        text: row.target,
        source_text: row.source,
        updated_at: now,
        updated_by: user.id,
      });
    }
    report.written = writes.length;

    for (const dialog of dialogs) {
      const translations = stored.get(dialog.id) ?? new Map<string, StoredTranslation>();
      for (const line of dialog.lines) {
        const has =
          translatedNow.has(`${dialog.id}\u0000${line.lineId}`) ||
          (translations.get(line.lineId)?.text ?? '') !== '';
        if (!has)
          note(report.missing, 'missing', {
            dialogId: dialog.id,
            dialogName: dialog.name,
            lineId: line.lineId,
          });
      }
    }

    if (options.dryRun || writes.length === 0) return report;
    for (const batch of chunks(writes, 200)) {
      await trx
        .insertInto('dialog_translations')
        .values(batch)
        .onConflict((conflict) =>
          conflict.columns(['dialog_id', 'language', 'line_id']).doUpdateSet((eb) => ({
            text: eb.ref('excluded.text'),
            source_text: eb.ref('excluded.source_text'),
            updated_at: eb.ref('excluded.updated_at'),
            updated_by: eb.ref('excluded.updated_by'),
          })),
        )
        .execute();
    }
    const changed = [...new Set(writes.map((write) => write.dialog_id))];
    const single = changed.length === 1 ? dialogs.find((dialog) => dialog.id === changed[0]) : null;
    await record({
      worldId,
      userId: user.id,
      type: 'import_dialog_translations',
      details: {
        language,
        written: writes.length,
        dialogCount: changed.length,
        ...(single ? { dialogId: single.id, name: single.name } : {}),
      },
    });
    return report;
  });
}

function emptyReport(language: string, dryRun: boolean, dialogs: number): StringTableImportReport {
  return {
    language,
    dryRun,
    dialogs,
    written: 0,
    unchanged: 0,
    counts: { stale: 0, missing: 0, unknown: 0, overLimit: 0 },
    stale: [],
    missing: [],
    unknown: [],
    overLimit: [],
  };
}

/** What the dialog graph itself lets a line or an option hold. */
function hardLimit(line: DialogLine): number {
  return line.choiceId === null ? dialogLimits.maxTextLength : dialogLimits.maxChoiceTextLength;
}

/** The form's language, else the file's; both given, they must agree. */
function importLanguage(fromForm: string | null, fromFile: string | null): string {
  const form = fromForm?.trim() || null;
  const file = fromFile?.trim() || null;
  if (form && file && form !== file)
    throw new AppError(
      400,
      ErrorCode.stringTableLanguageMismatch,
      undefined,
      `${file} ≠ ${form}`.slice(0, 100),
    );
  const language = form ?? file;
  if (!language)
    throw new AppError(400, ErrorCode.validation, 'VALIDATION.STRING_TABLE_LANGUAGE_REQUIRED');
  if (!dialogLanguagePattern.test(language))
    throw new AppError(400, ErrorCode.validation, 'VALIDATION.DIALOG_LANGUAGE_INVALID');
  return language;
}

/** A table the reader refused, as the SPEC §8 body says it. */
function refusal(problem: { code: string; detail: string }): AppError {
  const detail = problem.detail.slice(0, 300);
  if (problem.code === 'stringTableNotUtf8') return new AppError(400, ErrorCode.textNotUtf8);
  if (problem.code === 'xliffVersion')
    return new AppError(400, ErrorCode.xliffVersionUnsupported, undefined, detail);
  return new AppError(400, ErrorCode.stringTableInvalid, `STRING_TABLE.${problem.code}`, detail);
}
