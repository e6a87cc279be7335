import { detailText, documentChanges, ruleFor, type LiveRules } from '../../../live/live-rules';
import { revisionsKey, revisionsRootKey } from './query-keys';

/** Every save of a document adds a revision to its history. */
export const historyLiveRules: LiveRules = ruleFor(documentChanges, (w, details) => {
  const id = detailText(details, 'documentId');
  return { invalidate: [id ? revisionsKey(w, id) : revisionsRootKey(w)] };
});
