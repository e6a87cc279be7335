import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { ErrorCode } from '../../../shared/errors';
import {
  imageFileParams,
  imageFileQuery,
  imageLimitsResponse,
  imageResponse,
  imageUploadHeaders,
  imageUploadLimits,
} from '../../../shared/schemas/image';
import { AppError } from '../../http/app-error';
import { readUploadedFile, multipartLimits } from '../../http/uploaded-file';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { imageUploader } from '../../commands/images/image-uploader';
import { loadImageDetail } from '../../queries/images';
import { imageUrlLifetimeSeconds } from '../../storage/image-urls';
import { fileAnswer } from '../../../shared/schemas/answers';

const tags = ['Images'];

const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};
const imageTypes = [...new Set(Object.values(contentTypes))];
/** Only names the server generates: a UUID, maybe ".thumb", one of our extensions. */
const storedFileName = /^[0-9a-f-]{36}(\.thumb)?\.(png|jpg|webp|gif)$/;
const worldIdPattern = /^[A-Za-z0-9-]{1,64}$/;

/**
 * SPEC §7 image upload (multipart with the headers WorldId, DocumentId,
 * CategoryId), the limits the screen states, and the signed file URLs an
 * `<img>` loads.
 */
export function registerImageFileRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Images/Limits',
    {
      config: { capability: 'signed-in' },
      schema: {
        tags,
        operationId: 'getImageLimits',
        summary: 'Get the limits of image uploads',
        response: { 200: imageLimitsResponse },
      },
    },
    async (request) => {
      await authenticate(ctx, request);
      return {
        ...imageUploadLimits,
        acceptedTypes: [...imageUploadLimits.acceptedTypes],
        urlLifetimeSeconds: imageUrlLifetimeSeconds,
      };
    },
  );

  app.post(
    '/api/Images/Upload',
    {
      config: { capability: 'images.edit' },
      schema: {
        tags,
        operationId: 'uploadImage',
        summary: 'Upload an image to a world',
        description:
          'multipart/form-data with one file (PNG, JPEG, WebP or GIF, at most 20 MB). Headers: WorldId; DocumentId and CategoryId may be empty.',
        headers: imageUploadHeaders,
        response: { 200: imageResponse },
      },
      // The multipart parser streams; this only bounds what Fastify itself would buffer.
      bodyLimit: multipartLimits.fileSize + 1024 * 1024,
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.headers.worldid);
      const file = await readUploadedFile(request);
      const image = await imageUploader(ctx, user, {
        worldId: world.id,
        fileName: file.fileName,
        data: file.data,
        documentId: request.headers.documentid || null,
        categoryId: request.headers.categoryid || null,
      });
      return loadImageDetail(ctx, world.id, image.id);
    },
  );

  app.get(
    '/api/Images/File/:worldId/:file',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getImageFile',
        summary: 'Download an image file by its signed URL',
        description:
          'The signed URLs of image answers lead here; no bearer header. 403 (4032) when the signature is wrong or expired.',
        params: imageFileParams,
        querystring: imageFileQuery,
        response: { 200: fileAnswer('The image, cached until its URL expires.', imageTypes) },
      },
    },
    async (request, reply) => {
      const { worldId, file } = request.params;
      const expiry = Number(request.query.exp);
      const signature = request.query.sig ?? '';
      if (
        !Number.isSafeInteger(expiry) ||
        !worldIdPattern.test(worldId) ||
        !storedFileName.test(file)
      ) {
        throw new AppError(403, ErrorCode.imageLinkInvalid);
      }
      if (ctx.imageUrls.check(worldId, file, expiry, signature) !== 'valid') {
        throw new AppError(403, ErrorCode.imageLinkInvalid);
      }
      const opened = await ctx.imageStore.open(worldId, file);
      if (!opened) throw new AppError(404, ErrorCode.notFound);
      const extension = file.slice(file.lastIndexOf('.') + 1);
      return (
        reply
          .header('content-type', contentTypes[extension] ?? 'application/octet-stream')
          .header('content-length', opened.size)
          // Stored files never change (an edit makes new names), so the browser may keep them until the URL expires.
          .header(
            'cache-control',
            `private, max-age=${ctx.imageUrls.secondsLeft(expiry)}, immutable`,
          )
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-disposition', 'inline')
          .send(opened.stream)
      );
    },
  );
}
