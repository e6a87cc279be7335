import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  dialogBodyLimit,
  dialogCreateRequest,
  dialogListQuery,
  dialogListResponse,
  dialogParams,
  dialogResponse,
  dialogUpdateRequest,
} from '../../../shared/schemas/dialog';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { dialogCreator, dialogDeleter, dialogUpdater } from '../../commands/dialogs/dialog-writer';
import { listDialogs, loadDialogDetail } from '../../queries/dialogs';
import { publicCutOf } from '../../queries/public-cut';
import { registerDialogImportRoutes } from './dialog-import.routes';
import { registerDialogExportRoutes } from './dialog-export.routes';
import { registerDialogLanguageRoutes } from './dialog-languages.routes';
import { registerDialogStringRoutes } from './dialog-strings.routes';
import { registerDialogShareRoutes } from './dialog-share.routes';
import { noContent } from '../../../shared/schemas/answers';

const tags = ['Dialogs'];

/**
 * SPEC §3 Dialog: everyone in the world reads and plays; writers and the owner
 * build. Readers of a public world read and play its public dialogs only.
 */
export function registerDialogRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Dialogs',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'listDialogs',
        summary: "List a world's dialogs",
        params: worldIdParams,
        querystring: dialogListQuery,
        response: { 200: dialogListResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return listDialogs(ctx.db, access.world.id, request.query, publicCutOf(access));
    },
  );

  app.post(
    '/api/Setting/:id/Dialogs',
    {
      config: { capability: 'dialogs.edit' },
      schema: {
        tags,
        operationId: 'createDialog',
        summary: 'Create a dialog',
        params: worldIdParams,
        body: dialogCreateRequest,
        response: { 200: dialogResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const dialog = await dialogCreator(ctx, user, world.id, request.body);
      return loadDialogDetail(ctx.db, world.id, dialog.id);
    },
  );

  app.get(
    '/api/Setting/:id/Dialogs/:dialogId',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'getDialog',
        summary: 'Get a dialog with its graph',
        params: dialogParams,
        response: { 200: dialogResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return loadDialogDetail(
        ctx.db,
        access.world.id,
        request.params.dialogId,
        publicCutOf(access),
      );
    },
  );

  app.put(
    '/api/Setting/:id/Dialogs/:dialogId',
    {
      config: { capability: 'dialogs.edit' },
      // A whole graph travels in one body: 5,000 nodes with long lines fit.
      bodyLimit: dialogBodyLimit,
      schema: {
        tags,
        operationId: 'updateDialog',
        summary: 'Save a dialog',
        params: dialogParams,
        body: dialogUpdateRequest,
        response: { 200: dialogResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return dialogUpdater(
        ctx,
        user,
        world.id,
        request.params.dialogId,
        request.body,
        (trx, dialog) => loadDialogDetail(trx, world.id, dialog.id),
      );
    },
  );

  app.delete(
    '/api/Setting/:id/Dialogs/:dialogId',
    {
      config: { capability: 'dialogs.edit' },
      schema: {
        tags,
        operationId: 'deleteDialog',
        summary: 'Delete a dialog',
        params: dialogParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await dialogDeleter(ctx, user, world.id, request.params.dialogId);
      return reply.status(204).send();
    },
  );

  registerDialogImportRoutes(app, ctx);
  registerDialogExportRoutes(app, ctx);
  registerDialogLanguageRoutes(app, ctx);
  registerDialogStringRoutes(app, ctx);
  registerDialogShareRoutes(app, ctx);
}
