import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import { worldCoverResponse } from '../../../shared/schemas/image';
import { readUploadedFile, multipartLimits } from '../../http/uploaded-file';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld, readsPublicOnly } from '../../policies/authorize';
import { worldCoverDeleter, worldCoverSetter } from '../../commands/images/world-cover-writer';
import { presentWorldCover } from '../../presenters/image';
import { noContent } from '../../../shared/schemas/answers';

const tags = ['Images'];

/**
 * The world's cover: the general file upload of SPEC §7 (multipart, one
 * file). Everyone in the world sees it, and a public world's readers; the owner, who edits the world's
 * settings, sets and removes it.
 */
export function registerWorldCoverRoutes(app: App, ctx: ServerContext): void {
  const loadCover = async (worldId: string) => {
    const cover = await ctx.db
      .selectFrom('world_covers')
      .leftJoin('users', 'users.id', 'world_covers.updated_by')
      .selectAll('world_covers')
      .select('users.user_name as updated_by_name')
      .where('world_covers.world_id', '=', worldId)
      .executeTakeFirst();
    return cover ? presentWorldCover(ctx.imageUrls, cover) : null;
  };

  app.get(
    '/api/Setting/:id/Cover',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'getWorldCover',
        summary: "Get a world's cover image",
        params: worldIdParams,
        response: { 200: worldCoverResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      const cover = await loadCover(access.world.id);
      // A public world's cover shows to readers; who set it is a member's name, kept from them.
      return cover && readsPublicOnly(access) ? { ...cover, updatedBy: null } : cover;
    },
  );

  app.post(
    '/api/Setting/:id/Cover',
    {
      config: { capability: 'world.edit' },
      schema: {
        tags,
        operationId: 'uploadWorldCover',
        summary: "Upload a world's cover image",
        description: 'multipart/form-data with one file (PNG, JPEG, WebP or GIF, at most 20 MB).',
        params: worldIdParams,
        response: { 200: worldCoverResponse },
      },
      bodyLimit: multipartLimits.fileSize + 1024 * 1024,
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const file = await readUploadedFile(request);
      await worldCoverSetter(ctx, user, world.id, file.data);
      return loadCover(world.id);
    },
  );

  app.delete(
    '/api/Setting/:id/Cover',
    {
      config: { capability: 'world.edit' },
      schema: {
        tags,
        operationId: 'deleteWorldCover',
        summary: "Remove a world's cover image",
        params: worldIdParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await worldCoverDeleter(ctx, user, world.id);
      return reply.status(204).send();
    },
  );
}
