import type { DialogImportFormat } from '../../../../shared/dialogs/import-formats';
import {
  dialogImportReport,
  type DialogImportReport,
} from '../../../../shared/schemas/dialog-import';
import { apiUpload } from '../../../lib/api-upload';
import { dialogsPath } from './dialogs-paths';

/**
 * POST api/Setting/{id}/Dialogs/Import: the file becomes a new dialog with the
 * variables and fields it needs, in one transaction on the server, or nothing
 * is created; the answer says what was created, reused, renamed and left out.
 */
export function importDialogFile(
  worldId: string,
  file: File,
  format: DialogImportFormat,
  /** `dryRun`: the report only, nothing written; `createMissingSpeakers`: documents for speakers the world lacks. */
  options: { dryRun?: boolean; createMissingSpeakers?: boolean } = {},
): Promise<DialogImportReport> {
  const flags = Object.entries(options)
    .filter(([, value]) => value)
    .map(([name]) => [name, 'true']);
  return apiUpload(dialogsPath(worldId, 'Dialogs', 'Import'), file, file.name, {
    fields: { format, ...Object.fromEntries(flags) },
    schema: dialogImportReport,
  });
}
