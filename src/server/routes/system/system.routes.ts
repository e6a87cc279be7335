import * as z from 'zod/mini';
import type { App } from '../../http/types';

export function registerSystemRoutes(app: App): void {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['System'],
        operationId: 'getHealth',
        summary: 'Check that the server answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
