import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import { calendarResponse, calendarUpdateRequest } from '../../../shared/schemas/timeline';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { calendarUpdater } from '../../commands/timeline/calendar-writer';
import { loadCalendar } from '../../model/stored-calendar';
import { presentCalendar } from '../../presenters/timeline';

const tags = ['Timeline'];

/** The world's calendar (SPEC §3 Timeline config): everyone reads it, the owner edits it. */
export function registerCalendarRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Timeline',
    {
      // The calendar holds no item of its own, so public readers get it whole.
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'getCalendar',
        summary: "Get a world's timeline calendar",
        params: worldIdParams,
        response: { 200: calendarResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return presentCalendar(await loadCalendar(ctx.db, world.id));
    },
  );

  app.put(
    '/api/Setting/:id/Timeline',
    {
      config: { capability: 'timeline.edit' },
      schema: {
        tags,
        operationId: 'updateCalendar',
        summary: "Change a world's timeline calendar",
        params: worldIdParams,
        body: calendarUpdateRequest,
        response: { 200: calendarResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return presentCalendar(await calendarUpdater(ctx, user, world.id, request.body));
    },
  );
}
