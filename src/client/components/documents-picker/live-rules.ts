import { documentChanges, ruleFor, type LiveRules } from '../../live/live-rules';
import { documentPickerRootKey } from './find-documents';

/** The picker finds documents by name. */
export const documentPickerLiveRules: LiveRules = ruleFor(documentChanges, (w) => ({
  invalidate: [documentPickerRootKey(w)],
}));
