import * as z from 'zod/mini';
import { dialogImportFormats, dialogImportLossCodes } from '../dialogs/import-formats';
import { dialogBodyLimit } from './dialog';

/**
 * POST `/api/Setting/{id}/Dialogs/Import` (`dialogs.edit`), multipart: the
 * file, a `format` field (`dialogImportFormats`), and optionally
 * `createMissingSpeakers=true` (speakers the world lacks become character
 * documents, in the same transaction) and `dryRun=true` (the report of what
 * would be done, nothing written). Everything is checked
 * before anything is written, and the dialog comes with its new variables and
 * meta schema fields in one transaction: a refusal creates nothing. Refusals:
 * no file (VALIDATION.DIALOG_FILE_REQUIRED), an unknown format
 * (VALIDATION.DIALOG_IMPORT_FORMAT), past `maxFileBytes` (413, 4136), not
 * UTF-8 (40051), not a dialog of the format (40052, an item per problem), a
 * name the world has with another type (409, 40053), and what a dialog save
 * refuses (a graph past its limits, values that do not fit their types).
 */
export const dialogImportLimits = {
  /** The same as a save's body: a graph read from a larger file would not save either. */
  maxFileBytes: dialogBodyLimit,
} as const;

export const dialogImportFormatField = z.enum(dialogImportFormats);

const names = z.array(z.string());

/** What the import made, matched, renamed and left out. */
export const dialogImportReport = z.object({
  dialog: z.object({ id: z.string(), name: z.string(), nodeCount: z.number() }),
  /** Definitions and speakers' documents made for the dialog, by their names in the world. */
  created: z.object({ variables: names, metaFields: names, speakers: names }),
  /** The world's own definitions the file's matched by name and type. */
  reused: z.object({ variables: names, metaFields: names }),
  /** Names the world's rules refused, and what they became. */
  renamed: z.array(
    z.object({ kind: z.enum(['variable', 'metaField']), from: z.string(), to: z.string() }),
  ),
  /** What was left out, by reason, with a few examples. */
  dropped: z.array(
    z.object({ reason: z.enum(dialogImportLossCodes), count: z.number(), examples: names }),
  ),
  /**
   * Speakers no document of the world is named after, and that were not
   * created (`createMissingSpeakers`): their lines have no speaker now.
   */
  missingSpeakers: names,
});
export type DialogImportReport = z.infer<typeof dialogImportReport>;
