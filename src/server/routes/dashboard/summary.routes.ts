import type { Kysely } from 'kysely';
import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import type { DB } from '../../db/schema';
import type { Summary } from '../../../shared/schemas/dashboard';
import { worldIdParams } from '../../../shared/schemas/world';
import { analyticsResponse, summaryResponse } from '../../../shared/schemas/dashboard';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { loadAnalytics } from '../../queries/analytics';

type CountedTable =
  | 'documents'
  | 'events'
  | 'images'
  | 'maps'
  | 'relations'
  | 'tags'
  | 'world_members'
  | 'dialogs'
  | 'stories';

/** The counts the dashboard shows (SPEC §2.4), plus tags and members. */
const counters: { key: keyof Summary['counts']; table: CountedTable }[] = [
  { key: 'documents', table: 'documents' },
  { key: 'events', table: 'events' },
  { key: 'images', table: 'images' },
  { key: 'maps', table: 'maps' },
  { key: 'relations', table: 'relations' },
  { key: 'stories', table: 'stories' },
  { key: 'dialogs', table: 'dialogs' },
  { key: 'tags', table: 'tags' },
  { key: 'members', table: 'world_members' },
];

async function countRows(db: Kysely<DB>, table: CountedTable, worldId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('world_id', '=', worldId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function registerSummaryRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Summary',
    {
      config: { capability: 'world.view' },
      schema: {
        tags: ['Dashboard'],
        operationId: 'getWorldSummary',
        summary: "Get a world's dashboard summary",
        params: worldIdParams,
        response: { 200: summaryResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const values = await Promise.all(
        counters.map((counter) => countRows(ctx.db, counter.table, world.id)),
      );
      return {
        counts: Object.fromEntries(
          counters.map((counter, index) => [counter.key, values[index] ?? 0]),
        ),
      };
    },
  );

  app.get(
    '/api/Setting/:id/Analytics',
    {
      config: { capability: 'world.view' },
      schema: {
        tags: ['Dashboard'],
        operationId: 'getWorldAnalytics',
        summary: "Get a world's dashboard analytics",
        params: worldIdParams,
        response: { 200: analyticsResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return loadAnalytics(ctx.db, world.id);
    },
  );
}
