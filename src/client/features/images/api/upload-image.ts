import { imageResponse, type ImageDetail } from '../../../../shared/schemas/image';
import { apiUpload, type UploadProgress } from '../../../lib/api-upload';

export interface UploadTarget {
  worldId: string;
  /** The document the new picture is linked to, if any. */
  documentId?: string | null | undefined;
  categoryId?: string | null | undefined;
}

/**
 * POST api/Images/Upload (SPEC §7): multipart with the file and the headers
 * WorldId, DocumentId and CategoryId (empty for none). The server reads the
 * type from the bytes, re-encodes without metadata and makes the thumbnail.
 */
export function uploadImage(
  target: UploadTarget,
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<ImageDetail> {
  return apiUpload('api/Images/Upload', file, file.name, {
    headers: {
      WorldId: target.worldId,
      DocumentId: target.documentId ?? '',
      CategoryId: target.categoryId ?? '',
    },
    schema: imageResponse,
    ...options,
  });
}
