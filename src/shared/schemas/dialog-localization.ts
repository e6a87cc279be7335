import * as z from 'zod/mini';
import { idField } from './fields';
import { languageCodePattern, maxDialogLanguages } from '../dialogs/localization/languages';

/**
 * Dialog localization (SPEC §3 Dialog): the world's dialog languages, the
 * translations of each dialog's lines, string tables (CSV, XLIFF 2.0) to
 * translate elsewhere and import back, and a voice-over script.
 *
 * A line id is derived from the node and choice ids (`lineIdOf`), so it
 * survives edits and moves; translations are stored per dialog, language and
 * line id, with the source text they were made from (a changed source makes
 * them stale).
 */

/** A BCP 47 language tag as dialogs use it: `ru`, `pt-BR`, `zh-Hant-TW`. */
export const dialogLanguagePattern = languageCodePattern;
/** How many target languages a world may have. */
export const maxDialogTargetLanguages = maxDialogLanguages;
/** The most characters a world's line or option limit may be set to. */
export const maxDialogCharLimit = 10_000;

export const dialogLanguageField = z
  .string({ error: 'VALIDATION.DIALOG_LANGUAGE_INVALID' })
  .check(z.trim(), z.regex(dialogLanguagePattern, { error: 'VALIDATION.DIALOG_LANGUAGE_INVALID' }));

const charLimitField = z.nullable(
  z
    .number({ error: 'VALIDATION.DIALOG_CHAR_LIMIT' })
    .check(
      z.int({ error: 'VALIDATION.DIALOG_CHAR_LIMIT' }),
      z.minimum(1, { error: 'VALIDATION.DIALOG_CHAR_LIMIT' }),
      z.maximum(maxDialogCharLimit, { error: 'VALIDATION.DIALOG_CHAR_LIMIT' }),
    ),
);

/**
 * GET `/api/Setting/{id}/DialogLanguages` (`world.view`). A world that never
 * set them: source `en`, no target languages, no limits.
 */
export const dialogLanguages = z.object({
  sourceLanguage: z.string(),
  /** The target languages, in the order the world lists them. */
  languages: z.array(z.string()),
  /** The most characters a node's line may have in any language; null: no limit. */
  lineCharLimit: z.nullable(z.number()),
  /** The most characters an option may have in any language; null: no limit. */
  choiceCharLimit: z.nullable(z.number()),
});
export type DialogLanguages = z.infer<typeof dialogLanguages>;

/**
 * PUT `/api/Setting/{id}/DialogLanguages` (`dialogs.edit`). Target languages
 * are unique and do not include the source (VALIDATION.DIALOG_LANGUAGES_REPEAT),
 * at most `maxDialogTargetLanguages` (VALIDATION.DIALOG_LANGUAGES_TOO_MANY).
 * Removing a language keeps its translations: adding it back brings them back.
 */
export const dialogLanguagesRequest = z
  .strictObject({
    sourceLanguage: dialogLanguageField,
    languages: z
      .array(dialogLanguageField, { error: 'VALIDATION.DIALOG_LANGUAGE_INVALID' })
      .check(
        z.maxLength(maxDialogTargetLanguages, { error: 'VALIDATION.DIALOG_LANGUAGES_TOO_MANY' }),
      ),
    lineCharLimit: charLimitField,
    choiceCharLimit: charLimitField,
  })
  .check(
    z.refine(
      (value) =>
        new Set(value.languages).size === value.languages.length &&
        !value.languages.includes(value.sourceLanguage),
      { error: 'VALIDATION.DIALOG_LANGUAGES_REPEAT', path: ['languages'] },
    ),
  );
export type DialogLanguagesRequest = z.input<typeof dialogLanguagesRequest>;

/** `?language=`: one of the world's target languages (else 400, VALIDATION.DIALOG_LANGUAGE_UNKNOWN). */
export const dialogLanguageQuery = z.object({ language: dialogLanguageField });
export type DialogLanguageQuery = z.input<typeof dialogLanguageQuery>;

