import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { StringTableFormat } from '../../shared/schemas/dialog-localization';
import type { StringTableRow } from '../../shared/dialogs/localization/string-table';
import { writeStringTableCsv } from '../../shared/dialogs/localization/string-table-csv';
import { writeStringTableXliff } from '../../shared/dialogs/localization/string-table-xliff';
import { writeVoiceScriptCsv } from '../../shared/dialogs/localization/voice-script';
import { translatedGraph } from '../../shared/dialogs/localization/translated-graph';
import { dialogLines } from '../../shared/dialogs/localization/dialog-lines';
import {
  loadDialogLanguages,
  localizableDialogs,
  requireTargetLanguage,
  storedTranslations,
  type StoredTranslation,
} from './dialog-translations';

/** A text file ready to send. */
export interface LocalizationFile {
  body: string;
  contentType: string;
  extension: string;
  /** The dialog's name when the file is of one dialog. */
  dialogName: string | null;
}

const csvType = 'text/csv; charset=utf-8';

/**
 * The string table of one dialog (`dialogId`) or of every dialog of the world
 * in `language` (400 unless the world has it): each line with its current
 * translation, stale ones included (the translator sees and fixes them).
 */
export async function stringTableFile(
  db: Kysely<DB>,
  worldId: string,
  language: string,
  format: StringTableFormat,
  dialogId?: string,
): Promise<LocalizationFile> {
  const languages = await loadDialogLanguages(db, worldId);
  requireTargetLanguage(languages, language);
  const only = dialogId === undefined ? {} : { dialogId };
  const [dialogs, stored] = await Promise.all([
    localizableDialogs(db, worldId, languages, only),
    storedTranslations(db, worldId, language, dialogId),
  ]);
  const rows: StringTableRow[] = dialogs.flatMap((dialog) => {
    const translations = stored.get(dialog.id) ?? new Map<string, StoredTranslation>();
    return dialog.lines.map((line) => ({
      dialogId: dialog.id,
      dialogName: dialog.name,
      line,
      target: translations.get(line.lineId)?.text ?? '',
    }));
  });
  if (format === 'xliff') {
    return {
      body: writeStringTableXliff(rows, { source: languages.sourceLanguage, target: language }),
      contentType: 'application/xliff+xml; charset=utf-8',
      extension: 'xlf',
      dialogName: nameOfOne(dialogs, dialogId),
    };
  }
  return {
    body: writeStringTableCsv(rows),
    contentType: csvType,
    extension: 'csv',
    dialogName: nameOfOne(dialogs, dialogId),
  };
}

/**
 * The voice-over script of one dialog or of the world: spoken lines by
 * speaker, in `language` when given (its translations where there are any,
 * else the source; 400 unless the world has the language).
 */
export async function voiceScriptFile(
  db: Kysely<DB>,
  worldId: string,
  language: string | undefined,
  dialogId?: string,
): Promise<LocalizationFile> {
  const languages = await loadDialogLanguages(db, worldId);
  if (language !== undefined && language !== languages.sourceLanguage)
    requireTargetLanguage(languages, language);
  const translated = language !== undefined && language !== languages.sourceLanguage;
  const only = dialogId === undefined ? {} : { dialogId };
  const [dialogs, stored] = await Promise.all([
    localizableDialogs(db, worldId, languages, only),
    translated ? storedTranslations(db, worldId, language, dialogId) : Promise.resolve(null),
  ]);
  const items = dialogs.map((dialog) => {
    if (!stored) return { dialogName: dialog.name, lines: dialog.lines };
    const texts = new Map(
      [...(stored.get(dialog.id) ?? new Map<string, StoredTranslation>())].map(
        ([lineId, translation]) => [lineId, translation.text],
      ),
    );
    // The same lines, ids and contexts, with the texts an actor reads.
    const graph = translatedGraph(dialog.graph, dialog.id, texts);
    const byId = new Map(dialog.lines.map((line) => [line.lineId, line]));
    const lines = dialogLines(
      graph,
      {
        dialogId: dialog.id,
        name: dialog.name,
        kind: dialog.kind,
        variables: [],
        metaSchema: [],
        documents: [],
      },
      { line: null, choice: null },
    ).map((line) => ({ ...line, speakerName: byId.get(line.lineId)?.speakerName ?? '' }));
    return { dialogName: dialog.name, lines };
  });
  return {
    body: writeVoiceScriptCsv(items),
    contentType: csvType,
    extension: 'csv',
    dialogName: nameOfOne(dialogs, dialogId),
  };
}

function nameOfOne(dialogs: readonly { name: string }[], dialogId: string | undefined) {
  return dialogId === undefined ? null : (dialogs[0]?.name ?? null);
}
