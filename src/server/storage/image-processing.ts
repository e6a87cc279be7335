import sharp, { type Metadata, type Sharp } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { ErrorCode } from '../../shared/errors';
import {
  acceptedImageTypes,
  imageUploadLimits,
  type AcceptedImageType,
} from '../../shared/schemas/image';
import { AppError } from '../http/app-error';

/**
 * Turns an uploaded file into the picture we keep and its thumbnail.
 *
 * - The type comes from the bytes (file-type), never from the name or the
 *   browser's claim: PNG, JPEG, WebP and GIF only.
 * - The pixel count is checked from the header before anything is decoded
 *   (sharp's `limitInputPixels` guards the decoder too): a 1 KB file that
 *   claims 50,000 × 50,000 px is refused instead of filling the memory.
 *   So is an animation of more than 1,000 frames: each frame costs work
 *   whatever its size, and 20 MB of GIF holds about a million tiny ones.
 * - Everything is re-encoded in its own format without metadata (EXIF with
 *   GPS positions, camera serials, comments), turned upright first; GIF and
 *   animated WebP keep their animation.
 * - The thumbnail is a WebP of the first frame, at most 400 px on its longer side.
 *
 * sharp works on libuv's thread pool, so the event loop stays free meanwhile.
 */
export interface ProcessedImage {
  mime: AcceptedImageType;
  ext: ImageExtension;
  data: Buffer;
  width: number;
  height: number;
  thumb: Buffer;
}

export type ImageExtension = 'png' | 'jpg' | 'webp' | 'gif';

const extensions: Record<AcceptedImageType, ImageExtension> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export interface ProcessOptions {
  /** Shrinks the kept picture to fit this many px on its longer side (a world cover needs no more). */
  maxSide?: number;
}

export async function processImage(
  input: Buffer,
  options: ProcessOptions = {},
): Promise<ProcessedImage> {
  if (input.length > imageUploadLimits.maxBytes) throw new AppError(413, ErrorCode.imageTooLarge);
  const mime = await sniffImageType(input);
  const maxPixels = imageUploadLimits.maxPixels;

  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(400, ErrorCode.imageUnreadable);
  }
  const frames = header.pages ?? 1;
  const frameHeight = header.pageHeight ?? header.height;
  if (!header.width || !frameHeight) throw new AppError(400, ErrorCode.imageUnreadable);
  if (header.width * frameHeight * frames > maxPixels)
    throw new AppError(400, ErrorCode.imageTooManyPixels);
  if (frames > imageUploadLimits.maxFrames) throw new AppError(400, ErrorCode.imageTooManyFrames);

  const animated = frames > 1 && (mime === 'image/gif' || mime === 'image/webp');
  try {
    let full = sharp(input, { animated, limitInputPixels: maxPixels, autoOrient: true });
    if (options.maxSide)
      full = full.resize(options.maxSide, options.maxSide, {
        fit: 'inside',
        withoutEnlargement: true,
      });
    const encoded = await encodeAs(full, mime).toBuffer({ resolveWithObject: true });
    const thumb = await sharp(input, { limitInputPixels: maxPixels, autoOrient: true })
      .resize(imageUploadLimits.thumbnailSize, imageUploadLimits.thumbnailSize, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
    return {
      mime,
      ext: extensions[mime],
      data: encoded.data,
      width: encoded.info.width,
      height: encoded.info.pageHeight ?? encoded.info.height,
      thumb,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError(400, ErrorCode.imageTooManyPixels);
    }
    throw new AppError(400, ErrorCode.imageUnreadable);
  }
}

/** The type the bytes say, when it is one we take (4151 otherwise, whatever the file is called). */
export async function sniffImageType(input: Buffer): Promise<AcceptedImageType> {
  const type = await fileTypeFromBuffer(input);
  const mime = type?.mime;
  if (!mime || !isAcceptedType(mime)) throw new AppError(400, ErrorCode.imageTypeUnsupported);
  return mime;
}

function isAcceptedType(mime: string): mime is AcceptedImageType {
  return (acceptedImageTypes as readonly string[]).includes(mime);
}

/** Re-encodes in the upload's own format; sharp writes no metadata unless asked to. */
function encodeAs(image: Sharp, mime: AcceptedImageType): Sharp {
  switch (mime) {
    case 'image/png':
      return image.png({ compressionLevel: 6 });
    case 'image/jpeg':
      return image.jpeg({ quality: 90, chromaSubsampling: '4:4:4' });
    case 'image/webp':
      return image.webp({ quality: 90 });
    case 'image/gif':
      return image.gif();
  }
}

/** The names a processed image's two files get in the world's folder. */
export function imageFileNames(fileKey: string, ext: string): { full: string; thumb: string } {
  return { full: `${fileKey}.${ext}`, thumb: `${fileKey}.thumb.webp` };
}
