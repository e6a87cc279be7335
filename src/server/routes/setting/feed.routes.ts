import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import { feedQuery, feedResponse } from '../../../shared/schemas/activity';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { presentActivity } from '../../presenters/activity';
import { worldActivities } from '../../queries/activities';

export function registerFeedRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Feed',
    {
      config: { capability: 'world.view' },
      schema: {
        tags: ['Feed'],
        operationId: 'listActivities',
        summary: "List a world's recent activity",
        params: worldIdParams,
        querystring: feedQuery,
        response: { 200: feedResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const { after, before, limit } = request.query;
      let query = worldActivities(ctx.db, world.id);
      if (after !== undefined) query = query.where('activities.id', '>', after);
      if (before !== undefined) query = query.where('activities.id', '<', before);
      // Resuming (after) reads forward; the feed (default) shows the newest first.
      const rows = await query
        .orderBy('activities.id', after !== undefined ? 'asc' : 'desc')
        .limit(limit)
        .execute();
      return { items: rows.map(presentActivity) };
    },
  );
}
