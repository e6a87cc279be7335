import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { livePath } from '../../../shared/live/protocol';
import { ErrorCode } from '../../../shared/errors';
import { webSocketUpgrade } from '../../../shared/schemas/answers';
import { AppError } from '../../http/app-error';
import { LiveHub, defaultLiveHubTimings, type LiveHubTimings } from '../../live/live-hub';

/**
 * GET /api/Live: the live-updates WebSocket (src/shared/live/protocol.ts).
 * Authentication happens in the first message, not in a header, because a
 * browser cannot set one on a WebSocket.
 *
 * The route is in the OpenAPI document although OpenAPI cannot describe the
 * messages: a reader of the API learns the endpoint exists, that a plain GET
 * gets 426, and where the protocol is written down.
 */
export function registerLiveRoutes(
  app: App,
  ctx: ServerContext,
  timings: LiveHubTimings = defaultLiveHubTimings,
): LiveHub {
  const hub = new LiveHub(ctx, timings);
  app.addHook('onReady', () => hub.start());
  app.addHook('onClose', () => hub.close());
  app.route({
    method: 'GET',
    url: livePath,
    // Open to the handshake: the socket checks the token in its first message.
    config: { public: true },
    schema: {
      tags: ['Live'],
      operationId: 'connectLive',
      summary: 'Live updates of one world over a WebSocket',
      description:
        'Upgrade to a WebSocket, then send {"type":"hello","token","worldId","after"} first. The server answers ' +
        '"ready" after replaying every activity after "after" (or "reset" past 500), then streams "activities" ' +
        'and "presence". A refusal is a "closed" message with a SPEC §8 code (401, 401_2, 4043) and close code ' +
        '4401 or 4403. Without the upgrade the answer is 426. Messages: src/shared/live/protocol.ts.',
      security: [],
      response: { 101: webSocketUpgrade },
    },
    handler: async (_request, reply) => {
      void reply.header('upgrade', 'websocket');
      throw new AppError(
        426,
        ErrorCode.validation,
        `SERVER_ERROR.${ErrorCode.validation}`,
        'connect with a WebSocket',
      );
    },
    wsHandler: (socket) => hub.accept(socket),
  });
  return hub;
}
