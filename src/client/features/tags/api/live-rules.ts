import { documentChanges, ruleFor, type LiveRules } from '../../../live/live-rules';
import { tagsKey } from './query-keys';

/** The tag list counts the documents of each tag. */
export const tagsLiveRules: LiveRules = ruleFor(
  [...documentChanges, 'create_tag', 'update_tag', 'delete_tag'],
  (w) => ({ invalidate: [tagsKey(w)] }),
);
