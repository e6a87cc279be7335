import type { ServerContext } from '../../context';
import type { CurrentUser } from '../../auth/authenticate';
import type { DialogLanguages } from '../../../shared/schemas/dialog-localization';
import { writeWithActivity } from '../../activity/record';
import { isoNow } from '../../clock';
import { loadDialogLanguages } from '../../queries/dialog-translations';

/**
 * Sets the world's dialog languages and character limits (feed
 * `update_dialog_languages`). Translations of a removed language stay stored:
 * adding the language back brings them back.
 */
export async function dialogLanguagesWriter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  wanted: DialogLanguages,
): Promise<DialogLanguages> {
  return writeWithActivity(ctx, async (trx, record) => {
    const previous = await loadDialogLanguages(trx, worldId);
    const row = {
      source_language: wanted.sourceLanguage,
      languages: JSON.stringify(wanted.languages),
      line_char_limit: wanted.lineCharLimit,
      choice_char_limit: wanted.choiceCharLimit,
      updated_at: isoNow(ctx.clock),
    };
    await trx
      .insertInto('world_dialog_languages')
      .values({ world_id: worldId, ...row })
      .onConflict((conflict) => conflict.column('world_id').doUpdateSet(row))
      .execute();
    await record({
      worldId,
      userId: user.id,
      type: 'update_dialog_languages',
      details: {
        sourceLanguage: wanted.sourceLanguage,
        languages: wanted.languages,
        added: wanted.languages.filter((language) => !previous.languages.includes(language)),
        removed: previous.languages.filter((language) => !wanted.languages.includes(language)),
      },
    });
    return wanted;
  });
}
