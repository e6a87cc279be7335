import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import type { App } from '../http/types';
import { AppError } from '../http/app-error';
import { ErrorCode } from '../../shared/errors';
import { imageFileNames } from '../storage/image-processing';
import { robotsText, sitemapSections, sitemapXml } from './crawler-files';
import {
  loadSitemapDocuments,
  loadSitemapMaps,
  loadSitemapWorlds,
  sitemapLimit,
} from './crawler-data';
import { publicCacheControl, publicOrigin, sendCached } from './cached-answer';
import { loadPublicDocument, loadPublicWorld } from './public-page-data';
import { loadPublicMapThumb } from './public-map-data';
import { firstImageId } from '../rich-text/rich-html';

interface PreviewParams {
  owner: string;
  world: string;
  documentId?: string;
}

/**
 * What crawlers fetch besides the pages: robots.txt, the sitemap of public
 * worlds, and the preview images their pages name (og:image), at addresses
 * that do not expire. None of them is an API route; each counts against the
 * visitor's budget of public reads.
 */
export function registerCrawlerRoutes(app: App, ctx: ServerContext): void {
  const config = {
    public: true,
    rateLimit: { max: () => ctx.config.publicReadRateLimitPerMinute, timeWindow: 60_000 },
  };
  const hidden = { hide: true };

  app.get('/robots.txt', { config, schema: hidden }, async (request, reply) => {
    const worlds = await loadSitemapWorlds(ctx.db);
    return sendCached(
      request,
      reply,
      robotsText(publicOrigin(ctx, request), worlds),
      'text/plain; charset=utf-8',
    );
  });

  app.get('/sitemap.xml', { config, schema: hidden }, async (request, reply) => {
    const worlds = await loadSitemapWorlds(ctx.db);
    const worldPages = worlds.length * (1 + sitemapSections.length);
    const documents = await loadSitemapDocuments(ctx.db, sitemapLimit - worldPages);
    const maps = await loadSitemapMaps(ctx.db, sitemapLimit - worldPages - documents.length);
    return sendCached(
      request,
      reply,
      sitemapXml(publicOrigin(ctx, request), worlds, documents, maps),
      'application/xml; charset=utf-8',
    );
  });

  const preview = async (request: FastifyRequest<{ Params: PreviewParams }>, reply: FastifyReply) =>
    sendPreviewImage(ctx, request, reply);
  app.get('/og/:owner/:world', { config, schema: hidden }, preview);
  app.get('/og/:owner/:world/:documentId', { config, schema: hidden }, preview);
  app.get<{ Params: { owner: string; world: string; mapId: string } }>(
    '/og/:owner/:world/maps/:mapId',
    { config, schema: hidden },
    async (request, reply) => sendMapThumb(ctx, request, reply),
  );
}

/** A public map's thumbnail (its page's og:image); 404 for any other map or one without a picture. */
async function sendMapThumb(
  ctx: ServerContext,
  request: FastifyRequest<{ Params: { owner: string; world: string; mapId: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const world = await loadPublicWorld(ctx.db, request.params.owner, request.params.world);
  const thumb = world && (await loadPublicMapThumb(ctx.db, world, request.params.mapId));
  if (!world || !thumb) throw new AppError(404, ErrorCode.notFound);
  // A pyramid never changes (a new picture gets a new key): its key is its version.
  const etag = `"${thumb.fileKey}"`;
  void reply.header('etag', etag).header('cache-control', publicCacheControl);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const opened = await ctx.mapTiles.openThumb(world.id, thumb.fileKey);
  if (!opened) throw new AppError(404, ErrorCode.notFound);
  return reply
    .header('content-type', 'image/webp')
    .header('content-length', opened.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(opened.stream);
}

/** The document's first picture, else the world's cover; 404 for anything not public. */
async function sendPreviewImage(
  ctx: ServerContext,
  request: FastifyRequest<{ Params: PreviewParams }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { owner, world: urlName, documentId } = request.params;
  const world = await loadPublicWorld(ctx.db, owner, urlName);
  if (!world) throw new AppError(404, ErrorCode.notFound);
  let file: { key: string; ext: string; mime: string } | undefined;
  if (documentId !== undefined) {
    const document = await loadPublicDocument(ctx.db, world, documentId);
    const imageId = document ? firstImageId(document.contents.doc) : undefined;
    if (!imageId) throw new AppError(404, ErrorCode.notFound);
    const image = await ctx.db
      .selectFrom('images')
      .select(['file_key', 'ext', 'mime'])
      .where('world_id', '=', world.id)
      .where('id', '=', imageId)
      .executeTakeFirst();
    file = image && { key: image.file_key, ext: image.ext, mime: image.mime };
  } else {
    const cover = await ctx.db
      .selectFrom('world_covers')
      .select(['file_key', 'ext', 'mime'])
      .where('world_id', '=', world.id)
      .executeTakeFirst();
    file = cover && { key: cover.file_key, ext: cover.ext, mime: cover.mime };
  }
  if (!file) throw new AppError(404, ErrorCode.notFound);
  // A stored file never changes (an edit makes a new name): its name is its version.
  const etag = `"${file.key}"`;
  void reply.header('etag', etag).header('cache-control', publicCacheControl);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const opened = await ctx.imageStore.open(world.id, imageFileNames(file.key, file.ext).full);
  if (!opened) throw new AppError(404, ErrorCode.notFound);
  return reply
    .header('content-type', file.mime)
    .header('content-length', opened.size)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(opened.stream);
}