export const dialogLocalizationParams = z.object({ id: idField, dialogId: idField });

export const translationStatuses = ['translated', 'stale', 'missing'] as const;
export type TranslationStatus = (typeof translationStatuses)[number];

/**
 * GET `/api/Setting/{id}/Dialogs/{dialogId}/Translations?language=` (`world.view`):
 * every line of the dialog (node texts and options, in play order) with its
 * translation. Stale: translated from a source that has changed since.
 */
export const dialogTranslations = z.object({
  language: z.string(),
  counts: z.object({
    lines: z.number(),
    translated: z.number(),
    stale: z.number(),
    missing: z.number(),
  }),
  lines: z.array(
    z.object({
      lineId: z.string(),
      nodeId: z.string(),
      /** null: the node's own text; else the option's id. */
      choiceId: z.nullable(z.string()),
      source: z.string(),
      /** null: not translated. */
      target: z.nullable(z.string()),
      status: z.enum(translationStatuses),
      speakerName: z.string(),
      charLimit: z.nullable(z.number()),
    }),
  ),
});
export type DialogTranslations = z.infer<typeof dialogTranslations>;

export const stringTableFormats = ['csv', 'xliff'] as const;
export type StringTableFormat = (typeof stringTableFormats)[number];

/**
 * GET `…/Dialogs/{dialogId}/Strings` and `…/Dialogs/Strings` (`world.view`):
 * a string table of one dialog or of every dialog of the world.
 */
export const stringTableQuery = z.object({
  language: dialogLanguageField,
  format: z.enum(stringTableFormats, { error: 'VALIDATION.STRING_TABLE_FORMAT' }),
});
export type StringTableQuery = z.input<typeof stringTableQuery>;

/**
 * GET `…/Dialogs/{dialogId}/VoiceScript` and `…/Dialogs/VoiceScript`
 * (`world.view`): CSV, node lines per speaker; `language` optional (the
 * source when absent).
 */
export const voiceScriptQuery = z.object({ language: z.optional(dialogLanguageField) });
export type VoiceScriptQuery = z.input<typeof voiceScriptQuery>;

/**
 * POST `/api/Setting/{id}/Dialogs/Strings/Import` (`dialogs.edit`), multipart:
 * "file" (CSV or XLIFF 2.0, at most `maxFileBytes`), "language" (required for
 * CSV; XLIFF's trgLang must match it when both are given) and optionally
 * "dryRun" = true. One transaction: a refusal writes nothing.
 */
export const stringTableImportLimits = {
  maxFileBytes: 20 * 1024 * 1024,
  /** How many ids each list of the report names; the counts are complete. */
  reportListLength: 100,
} as const;

const reportLines = z.array(
  z.object({ dialogId: z.string(), dialogName: z.nullable(z.string()), lineId: z.string() }),
);

/**
 * What a string table import wrote or would write. Stale: the row's source is
 * not the current source (imported anyway; it stays stale until translated
 * again). Unknown: a dialog or line the world does not have (skipped).
 * Missing: lines of the file's dialogs with no translation after the import.
 * OverLimit: targets longer than the world's character limit (imported
 * anyway), or than a dialog line can hold at all (10,000 characters, 1,000
 * for an option: skipped). An empty target changes nothing.
 */
export const stringTableImportReport = z.object({
  language: z.string(),
  dryRun: z.boolean(),
  /** Dialogs of the world the file has rows for. */
  dialogs: z.number(),
  /** Translations written (new or changed). */
  written: z.number(),
  /** Rows whose translation was already stored as it is. */
  unchanged: z.number(),
  counts: z.object({
    stale: z.number(),
    missing: z.number(),
    unknown: z.number(),
    overLimit: z.number(),
  }),
  /** The first `reportListLength` of each. */
  stale: reportLines,
  missing: reportLines,
  unknown: reportLines,
  overLimit: reportLines,
});
export type StringTableImportReport = z.infer<typeof stringTableImportReport>;
