import { membershipChanges, ruleFor, type LiveRules } from '../../../live/live-rules';

/**
 * The world list holds each world's name, address and the caller's role: the
 * layout refetches it (and follows a moved address) after these.
 */
export const worldsLiveRules: LiveRules = ruleFor(
  ['create_world', 'import_world', 'update_world', 'delete_world', ...membershipChanges],
  () => ({ worlds: true }),
);
