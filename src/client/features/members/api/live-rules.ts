import { membershipChanges, ruleFor, type LiveRules } from '../../../live/live-rules';
import { membersKey } from './query-keys';

/** A member's arrival, role or departure changes the member list. */
export const membersLiveRules: LiveRules = ruleFor(membershipChanges, (w) => ({
  invalidate: [membersKey(w)],
}));
