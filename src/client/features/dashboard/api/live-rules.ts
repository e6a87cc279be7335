import {
  combineRules,
  documentChanges,
  membershipChanges,
  ruleFor,
  type LiveRules,
} from '../../../live/live-rules';
import { summaryKey, todosKey, worldDocumentsRootKey } from './query-keys';

/** The summary counts things and members, and shows the world's name: not an edit that keeps a count. */
const summaryRules = ruleFor(
  [
    'update_world',
    ...membershipChanges,
    'create_new_document',
    'delete_document',
    'create_tag',
    'update_tag',
    'delete_tag',
    'create_new_event',
    'delete_event',
    'upload_image',
    'delete_image',
    'create_map',
    'delete_map',
    'delete_relation_type',
    'create_relation',
    'delete_relation',
    'create_new_dialog',
    'delete_dialog',
    'create_new_story',
    'delete_story',
  ],
  (w) => ({ invalidate: [summaryKey(w)] }),
);

/** The documents overview shows names and tags. */
const documentsOverviewRules = ruleFor(
  [...documentChanges, 'create_tag', 'update_tag', 'delete_tag'],
  (w) => ({ invalidate: [worldDocumentsRootKey(w)] }),
);

const todosRules = ruleFor(['create_todo', 'update_todo', 'delete_todo'], (w) => ({
  invalidate: [todosKey(w)],
}));

/** Which live changes make which dashboard queries stale. */
export const dashboardLiveRules: LiveRules = combineRules(
  summaryRules,
  documentsOverviewRules,
  todosRules,
);
