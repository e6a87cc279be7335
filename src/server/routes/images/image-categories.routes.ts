import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  imageCategoryListResponse,
  imageCategoryParams,
  imageCategoryRequest,
  imageCategoryResponse,
} from '../../../shared/schemas/image';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import {
  imageCategoryCreator,
  imageCategoryDeleter,
  imageCategoryRenamer,
} from '../../commands/images/image-category-writer';
import { listImageCategories } from '../../queries/images';
import { presentImageCategory } from '../../presenters/image';
import { noContent } from '../../../shared/schemas/answers';

const tags = ['Images'];

/** SPEC §3 Image category: name, unique in the world; deleting one leaves its images without a category. */
export function registerImageCategoryRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/ImageCategories',
    {
      config: { capability: 'world.view' },
      schema: {
        tags,
        operationId: 'listImageCategories',
        summary: "List a world's image categories",
        params: worldIdParams,
        response: { 200: imageCategoryListResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return listImageCategories(ctx, world.id);
    },
  );

  app.post(
    '/api/Setting/:id/ImageCategories',
    {
      config: { capability: 'images.edit' },
      schema: {
        tags,
        operationId: 'createImageCategory',
        summary: 'Create an image category',
        params: worldIdParams,
        body: imageCategoryRequest,
        response: { 200: imageCategoryResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const category = await imageCategoryCreator(ctx, user, world.id, request.body.name);
      return presentImageCategory(category, 0);
    },
  );

  app.put(
    '/api/Setting/:id/ImageCategories/:categoryId',
    {
      config: { capability: 'images.edit' },
      schema: {
        tags,
        operationId: 'updateImageCategory',
        summary: 'Change an image category',
        params: imageCategoryParams,
        body: imageCategoryRequest,
        response: { 200: imageCategoryResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const category = await imageCategoryRenamer(
        ctx,
        user,
        world.id,
        request.params.categoryId,
        request.body.name,
      );
      const listed = (await listImageCategories(ctx, world.id)).items.find(
        (item) => item.id === category.id,
      );
      return listed ?? presentImageCategory(category, 0);
    },
  );

  app.delete(
    '/api/Setting/:id/ImageCategories/:categoryId',
    {
      config: { capability: 'images.edit' },
      schema: {
        tags,
        operationId: 'deleteImageCategory',
        summary: 'Delete an image category',
        params: imageCategoryParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await imageCategoryDeleter(ctx, user, world.id, request.params.categoryId);
      return reply.status(204).send();
    },
  );
}
