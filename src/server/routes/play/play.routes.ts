import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import {
  playParams,
  playQuery,
  playRecordRequest,
  playableDialogResponse,
} from '../../../shared/schemas/dialog-share';
import { noContent } from '../../../shared/schemas/answers';
import { loadPlayableDialog } from '../../queries/dialog-share';
import { playRecorder } from '../../commands/dialogs/play-recorder';

const tags = ['Play'];

/**
 * A dialog played through its share link, by anyone holding the link: no
 * account, no world membership. The token is the access; each address gets a
 * small budget of requests, so tokens cannot be guessed at speed.
 */
export function registerPlayRoutes(app: App, ctx: ServerContext): void {
  const open = {
    public: true,
    rateLimit: { max: ctx.config.playRateLimitPerMinute, timeWindow: '1 minute' },
  };

  app.get(
    '/api/Play/:token',
    {
      config: open,
      schema: {
        tags,
        operationId: 'getPlayableDialog',
        summary: 'The dialog a play link opens: its lines, choices, speakers and variables',
        params: playParams,
        querystring: playQuery,
        response: { 200: playableDialogResponse },
      },
    },
    async (request, reply) => {
      // Caches between must not keep what a revoked link showed.
      void reply.header('cache-control', 'no-store');
      return loadPlayableDialog(ctx, request.params.token, request.query.language);
    },
  );

  app.post(
    '/api/Play/:token',
    {
      config: open,
      schema: {
        tags,
        operationId: 'recordPlay',
        summary: 'Records a finished or abandoned play, anonymously',
        params: playParams,
        body: playRecordRequest,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await playRecorder(ctx, request.params.token, request.body);
      return reply.status(204).send();
    },
  );
}
