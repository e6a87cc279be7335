import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  imageListQuery,
  imageListResponse,
  imageParams,
  imageResponse,
  imageUpdateRequest,
} from '../../../shared/schemas/image';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { AppError } from '../../http/app-error';
import { ErrorCode } from '../../../shared/errors';
import { publicCutOf } from '../../queries/public-cut';
import { publicDocumentIds } from '../../queries/reader-contents';
import { readerImage, readerSeesImage } from '../../queries/reader-image';
import { authorizeWorld } from '../../policies/authorize';
import { imageDeleter, imageUpdater } from '../../commands/images/image-writer';
import { listImages, loadImageDetail } from '../../queries/images';
import { noContent } from '../../../shared/schemas/answers';

const tags = ['Images'];

/**
 * The gallery (SPEC §3 Image): every member looks; owner, writer and artist
 * edit and delete. A reader of a public world sees one picture at a time, one
 * that a public document shows.
 */
export function registerImageRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Images',
    {
      config: { capability: 'world.view' },
      schema: {
        tags,
        operationId: 'listImages',
        summary: "List a world's images",
        params: worldIdParams,
        querystring: imageListQuery,
        response: { 200: imageListResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return listImages(ctx, world.id, request.query);
    },
  );

  app.get(
    '/api/Setting/:id/Images/:imageId',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'getImage',
        summary: 'Get an image',
        description:
          'Readers of a public world get a picture that a public document shows (outside secret blocks), without its category or uploader; any other is 404.',
        params: imageParams,
        response: { 200: imageResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      const { world } = access;
      // Loaded first: an unknown id is refused before any document is read.
      const image = await loadImageDetail(ctx, world.id, request.params.imageId);
      const publicCut = publicCutOf(access);
      if (!publicCut) return image;
      if (!(await readerSeesImage(ctx.db, world.id, image.id, publicCut)))
        throw new AppError(404, ErrorCode.notFound);
      const linked = image.documents.map((document) => document.id);
      return readerImage(image, await publicDocumentIds(ctx.db, world.id, linked, publicCut));
    },
  );

  app.put(
    '/api/Setting/:id/Images/:imageId',
    {
      config: { capability: 'images.edit' },
      schema: {
        tags,
        operationId: 'updateImage',
        summary: "Change an image's name, category or documents",
        params: imageParams,
        body: imageUpdateRequest,
        response: { 200: imageResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return imageUpdater(ctx, user, world.id, request.params.imageId, request.body, (trx, image) =>
        loadImageDetail({ ...ctx, db: trx }, world.id, image.id),
      );
    },
  );

  app.delete(
    '/api/Setting/:id/Images/:imageId',
    {
      config: { capability: 'images.edit' },
      schema: {
        tags,
        operationId: 'deleteImage',
        summary: 'Delete an image',
        params: imageParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await imageDeleter(ctx, user, world.id, request.params.imageId);
      return reply.status(204).send();
    },
  );
}
