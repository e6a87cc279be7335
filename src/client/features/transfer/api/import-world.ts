import { useMutation } from '@tanstack/react-query';
import {
  importReportSchema,
  type ImportChoiceFields,
  type ImportReport,
} from '../../../../shared/transfer/world-archive';
import { apiUpload, type UploadProgress } from '../../../lib/api-upload';

/**
 * POST api/Setting/Import: a world archive becomes a new world of the caller
 * under the chosen name and address (40033: the caller already has a world
 * there); the answer says what came in and what was left out.
 */
export function importWorld(
  file: File,
  options: {
    choice?: ImportChoiceFields;
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
  } = {},
): Promise<ImportReport> {
  const { choice = {}, ...rest } = options;
  const fields = Object.fromEntries(
    Object.entries(choice).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return apiUpload('api/Setting/Import', file, file.name, {
    schema: importReportSchema,
    fields,
    ...rest,
  });
}

export interface ImportRequest {
  file: File;
  choice: ImportChoiceFields;
  signal?: AbortSignal;
}

export function useImportWorld(
  onProgress: (progress: UploadProgress) => void,
  onImported: (report: ImportReport) => void,
) {
  return useMutation({
    mutationFn: ({ file, choice, signal }: ImportRequest) =>
      importWorld(file, { choice, onProgress, ...(signal ? { signal } : {}) }),
    onSuccess: onImported,
  });
}
