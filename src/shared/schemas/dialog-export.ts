import * as z from 'zod/mini';
import { dialogExportFormats } from '../dialogs/export-formats';
import { loreHubApiVersion, loreHubExportType } from '../dialogs/lorehub-format';
import { idField } from './fields';
import { dialogLanguageField } from './dialog-localization';

/**
 * GET `/api/Setting/{id}/Dialogs/{dialogId}/Export`, `…/Stories/{storyId}/Dialogs/Export`
 * and `…/Dialogs/Export` (`world.view`): a dialog as one file, or the story's
 * or world's dialogs as one zip, a file per dialog. `format` is required; an
 * unknown one is VALIDATION.DIALOG_EXPORT_FORMAT. `language`, one of the
 * world's target languages (else VALIDATION.DIALOG_LANGUAGE_UNKNOWN): the
 * files carry its translations where there are any, the source elsewhere.
 */
export const dialogExportQuery = z.object({
  format: z.enum(dialogExportFormats, { error: 'VALIDATION.DIALOG_EXPORT_FORMAT' }),
  language: z.optional(dialogLanguageField),
});
export type DialogExportQuery = z.input<typeof dialogExportQuery>;

export const dialogExportParams = z.object({ id: idField, dialogId: idField });
export const storyDialogsExportParams = z.object({ id: idField, storyId: idField });

/** What a LoreHub export left out, by kind and count: `positions=1, linearAsBranching=1`. */
export const dialogExportLossesHeader = 'loreweave-export-losses';

/** 304 to a matching If-None-Match: no body. */
export const notModified = z
  .undefined()
  .check(z.describe('The file is as the ETag says; no body.'));

/** The LoreHub v2 file's outline; each resource is as LoreHub's export schema says. */
export const loreHubFileBody = z.object({
  type: z.literal(loreHubExportType),
  apiVersion: z.literal(loreHubApiVersion),
  resources: z.array(z.looseObject({ type: z.string(), apiVersion: z.string(), id: z.string() })),
});

/** Any file body: OpenAPI's `format: binary`. */
export const fileBody = z.string();
z.globalRegistry.add(fileBody, { format: 'binary' });
