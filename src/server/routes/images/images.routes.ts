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
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { imageDeleter, imageUpdater } from '../../commands/images/image-writer';
import { listImages, loadImageDetail } from '../../queries/images';
import { noContent } from '../../../shared/schemas/answers';

const tags = ['Images'];

/** The gallery (SPEC §3 Image): every member looks; owner, writer and artist edit and delete. */
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
      config: { capability: 'world.view' },
      schema: {
        tags,
        operationId: 'getImage',
        summary: 'Get an image',
        params: imageParams,
        response: { 200: imageResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return loadImageDetail(ctx, world.id, request.params.imageId);
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
      const image = await imageUpdater(ctx, user, world.id, request.params.imageId, request.body);
      return loadImageDetail(ctx, world.id, image.id);
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
