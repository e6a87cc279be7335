import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { storedGraph } from '../model/stored-dialog';
import { AppError } from '../http/app-error';
import { ErrorCode } from '../../shared/errors';
import type { DialogGraph, DialogKind } from '../../shared/dialogs/dialog-graph';
import { dialogLines, type DialogLine } from '../../shared/dialogs/localization/dialog-lines';
import type {
  DialogLanguages,
  DialogTranslations,
  TranslationStatus,
} from '../../shared/schemas/dialog-localization';

/** A world that never chose: English, no target languages, no limits. */
export const defaultDialogLanguages: DialogLanguages = {
  sourceLanguage: 'en',
  languages: [],
  lineCharLimit: null,
  choiceCharLimit: null,
};

/** The world's dialog languages and character limits. */
export async function loadDialogLanguages(
  db: Kysely<DB>,
  worldId: string,
): Promise<DialogLanguages> {
  const row = await db
    .selectFrom('world_dialog_languages')
    .selectAll()
    .where('world_id', '=', worldId)
    .executeTakeFirst();
  if (!row) return defaultDialogLanguages;
  return {
    sourceLanguage: row.source_language,
    languages: parseLanguages(row.languages),
    lineCharLimit: row.line_char_limit,
    choiceCharLimit: row.choice_char_limit,
  };
}

function parseLanguages(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
}

/** 400 unless `language` is one of the world's target languages. */
export function requireTargetLanguage(languages: DialogLanguages, language: string): void {
  if (!languages.languages.includes(language))
    throw new AppError(400, ErrorCode.validation, 'VALIDATION.DIALOG_LANGUAGE_UNKNOWN');
}

/** A dialog with its translatable lines, as the world's limits see them. */
export interface LocalizableDialog {
  id: string;
  name: string;
  kind: DialogKind;
  graph: DialogGraph;
  lines: DialogLine[];
}

/**
 * The world's dialogs (or the one `dialogId` names, 404 with 40044 when the
 * world has no such dialog, or those of `dialogIds`), by name, with their lines.
 */
export async function localizableDialogs(
  db: Kysely<DB>,
  worldId: string,
  languages: DialogLanguages,
  only: { dialogId?: string; dialogIds?: readonly string[] } = {},
): Promise<LocalizableDialog[]> {
  const ids = only.dialogId !== undefined ? [only.dialogId] : only.dialogIds;
  const rows: { id: string; name: string; kind: string; graph: string }[] = [];
  for (const chunk of ids === undefined ? [undefined] : chunks(ids, 500)) {
    let query = db
      .selectFrom('dialogs')
      .select(['id', 'name', 'kind', 'graph'])
      .where('world_id', '=', worldId);
    if (chunk) query = query.where('id', 'in', chunk);
    rows.push(...(await query.orderBy('name_key').orderBy('id').execute()));
  }
  if (only.dialogId !== undefined && rows.length === 0)
    throw new AppError(404, ErrorCode.dialogNotFound);
  if (rows.length === 0) return [];
  const speakers = await speakerDocuments(db, worldId, ids === undefined ? undefined : rows);
  const limits = { line: languages.lineCharLimit, choice: languages.choiceCharLimit };
  return rows.map((row) => {
    const kind = row.kind as DialogKind;
    const graph = storedGraph(row.graph);
    const documents = speakers.get(row.id) ?? [];
    const lines = dialogLines(
      graph,
      { dialogId: row.id, name: row.name, kind, variables: [], metaSchema: [], documents },
      limits,
    );
    return { id: row.id, name: row.name, kind, graph, lines };
  });
}

