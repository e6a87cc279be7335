import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import type { App } from '../http/types';
import { requestLanguage } from '../http/language';
import { AppError } from '../http/app-error';
import { ErrorCode } from '../../shared/errors';
import { buildPublicPage } from './public-page';
import { parsePublicPath } from './public-paths';
import { pageWords } from './page-words';
import { publicOrigin, sendCached } from './cached-answer';
import { PublicPageCache } from './page-cache';
import type { TableVersions } from '../db/table-versions';

export type PublicPageAnswer = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * Answers an app page of a public world with its server-rendered HTML (true),
 * or false for every other page (the caller serves index.html as before, so
 * a private world's page tells nothing). Visitors' rendered pages count
 * against the per-address budget of public reads.
 */
export function publicPageAnswer(
  app: App,
  ctx: ServerContext,
  clientDir: string,
  tableVersions: TableVersions,
): PublicPageAnswer {
  const template = new TemplateFile(path.join(clientDir, 'index.html'));
  const cache = new PublicPageCache(tableVersions);
  let limit: ReturnType<App['createRateLimit']> | undefined;
  return async (request, reply) => {
    const wanted = parsePublicPath(request.url);
    if (!wanted) return false;
    const page = template.read();
    const origin = publicOrigin(ctx, request);
    const language = requestLanguage(request);
    const key = `${language} ${origin} ${request.url.split('?', 1)[0] ?? ''}`;
    const html = await cache.get(key, page, () =>
      buildPublicPage(ctx, page, wanted, origin, pageWords(language)),
    );
    if (html === undefined) return false;
    limit ??= app.createRateLimit({
      max: () => ctx.config.publicReadRateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: (req) => `public-page:${req.ip}`,
    });
    const counted = await limit(request);
    if (!counted.isAllowed && counted.isExceeded) {
      void reply.header('retry-after', String(counted.ttlInSeconds));
      throw new AppError(429, ErrorCode.tooManyRequests);
    }
    void reply.header('vary', 'accept-language, lang');
    // A boolean, never the reply: a reply is thenable, and awaiting it gives undefined once sent.
    sendCached(request, reply, html, 'text/html; charset=utf-8');
    return true;
  };
}

/** index.html, read again only when the client is rebuilt. */
class TemplateFile {
  private text = '';
  private modified = -1;

  constructor(private readonly file: string) {}

  read(): string {
    const stat = fs.statSync(this.file);
    if (stat.mtimeMs !== this.modified) {
      this.text = fs.readFileSync(this.file, 'utf8');
      this.modified = stat.mtimeMs;
    }
    return this.text;
  }
}
