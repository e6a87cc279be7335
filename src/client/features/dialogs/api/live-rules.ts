import {
  detailText,
  documentNameRules,
  ruleFor,
  type LiveRule,
  type LiveRules,
} from '../../../live/live-rules';
import { dialogDetailsRootKey, dialogKey, dialogListsRootKey, dialogsRootKey } from './query-keys';

/** The list, and the dialog by its id (every dialog when the change names none). */
const dialogChange: LiveRule = (w, details) => {
  const id = detailText(details, 'dialogId');
  return { invalidate: [dialogListsRootKey(w), id ? dialogKey(w, id) : dialogDetailsRootKey(w)] };
};

/** Which live changes make which dialogs queries stale. */
export const dialogsLiveRules: LiveRules = {
  // Speakers are documents, shown by name.
  ...documentNameRules((w) => [dialogDetailsRootKey(w)]),
  create_new_dialog: dialogChange,
  update_dialog: dialogChange,
  delete_dialog: dialogChange,
  // Variables and meta schema fields are used by every dialog of the world.
  ...ruleFor(
    [
      'create_story_variable',
      'update_story_variable',
      'delete_story_variable',
      'create_dialog_meta_schema',
      'update_dialog_meta_schema',
      'delete_dialog_meta_schema',
      // Languages and limits change every line's status; imports change translations.
      'update_dialog_languages',
      'import_dialog_translations',
    ],
    (w) => ({ invalidate: [dialogsRootKey(w)] }),
  ),
};
