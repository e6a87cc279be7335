import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { dialogParams } from '../../../shared/schemas/dialog';
import {
  createShareLinkRequest,
  createdShareLinkResponse,
  playStatsResponse,
  shareLinkListResponse,
  shareLinkParams,
} from '../../../shared/schemas/dialog-share';
import { noContent } from '../../../shared/schemas/answers';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { shareLinkCreator, shareLinkRevoker } from '../../commands/dialogs/share-link-writer';
import { listShareLinks, loadPlayStats } from '../../queries/dialog-share';

const tags = ['Dialogs'];
const share = { capability: 'dialogs.share' } as const;

/** Play links of a dialog and its playtest statistics: writers and the owner only. */
export function registerDialogShareRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Dialogs/:dialogId/ShareLinks',
    {
      config: share,
      schema: {
        tags,
        operationId: 'listDialogShareLinks',
        summary: "A dialog's play links, without their tokens",
        params: dialogParams,
        response: { 200: shareLinkListResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return listShareLinks(ctx.db, world.id, request.params.dialogId);
    },
  );

  app.post(
    '/api/Setting/:id/Dialogs/:dialogId/ShareLinks',
    {
      config: share,
      schema: {
        tags,
        operationId: 'createDialogShareLink',
        summary: 'Makes a play link; the answer is the only one that shows its token',
        params: dialogParams,
        body: createShareLinkRequest,
        response: { 200: createdShareLinkResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return shareLinkCreator(ctx, user, world.id, request.params.dialogId, request.body);
    },
  );

  app.delete(
    '/api/Setting/:id/Dialogs/:dialogId/ShareLinks/:linkId',
    {
      config: share,
      schema: {
        tags,
        operationId: 'revokeDialogShareLink',
        summary: 'Revokes a play link: it stops working at once',
        params: shareLinkParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await shareLinkRevoker(ctx, world.id, request.params.dialogId, request.params.linkId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/Setting/:id/Dialogs/:dialogId/Plays',
    {
      config: share,
      schema: {
        tags,
        operationId: 'getDialogPlayStats',
        summary: 'Playtest statistics: how often each node was reached and each choice taken',
        params: dialogParams,
        response: { 200: playStatsResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return loadPlayStats(ctx.db, world.id, request.params.dialogId);
    },
  );
}
