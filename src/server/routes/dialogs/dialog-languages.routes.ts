import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  dialogLanguageQuery,
  dialogLanguages,
  dialogLanguagesRequest,
  dialogLocalizationParams,
  dialogTranslations,
  maxDialogTargetLanguages,
} from '../../../shared/schemas/dialog-localization';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { dialogLanguagesWriter } from '../../commands/dialogs/dialog-languages-writer';
import { dialogTranslationsOf, loadDialogLanguages } from '../../queries/dialog-translations';
import { requireReadableDialog } from '../../queries/dialogs';
import { publicCutOf } from '../../queries/public-cut';

const tags = ['Dialogs'];

/**
 * The languages a world translates its dialogs into, and each dialog's
 * translations: everyone in the world reads them, those who build dialogs
 * choose the languages. Readers of a public world get the languages and the
 * translations of its public dialogs, to play them.
 */
export function registerDialogLanguageRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/DialogLanguages',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'getDialogLanguages',
        summary: "Get the world's dialog languages",
        description:
          'The source language of the dialogs, the target languages they are translated into, and the character limits of lines and options. A world that never set them: en, none, no limits.',
        params: worldIdParams,
        response: { 200: dialogLanguages },
      },
    },
    async (request) => {
      // The world's own settings: no item of it is named.
      const user = await authenticateOptional(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return loadDialogLanguages(ctx.db, world.id);
    },
  );

  app.put(
    '/api/Setting/:id/DialogLanguages',
    {
      config: { capability: 'dialogs.edit' },
      schema: {
        tags,
        operationId: 'updateDialogLanguages',
        summary: "Set the world's dialog languages",
        description: `Language codes such as en, ru or pt-BR; at most ${maxDialogTargetLanguages} target languages, each once and not the source. Limits: 1 to 10000 characters, or null. Removing a language keeps its translations: adding it back brings them back.`,
        params: worldIdParams,
        body: dialogLanguagesRequest,
        response: { 200: dialogLanguages },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return dialogLanguagesWriter(ctx, user, world.id, request.body);
    },
  );

  app.get(
    '/api/Setting/:id/Dialogs/:dialogId/Translations',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'getDialogTranslations',
        summary: "Get a dialog's translations into a language",
        description:
          "Every line of the dialog (node texts, then their options, in play order) with its translation into `language`, one of the world's target languages, and its status: translated, stale (translated from a text that has changed since) or missing.",
        params: dialogLocalizationParams,
        querystring: dialogLanguageQuery,
        response: { 200: dialogTranslations },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      const cut = publicCutOf(access);
      if (!cut)
        return dialogTranslationsOf(
          ctx.db,
          access.world.id,
          request.params.dialogId,
          request.query.language,
        );
      await requireReadableDialog(ctx.db, access.world.id, request.params.dialogId, cut);
      const answer = await dialogTranslationsOf(
        ctx.db,
        access.world.id,
        request.params.dialogId,
        request.query.language,
      );
      // A speaker may be a members-only document; the player does not need the names.
      return { ...answer, lines: answer.lines.map((line) => ({ ...line, speakerName: '' })) };
    },
  );
}
