import * as z from 'zod/mini';
import type { FastifyReply } from 'fastify';
import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { ErrorCode } from '../../../shared/errors';
import { can } from '../../../shared/permissions';
import {
  acceptedMapTypes,
  mapLimitsResponse,
  mapParams,
  mapPictureLimits,
  mapResponse,
} from '../../../shared/schemas/map';
import { mapFeatureLimits } from '../../../shared/maps/map-geometry';
import { fileAnswer } from '../../../shared/schemas/answers';
import { AppError } from '../../http/app-error';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { mapPictureUploader } from '../../commands/maps/map-picture-intake';
import { loadMap } from '../../queries/maps';
import type { OpenedFile } from '../../storage/map-tile-store';

const tags = ['Maps'];

const worldIdPattern = /^[A-Za-z0-9-]{1,64}$/;
/** Pyramids are named by the server's UUIDs; tile numbers are small. */
const fileKeyPattern = /^[0-9a-f-]{36}$/;
const zoomPattern = /^\d{1,2}$/;
const tileNumberPattern = /^\d{1,6}$/;
const tileNamePattern = /^(\d{1,6})\.webp$/;

const signedQuery = z.object({
  exp: z.optional(z.string().check(z.maxLength(20))),
  sig: z.optional(z.string().check(z.maxLength(200))),
});
const pyramidParams = z.object({
  worldId: z.string().check(z.maxLength(64)),
  fileKey: z.string().check(z.maxLength(64)),
});
const tileParams = z.extend(pyramidParams, {
  z: z.string().check(z.maxLength(8)),
  x: z.string().check(z.maxLength(8)),
  y: z.string().check(z.maxLength(16)),
});

/**
 * A map's picture: the upload that starts its tiling, the limits the screen
 * states, and the signed tiles and thumbnail the viewer loads (an `<img>` and
 * the map library cannot send the bearer token).
 */
export function registerMapFileRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Maps/Limits',
    {
      config: { capability: 'signed-in' },
      schema: {
        tags,
        operationId: 'getMapLimits',
        summary: 'Get the limits of map pictures and features',
        response: { 200: mapLimitsResponse },
      },
    },
    async (request) => {
      await authenticate(ctx, request);
      return {
        maxBytes: mapPictureLimits.maxBytes,
        maxPixels: mapPictureLimits.maxPixels,
        maxSide: mapPictureLimits.maxSide,
        acceptedTypes: [...acceptedMapTypes],
        maxVertices: mapFeatureLimits.maxVertices,
        maxFeatures: mapFeatureLimits.maxFeatures,
        maxLayers: mapFeatureLimits.maxLayers,
      };
    },
  );

  app.post(
    '/api/Setting/:id/Maps/:mapId/Picture',
    {
      config: { capability: 'maps.upload' },
      schema: {
        tags,
        operationId: 'uploadMapPicture',
        summary: 'Give a map its picture (or replace it); it is cut into tiles in the background',
        description:
          'multipart/form-data with the field `file` (PNG, JPEG or WebP, at most 256 MiB and 300 megapixels). Answers 202 with the map `tiling`; live notices `map_tiling` report progress, and `upload_map_picture` follows when the tiles are ready.',
        params: mapParams,
        response: { 202: mapResponse },
      },
      // The upload streams to disk; this only bounds what Fastify itself would accept.
      bodyLimit: mapPictureLimits.maxBytes + 1024 * 1024,
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      await mapPictureUploader(ctx, request, user, world.id, request.params.mapId);
      const map = await loadMap(ctx, world.id, request.params.mapId, can(role, 'maps.secrets'));
      return reply.status(202).send(map);
    },
  );

  app.get(
    '/api/Maps/Tiles/:worldId/:fileKey/:z/:x/:y',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getMapTile',
        summary: 'Download a map tile by its signed URL',
        description:
          'The `tileUrl` template of a map leads here (`y` is like `3.webp`); no bearer header. 403 (4032) when the signature is wrong or expired, 404 for a tile the pyramid does not have.',
        params: tileParams,
        querystring: signedQuery,
        response: { 200: fileAnswer('A WebP tile, cached until its URL expires.', ['image/webp']) },
      },
    },
    async (request, reply) => {
      const { worldId, fileKey, z: zoom, x, y } = request.params;
      const expiry = checkSignature(ctx, worldId, fileKey, request.query);
      const row = tileNamePattern.exec(y)?.[1];
      if (!zoomPattern.test(zoom) || !tileNumberPattern.test(x) || row === undefined)
        throw new AppError(404, ErrorCode.notFound);
      const opened = await ctx.mapTiles.openTile(
        worldId,
        fileKey,
        Number(zoom),
        Number(x),
        Number(row),
      );
      return sendFile(ctx, reply, opened, expiry);
    },
  );

  app.get(
    '/api/Maps/Thumb/:worldId/:fileKey',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getMapThumb',
        summary: "Download a map picture's thumbnail by its signed URL",
        description:
          "A map's `thumbUrl` leads here; no bearer header. 403 (4032) when the signature is wrong or expired.",
        params: pyramidParams,
        querystring: signedQuery,
        response: {
          200: fileAnswer('A WebP of at most 400 px, cached until its URL expires.', [
            'image/webp',
          ]),
        },
      },
    },
    async (request, reply) => {
      const { worldId, fileKey } = request.params;
      const expiry = checkSignature(ctx, worldId, fileKey, request.query);
      return sendFile(ctx, reply, await ctx.mapTiles.openThumb(worldId, fileKey), expiry);
    },
  );
}

/** The URL's expiry when its signature holds; 403 (4032) otherwise, before anything is read. */
function checkSignature(
  ctx: ServerContext,
  worldId: string,
  fileKey: string,
  query: { exp?: string | undefined; sig?: string | undefined },
): number {
  const expiry = Number(query.exp);
  if (
    !Number.isSafeInteger(expiry) ||
    !worldIdPattern.test(worldId) ||
    !fileKeyPattern.test(fileKey) ||
    ctx.mapUrls.check(worldId, fileKey, expiry, query.sig ?? '') !== 'valid'
  )
    throw new AppError(403, ErrorCode.imageLinkInvalid);
  return expiry;
}

function sendFile(
  ctx: ServerContext,
  reply: FastifyReply,
  opened: OpenedFile | null,
  expiry: number,
): FastifyReply {
  if (!opened) throw new AppError(404, ErrorCode.notFound);
  return (
    reply
      .header('content-type', 'image/webp')
      .header('content-length', opened.size)
      // A pyramid never changes (a new picture gets a new key): kept until the URL expires.
      .header('cache-control', `private, max-age=${ctx.mapUrls.secondsLeft(expiry)}, immutable`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline')
      .send(opened.stream)
  );
}
