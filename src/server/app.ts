import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import fastifySwagger from '@fastify/swagger';
import {
  jsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { richNodeSchema } from '../shared/wiki/rich-text';
import type { Config } from './config';
import type { Database } from './db/database';
import type { ServerContext } from './context';
import { systemClock, type Clock } from './clock';
import { createMailer, type Mailer } from './mail/mailer';
import { resolveSecret } from './auth/secret';
import { TokenService } from './auth/tokens';
import { SessionCache } from './auth/session-cache';
import { WorldListCache } from './queries/world-list-cache';
import { MapAnswerCache } from './queries/map-answer-cache';
import { ChangePublisher } from './activity/publisher';
import { SearchService } from './search/search-index';
import { ImageUrlSigner, imageUrlKey } from './storage/image-urls';
import { createFileStores } from './storage/stores';
import { MapUrlSigner, mapUrlKey } from './storage/map-urls';
import { MapPictureQueue } from './commands/maps/map-picture-queue';
import {
  answerFrameworkError,
  installErrorHandler,
  notFound,
  type NotFoundHandler,
} from './http/error-handler';
import type { App } from './http/types';
import { multipartLimits } from './http/uploaded-file';
import { addSecurityHeaders } from './http/security-headers';
import { openapiTransform, registerOpenApiComponents } from './http/openapi';
import { refuseHostileInput } from './http/hostile-input';
import { boundedValidatorCompiler } from './http/bounded-validator';
import { installJsonBodyParser } from './http/json-body';
import { requireSignIn } from './http/route-authentication';
import { registerSystemRoutes } from './routes/system/system.routes';
import { registerAccountRoutes } from './routes/account/account.routes';
import { registerDemoRoutes } from './routes/account/demo.routes';
import { registerApiTokenRoutes } from './routes/account/api-tokens.routes';
import { registerSettingRoutes } from './routes/setting/setting.routes';
import { registerMemberRoutes } from './routes/setting/members.routes';
import { registerFeedRoutes } from './routes/setting/feed.routes';
import { registerDocumentRoutes } from './routes/wiki/documents.routes';
import { registerRevisionRoutes } from './routes/wiki/revisions.routes';
import { registerDocumentTreeRoutes } from './routes/wiki/document-tree.routes';
import { registerTagRoutes } from './routes/wiki/tags.routes';
import { registerTemplateRoutes } from './routes/wiki/templates.routes';
import { registerDocumentTypeRoutes } from './routes/wiki/document-types.routes';
import { registerSearchRoutes } from './routes/wiki/search.routes';
import { registerSummaryRoutes } from './routes/dashboard/summary.routes';
import { registerTodoRoutes } from './routes/dashboard/todos.routes';
import { registerCalendarRoutes } from './routes/timeline/calendar.routes';
import { registerTimelineRowRoutes } from './routes/timeline/rows.routes';
import { registerEventRoutes } from './routes/timeline/events.routes';
import { registerImageFileRoutes } from './routes/images/image-files.routes';
import { registerImageRoutes } from './routes/images/images.routes';
import { registerImageCategoryRoutes } from './routes/images/image-categories.routes';
import { registerWorldCoverRoutes } from './routes/images/world-cover.routes';
import { registerRelationTypeRoutes } from './routes/relations/relation-types.routes';
import { registerRelationRoutes } from './routes/relations/relations.routes';
import { registerGraphRoutes } from './routes/relations/graph.routes';
import { registerStoryVariableRoutes } from './routes/dialogs/story-variables.routes';
import { registerMetaSchemaRoutes } from './routes/dialogs/meta-schema.routes';
import { registerDialogRoutes } from './routes/dialogs/dialogs.routes';
import { registerPlayRoutes } from './routes/play/play.routes';
import { registerStoryRoutes } from './routes/stories/stories.routes';
import { registerStoryPartRoutes } from './routes/stories/story-parts.routes';
import { registerLiveRoutes } from './routes/live/live.routes';
import { registerCollabRoutes } from './routes/collab/collab.routes';
import { registerWorldTransferRoutes } from './routes/transfer/world-transfer.routes';
import { registerMapRoutes } from './routes/maps/maps.routes';
import { registerMapLayerRoutes } from './routes/maps/map-layers.routes';
import { registerMapFeatureRoutes } from './routes/maps/map-features.routes';
import { registerMapFileRoutes } from './routes/maps/map-files.routes';
import { declaredAccess, type RouteAccess } from './policies/authorize';
import { publicPageAnswer, type PublicPageAnswer } from './public-pages/public-page-server';
import { registerCrawlerRoutes } from './public-pages/crawler.routes';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  /** A ready logger (tests pass a silent one); otherwise pino at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** Built client to serve; omitted in API-only tests. */
  clientDir?: string | undefined;
}

export interface BuiltApp {
  app: App;
  ctx: ServerContext;
  /** Every API route registered, as "METHOD /path" (the route x role test walks these). */
  apiRoutes: string[];
  /** What each of them declares it asks of its caller (undefined: nothing, a defect the test finds). */
  routeAccess: Record<string, RouteAccess | undefined>;
}

const jsonBodyLimit = 1024 * 1024;
/** The largest WebSocket message: a co-editing update of a long document fits, a flood does not. */
const websocketMessageLimit = 4 * 1024 * 1024;

