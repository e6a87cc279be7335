import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addSecurityHeaders, appContentSecurityPolicy } from './security-headers';

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
});
