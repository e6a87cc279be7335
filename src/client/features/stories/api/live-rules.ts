import {
  detailText,
  documentNameRules,
  renamed,
  type LiveRule,
  type LiveRules,
} from '../../../live/live-rules';
import {
  dialogChoicesRootKey,
  eventChoicesKey,
  storyDetailsRootKey,
  storyKey,
  storyListsRootKey,
} from './query-keys';

type Kind = 'create' | 'update' | 'delete';

/** The list counts blocks and scenes; the story itself by its id, or every story when the change names none. */
const storyChange: LiveRule = (w, details) => {
  const id = detailText(details, 'storyId');
  return { invalidate: [storyListsRootKey(w), id ? storyKey(w, id) : storyDetailsRootKey(w)] };
};

/** Scenes link events and dialogs by name: a new, renamed or deleted one changes the choices and the scenes. */
const linkTarget =
  (choices: (w: string) => readonly unknown[], kind: Kind): LiveRule =>
  (w, details) => ({
    invalidate: kind !== 'update' || renamed(details) ? [choices(w), storyDetailsRootKey(w)] : [],
  });

/** Which live changes make which stories queries stale. */
export const storiesLiveRules: LiveRules = {
  // Scenes show the documents they link by name.
  ...documentNameRules((w) => [storyDetailsRootKey(w)]),
  create_new_story: storyChange,
  update_story: storyChange,
  delete_story: storyChange,
  create_new_event: linkTarget(eventChoicesKey, 'create'),
  update_event: linkTarget(eventChoicesKey, 'update'),
  delete_event: linkTarget(eventChoicesKey, 'delete'),
  create_new_dialog: linkTarget(dialogChoicesRootKey, 'create'),
  update_dialog: linkTarget(dialogChoicesRootKey, 'update'),
  delete_dialog: linkTarget(dialogChoicesRootKey, 'delete'),
};
