import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import { ErrorCode } from '../../../shared/errors';
import { fileAnswer } from '../../../shared/schemas/answers';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { AppError } from '../../http/app-error';
import { fileSafe } from '../../commands/transfer/world-exporter';
import { buildStaticSite, StaticSiteRefused } from '../../static-site/static-site';
import { siteZip } from '../../static-site/site-output';
import { siteLanguages } from '../../static-site/site-words';

const staticSiteQuery = z.object({
  /** The language of the pages' own words; the world's text stays as written. */
  lang: z._default(z.enum(siteLanguages, { error: 'VALIDATION.INVALID_VALUE' }), 'en'),
});

/**
 * The public part of a world as a static site in a zip, for the owner to put
 * on any static host. Built from what a signed-out reader receives, so the
 * owner's own access widens nothing.
 */
export function registerStaticSiteRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/StaticSite',
    {
      config: { capability: 'world.edit' },
      schema: {
        tags: ['Setting'],
        operationId: 'exportStaticSite',
        summary: 'The public part of a world as a static site (zip)',
        description:
          'HTML pages, one style sheet and the dialog player, with relative links only; 409 (40062) for a private world.',
        params: worldIdParams,
        querystring: staticSiteQuery,
        response: { 200: fileAnswer('The static site.', ['application/zip']) },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      if (!world.is_public) throw new AppError(409, ErrorCode.worldNotPublic);
      let site;
      try {
        site = await buildStaticSite(app as unknown as FastifyInstance, ctx.db, {
          worldId: world.id,
          language: request.query.lang,
        });
      } catch (error) {
        // Unpublished between the check above and the build.
        if (error instanceof StaticSiteRefused) throw new AppError(409, ErrorCode.worldNotPublic);
        throw error;
      }
      const folder = `${fileSafe(world.name) || world.url_name}-site`;
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="${world.url_name}-site.zip"; filename*=UTF-8''${encodeURIComponent(`${folder}.zip`)}`,
        )
        .header('cache-control', 'no-store')
        .send(siteZip(site, folder));
    },
  );
}