/** The documents each dialog names (its speakers), by dialog id. */
async function speakerDocuments(
  db: Kysely<DB>,
  worldId: string,
  dialogs: readonly { id: string }[] | undefined,
): Promise<Map<string, { id: string; name: string }[]>> {
  const found: { dialog_id: string; id: string; name: string }[] = [];
  const ids = dialogs?.map((dialog) => dialog.id);
  for (const chunk of ids === undefined ? [undefined] : chunks(ids, 500)) {
    let query = db
      .selectFrom('dialog_documents')
      .innerJoin('documents', 'documents.id', 'dialog_documents.document_id')
      .select(['dialog_documents.dialog_id', 'documents.id', 'documents.name'])
      .where('dialog_documents.world_id', '=', worldId);
    if (chunk) query = query.where('dialog_documents.dialog_id', 'in', chunk);
    found.push(...(await query.execute()));
  }
  const byDialog = new Map<string, { id: string; name: string }[]>();
  for (const row of found) {
    const list = byDialog.get(row.dialog_id) ?? [];
    list.push({ id: row.id, name: row.name });
    byDialog.set(row.dialog_id, list);
  }
  return byDialog;
}

/** A stored translation and the source it was made from. */
export interface StoredTranslation {
  text: string;
  sourceText: string;
}

/** The stored translations into `language` of the world's dialogs (or of one), by dialog and line id. */
export async function storedTranslations(
  db: Kysely<DB>,
  worldId: string,
  language: string,
  dialogId?: string,
): Promise<Map<string, Map<string, StoredTranslation>>> {
  let query = db
    .selectFrom('dialog_translations')
    .innerJoin('dialogs', 'dialogs.id', 'dialog_translations.dialog_id')
    .select([
      'dialog_translations.dialog_id',
      'dialog_translations.line_id',
      'dialog_translations.text',
      'dialog_translations.source_text',
    ])
    .where('dialogs.world_id', '=', worldId)
    .where('dialog_translations.language', '=', language);
  if (dialogId !== undefined) query = query.where('dialog_translations.dialog_id', '=', dialogId);
  const byDialog = new Map<string, Map<string, StoredTranslation>>();
  for (const row of await query.execute()) {
    let lines = byDialog.get(row.dialog_id);
    if (!lines) byDialog.set(row.dialog_id, (lines = new Map()));
    lines.set(row.line_id, { text: row.text, sourceText: row.source_text });
  }
  return byDialog;
}

/** Translated: made from the current source; stale: from an older one; missing: none. */
export function translationStatus(
  line: DialogLine,
  stored: StoredTranslation | undefined,
): TranslationStatus {
  if (!stored || stored.text === '') return 'missing';
  return stored.sourceText === line.text ? 'translated' : 'stale';
}

/** Every line of a dialog with its translation into `language` and the counts. */
export async function dialogTranslationsOf(
  db: Kysely<DB>,
  worldId: string,
  dialogId: string,
  language: string,
): Promise<DialogTranslations> {
  const languages = await loadDialogLanguages(db, worldId);
  requireTargetLanguage(languages, language);
  const [dialog] = await localizableDialogs(db, worldId, languages, { dialogId });
  const stored =
    (await storedTranslations(db, worldId, language, dialogId)).get(dialogId) ?? new Map();
  const counts = { lines: 0, translated: 0, stale: 0, missing: 0 };
  const lines = (dialog?.lines ?? []).map((line) => {
    const translation = stored.get(line.lineId);
    const status = translationStatus(line, translation);
    counts.lines += 1;
    counts[status] += 1;
    return {
      lineId: line.lineId,
      nodeId: line.nodeId,
      choiceId: line.choiceId,
      source: line.text,
      target: translation && translation.text !== '' ? translation.text : null,
      status,
      speakerName: line.speakerName,
      charLimit: line.charLimit,
    };
  });
  return { language, counts, lines };
}

/**
 * A dialog's translations into `language` by line id, for exports and play
 * (stale ones too: a translation of an older text beats none). 400 unless the
 * world has the language.
 */
export async function translationTexts(
  db: Kysely<DB>,
  worldId: string,
  language: string,
  dialogId?: string,
): Promise<(dialogId: string) => ReadonlyMap<string, string>> {
  requireTargetLanguage(await loadDialogLanguages(db, worldId), language);
  const stored = await storedTranslations(db, worldId, language, dialogId);
  return (dialogId) =>
    new Map(
      [...(stored.get(dialogId) ?? new Map<string, StoredTranslation>())].map(
        ([lineId, translation]) => [lineId, translation.text],
      ),
    );
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}
