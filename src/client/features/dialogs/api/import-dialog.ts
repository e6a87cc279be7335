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
): Promise<DialogImportReport> {
  return apiUpload(dialogsPath(worldId, 'Dialogs', 'Import'), file, file.name, {
    fields: { format },
    schema: dialogImportReport,
  });
}
