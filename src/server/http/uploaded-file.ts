import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart'; // the request.file() typing
import { ErrorCode } from '../../shared/errors';
import { imageUploadLimits } from '../../shared/schemas/image';
import { AppError } from './app-error';

/** Multipart limits: one file of at most `maxBytes`, a few small fields beside it. */
export const multipartLimits = {
  fileSize: imageUploadLimits.maxBytes,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
  headerPairs: 100,
} as const;

/**
 * The one file of a multipart upload, whole in memory (at most 20 MB: the
 * re-encode needs all of it anyway). No file, not multipart at all, or a
 * multipart body cut short or past its part limits is "Choose an image
 * file"; a larger file is 413 with the limit in the message.
 */
export async function readUploadedFile(
  request: FastifyRequest,
): Promise<{ fileName: string; data: Buffer }> {
  if (!request.isMultipart()) throw fileRequired();
  try {
    const part = await request.file({ limits: multipartLimits });
    if (!part) throw fileRequired();
    const data = await part.toBuffer();
    if (data.length === 0) throw fileRequired();
    return { fileName: part.filename, data };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, ErrorCode.imageTooLarge);
    // Limits past, or a multipart body the parser cannot read (cut short, a broken boundary): the caller's upload is wrong.
    throw fileRequired();
  }
}

function fileRequired(): AppError {
  return new AppError(400, ErrorCode.validation, 'VALIDATION.IMAGE_FILE_REQUIRED');
}
