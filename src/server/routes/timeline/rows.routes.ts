import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  timelineRowDeleteQuery,
  timelineRowListResponse,
  timelineRowOrderRequest,
  timelineRowParams,
  timelineRowRequest,
  timelineRowResponse,
} from '../../../shared/schemas/timeline';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld, readsPublicOnly } from '../../policies/authorize';
import { rowCreator, rowDeleter, rowOrderer, rowRenamer } from '../../commands/timeline/row-writer';
import { listRows, loadRow } from '../../queries/timeline';
import { presentRow } from '../../presenters/timeline';
import { noContent } from '../../../shared/schemas/answers';

const tags = ['Timeline'];

/** The timeline's rows (layers): writers and the owner add, rename, reorder and delete them. */
export function registerTimelineRowRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/TimelineRows',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'listTimelineRows',
        summary: "List a world's timeline rows",
        params: worldIdParams,
        response: { 200: timelineRowListResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      const world = access.world;
      return listRows(ctx.db, world.id, readsPublicOnly(access) ? world : undefined);
    },
  );

  app.post(
    '/api/Setting/:id/TimelineRows',
    {
      config: { capability: 'events.edit' },
      schema: {
        tags,
        operationId: 'createTimelineRow',
        summary: 'Create a timeline row',
        params: worldIdParams,
        body: timelineRowRequest,
        response: { 200: timelineRowResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return presentRow(await rowCreator(ctx, user, world.id, request.body), 0);
    },
  );

  app.put(
    '/api/Setting/:id/TimelineRows/Order',
    {
      config: { capability: 'events.edit' },
      schema: {
        tags,
        operationId: 'reorderTimelineRows',
        summary: 'Reorder the timeline rows',
        params: worldIdParams,
        body: timelineRowOrderRequest,
        response: { 200: timelineRowListResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await rowOrderer(ctx, user, world.id, request.body.rowIds);
      return listRows(ctx.db, world.id);
    },
  );

  app.put(
    '/api/Setting/:id/TimelineRows/:rowId',
    {
      config: { capability: 'events.edit' },
      schema: {
        tags,
        operationId: 'updateTimelineRow',
        summary: 'Change a timeline row',
        params: timelineRowParams,
        body: timelineRowRequest,
        response: { 200: timelineRowResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return rowRenamer(ctx, user, world.id, request.params.rowId, request.body, (trx, row) =>
        loadRow(trx, world.id, row.id),
      );
    },
  );

  app.delete(
    '/api/Setting/:id/TimelineRows/:rowId',
    {
      config: { capability: 'events.edit' },
      schema: {
        tags,
        operationId: 'deleteTimelineRow',
        summary: 'Delete a timeline row',
        params: timelineRowParams,
        querystring: timelineRowDeleteQuery,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await rowDeleter(ctx, user, world.id, request.params.rowId, request.query.moveEventsTo);
      return reply.status(204).send();
    },
  );
}