/** Builds the whole server: plugins, context, every route. `main.ts` only listens. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config, database } = options;
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : { logger: { level: config.logLevel } }),
    bodyLimit: jsonBodyLimit,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    ajv: undefined,
    logController: new OneLineRequestLog(),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  const apiRoutes: string[] = [];
  const routeAccess: Record<string, RouteAccess | undefined> = {};
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD' && route.url.startsWith('/api/')) {
        apiRoutes.push(`${method} ${route.url}`);
        routeAccess[`${method} ${route.url}`] = declaredAccess(route.config);
      }
    }
  });

  app.setValidatorCompiler(boundedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const clientDir =
    options.clientDir && fs.existsSync(path.join(options.clientDir, 'index.html'))
      ? options.clientDir
      : undefined;
  // Made once the context exists: a public world's pages answer server-rendered.
  let publicPage: PublicPageAnswer | undefined;
  installErrorHandler(
    app,
    clientDir
      ? clientFallback(clientDir, async (req, reply) => (await publicPage?.(req, reply)) ?? false)
      : notFound,
  );
  installJsonBodyParser(app);
  app.addHook('preValidation', refuseHostileInput);
  app.addHook('onSend', addSecurityHeaders);

  const secret = resolveSecret(config.dataDir, config.jwtSecret);
  const stores = createFileStores(config);
  const ctx: ServerContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    clock: options.clock ?? systemClock,
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        log: app.log,
      }),
    tokens: new TokenService(secret),
    sessions: new SessionCache(),
    publisher: new ChangePublisher(),
    worldLists: new WorldListCache(database.tableVersions),
    mapAnswers: new MapAnswerCache(database.tableVersions),
    search: new SearchService(database.db, database.sqliteFile),
    codeKey: crypto.createHash('sha256').update(secret).update('restore-codes').digest(),
    imageStore: stores.imageStore,
    imageUrls: new ImageUrlSigner(imageUrlKey(secret), options.clock ?? systemClock),
    mapTiles: stores.mapTiles,
    mapUrls: new MapUrlSigner(mapUrlKey(secret), options.clock ?? systemClock),
    mapJobs: new MapPictureQueue(() => ctx),
    log: app.log,
  };

  requireSignIn(app, ctx);
  if (clientDir) publicPage = publicPageAnswer(app, ctx, clientDir, database.tableVersions);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyMultipart, { limits: multipartLimits });
  // Live updates (/api/Live) and co-editing (/api/Collab) share the one upgrade handler.
  await app.register(fastifyWebsocket, { options: { maxPayload: websocketMessageLimit } });
  // The rich-text node holds itself: as a named component its $ref resolves (transformObject writes it).
  if (!z.globalRegistry.has(richNodeSchema))
    z.globalRegistry.add(richNodeSchema, { id: 'RichNode' });
  registerOpenApiComponents();
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Loreweave API',
        version: '1.0.0',
        description:
          'Every error answers {"Exceptions":[{"Message","Code"}]}. Send "Authorization: Bearer <token>" and "lang: en|ru".',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: openapiTransform,
    // Writes components.schemas for the $refs the transform leaves (the recursive rich-text node).
    transformObject: jsonSchemaTransformObject,
  });

  registerSystemRoutes(app);
  registerAccountRoutes(app, ctx);
  registerDemoRoutes(app, ctx);
  registerApiTokenRoutes(app, ctx);
  registerSettingRoutes(app, ctx);
  registerMemberRoutes(app, ctx);
  registerFeedRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerRevisionRoutes(app, ctx);
  registerDocumentTreeRoutes(app, ctx);
  registerTagRoutes(app, ctx);
  registerTemplateRoutes(app, ctx);
  registerDocumentTypeRoutes(app, ctx);
  registerSearchRoutes(app, ctx);
  registerSummaryRoutes(app, ctx);
  registerTodoRoutes(app, ctx);
  registerCalendarRoutes(app, ctx);
  registerTimelineRowRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  registerImageFileRoutes(app, ctx);
  registerImageRoutes(app, ctx);
  registerImageCategoryRoutes(app, ctx);
  registerWorldCoverRoutes(app, ctx);
  registerRelationTypeRoutes(app, ctx);
  registerRelationRoutes(app, ctx);
  registerGraphRoutes(app, ctx);
  registerStoryVariableRoutes(app, ctx);
  registerMetaSchemaRoutes(app, ctx);
  registerDialogRoutes(app, ctx);
  registerPlayRoutes(app, ctx);
  registerStoryRoutes(app, ctx);
  registerStoryPartRoutes(app, ctx);
  registerLiveRoutes(app, ctx);
  registerCollabRoutes(app, ctx);
  registerWorldTransferRoutes(app, ctx);
  registerMapRoutes(app, ctx);
  registerMapLayerRoutes(app, ctx);
  registerMapFeatureRoutes(app, ctx);
  registerMapFileRoutes(app, ctx);
  registerCrawlerRoutes(app, ctx);

  if (clientDir)
    await app.register(fastifyStatic, { root: clientDir, wildcard: false, index: false });

  app.addHook('onClose', async () => {
    await ctx.mapJobs.close();
    stores.close();
    ctx.mailer.close();
    await ctx.search.close();
  });
  return { app, ctx, apiRoutes, routeAccess };
}

/**
 * One log line per request instead of Fastify's two, without serializing the
 * request and reply objects: those two lines cost an eighth of the CPU of a
 * typical API request.
 */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      ip: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Serving the built client, every non-API path falls back to index.html (client routing). */
function clientFallback(clientDir: string, publicPage: PublicPageAnswer): NotFoundHandler {
  return async (request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (!isPage) return notFound(request, reply);
    const file = request.url.split('?')[0] ?? '/';
    const asset = path.join(clientDir, path.normalize(file));
    if (asset.startsWith(clientDir) && path.extname(file) && fs.existsSync(asset)) {
      return reply.sendFile(path.relative(clientDir, asset));
    }
    // A file sent on an answered reply is opened, never closed, and its open error (EMFILE)
    // has no listener and takes the process down: never send twice.
    if ((await publicPage(request, reply)) || reply.sent) return reply;
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
}
