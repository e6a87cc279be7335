import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import {
  publishingRequest,
  worldByNameParams,
  worldIdParams,
  worldResponse,
} from '../../../shared/schemas/world';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld, loadReaderAccess } from '../../policies/authorize';
import { worldPublisher } from '../../commands/world-publisher';
import { presentWorld } from '../../presenters/world';
import { errors } from '../../http/app-error';
import { ownerName } from '../../queries/owner-name';

const tags = ['Setting'];

export function registerPublishingRoutes(app: App, ctx: ServerContext): void {
  app.put(
    '/api/Setting/:id/Publishing',
    {
      config: { capability: 'world.edit' },
      schema: {
        tags,
        operationId: 'updateWorldPublishing',
        summary: 'Publish or unpublish a world, and set the default visibility of its items',
        params: worldIdParams,
        body: publishingRequest,
        response: { 200: worldResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      const updated = await worldPublisher(ctx, user, world, request.body);
      return presentWorld(updated, await ownerName(ctx, updated.owner_id), role);
    },
  );

  app.get(
    '/api/Setting/ByName/:ownerUserName/:urlName',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'getWorldByName',
        summary: 'A world by its address: for its members, or for anyone when it is public',
        params: worldByNameParams,
        response: { 200: worldResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const { ownerUserName, urlName } = request.params;
      const row = await ctx.db
        .selectFrom('worlds')
        .innerJoin('users', 'users.id', 'worlds.owner_id')
        .select(['worlds.id', 'users.user_name'])
        .where('users.user_name', '=', ownerUserName)
        .where('worlds.url_name', '=', urlName)
        .executeTakeFirst();
      // An unknown address answers exactly like a private world: nothing tells them apart.
      if (!row) throw errors.noWorldAccess();
      const { world, role } = await loadReaderAccess(ctx, user, row.id);
      return presentWorld(world, row.user_name, role);
    },
  );
}
