import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  addSecurityHeaders,
  appContentSecurityPolicy,
  embedContentSecurityPolicy,
  isEmbeddedPlayer,
} from './security-headers';

describe('security headers', () => {
  it('give HTML pages the policy, keep a route’s own policy, and mark every answer nosniff', async () => {
    const app = Fastify();
    app.addHook('onSend', addSecurityHeaders);
    app.get('/page', (_request, reply) =>
      reply.type('text/html; charset=utf-8').send('<!doctype html><p>hi</p>'),
    );
    app.get('/sandboxed', (_request, reply) =>
      reply
        .type('text/html')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send('<p>x</p>'),
    );
    app.get('/api/data', () => ({ ok: true }));
    const page = await app.inject({ url: '/page' });
    const sandboxed = await app.inject({ url: '/sandboxed' });
    const data = await app.inject({ url: '/api/data' });
    expect(page.headers['content-security-policy']).toBe(appContentSecurityPolicy);
    expect(appContentSecurityPolicy).toContain("script-src 'self'");
    expect(appContentSecurityPolicy).toContain("frame-ancestors 'none'");
    expect(sandboxed.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(data.headers['content-security-policy']).toBeUndefined();
    for (const response of [page, sandboxed, data])
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });

  it('let any site frame the embedded dialog player and nothing else', async () => {
    const app = Fastify();
    app.addHook('onSend', addSecurityHeaders);
    app.get('/*', (_request, reply) => reply.type('text/html').send('<p>page</p>'));
    const policyOf = async (url: string) =>
      (await app.inject({ url })).headers['content-security-policy'];
    expect(await policyOf('/play/abc_DEF-123?embed=1')).toBe(embedContentSecurityPolicy);
    expect(embedContentSecurityPolicy).toContain('frame-ancestors *');
    expect(embedContentSecurityPolicy).not.toContain("frame-ancestors 'none'");
    for (const url of ['/play/abc', '/play/abc?embed=0', '/worlds?embed=1', '/play/a/b?embed=1'])
      expect(await policyOf(url), url).toBe(appContentSecurityPolicy);
    expect(isEmbeddedPlayer('/play/x?lang=ru&embed=1')).toBe(true);
    await app.close();
  });
});
