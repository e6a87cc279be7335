import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ErrorCode } from '../../../shared/errors';
import { webSocketUpgrade } from '../../../shared/schemas/answers';
import { createCollabServer } from '../../collab/collab-server';
import { recoverCollabUpdates } from '../../collab/collab-persistence';

/**
 * GET /api/Collab: the co-editing WebSocket (Hocuspocus protocol; the token
 * and the document `<worldId>/<documentId>` come in its first messages and
 * are checked there). A plain GET is answered 426 in the SPEC §8 body.
 */
export function registerCollabRoutes(app: App, ctx: ServerContext): void {
  const collab = createCollabServer(ctx, {
    redisUrl: ctx.config.redisUrl,
    ...(ctx.config.collabSaveDebounceMs !== undefined
      ? { saveDebounceMs: ctx.config.collabSaveDebounceMs }
      : {}),
  });
  ctx.collab = collab.bridge;

  app.route({
    method: 'GET',
    url: '/api/Collab',
    // Open to the handshake: the socket checks the token and the document in its first messages.
    config: { public: true },
    schema: {
      tags: ['Documents'],
      operationId: 'connectCollab',
      summary: 'Co-editing of document contents (WebSocket, Hocuspocus protocol)',
      response: { 101: webSocketUpgrade },
    },
    handler: async () => {
      throw new AppError(426, ErrorCode.validation);
    },
    wsHandler: (socket, request) => {
      collab.connect(socket, request.raw);
    },
  });

  // Before the server listens: text acknowledged to sessions a crash cut off is saved first.
  app.addHook('onReady', () => recoverCollabUpdates(ctx));

  app.addHook('onClose', async () => {
    await collab.close();
  });
}
