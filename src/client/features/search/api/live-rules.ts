import { documentChanges, ruleFor, type LiveRules } from '../../../live/live-rules';
import { searchRootKey } from './query-keys';

const searches = (w: string) => ({ invalidate: [searchRootKey(w)] });

/** Search finds documents by name and text, and dialogs by their lines. */
export const searchLiveRules: LiveRules = {
  ...ruleFor(documentChanges, searches),
  update_dialog: searches,
};
