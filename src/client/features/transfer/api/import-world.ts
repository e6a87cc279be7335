import { useMutation } from '@tanstack/react-query';
import { importReportSchema, type ImportReport } from '../../../../shared/transfer/world-archive';
import { apiUpload, type UploadProgress } from '../../../lib/api-upload';

/** POST api/Setting/Import: a world archive becomes a new world of the caller; the answer says what came in and what was left out. */
export function importWorld(
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<ImportReport> {
  return apiUpload('api/Setting/Import', file, file.name, {
    schema: importReportSchema,
    ...options,
  });
}

export function useImportWorld(
  onProgress: (progress: UploadProgress) => void,
  onImported: (report: ImportReport) => void,
) {
  return useMutation({
    mutationFn: (file: File) => importWorld(file, { onProgress }),
    onSuccess: onImported,
  });
}
