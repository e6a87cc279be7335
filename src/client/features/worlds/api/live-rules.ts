import { membershipChanges, ruleFor, type LiveRules } from '../../../live/live-rules';

/** The world's flag and default change what the layout shows readers and members. */
const publishingChanges = ['publish_world', 'unpublish_world', 'update_world_visibility'] as const;

/**
 * The world list holds each world's name, address and the caller's role: the
 * layout refetches it (and follows a moved address) after these.
 */
export const worldsLiveRules: LiveRules = ruleFor(
  [
    'create_world',
    'import_world',
    'update_world',
    'delete_world',
    ...publishingChanges,
    ...membershipChanges,
  ],
  () => ({ worlds: true }),
);
