import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The app page's Content-Security-Policy: scripts only from our own files
 * (the built client has no inline script), no plugins, no framing, requests
 * and sockets only to this server. A payload that slipped into the page as
 * markup could not run or call out; Mantine and React Flow set inline
 * styles, so styles may be inline. Images may be data: and blob: (previews).
 */
export const appContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * A dialog's embedded player (/play/TOKEN?embed=1) goes into devlogs and
 * game pages: any site may frame it. Every other page stays unframeable.
 */
export const embedContentSecurityPolicy = appContentSecurityPolicy.replace(
  "frame-ancestors 'none'",
  'frame-ancestors *',
);

export function isEmbeddedPlayer(url: string): boolean {
  const [pathname, query = ''] = url.split('?', 2) as [string, string?];
  return (
    /^\/play\/[A-Za-z0-9_-]+\/?$/.test(pathname) && new URLSearchParams(query).get('embed') === '1'
  );
}

/** onSend hook: nosniff on every answer, and the policy above on HTML pages that set none of their own. */
export async function addSecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  reply.header('x-content-type-options', 'nosniff');
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
    reply.header(
      'content-security-policy',
      isEmbeddedPlayer(request.url) ? embedContentSecurityPolicy : appContentSecurityPolicy,
    );
    reply.header('referrer-policy', 'same-origin');
  }
  return payload;
}
