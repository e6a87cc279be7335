import type { QueryKey } from '@tanstack/react-query';
import { ruleFor, type LiveRules } from '../../../live/live-rules';
import { analyticsKey } from './query-keys';

/** A document created or deleted changes the counts. */
export const analyticsLiveRules: LiveRules = ruleFor(
  ['create_new_document', 'delete_document'],
  (w) => ({ invalidate: [analyticsKey(w)] }),
);

/** The analytics page counts every kind of change: whatever the batch, it refreshes. */
export const refreshedByEveryChange = (worldId: string): QueryKey[] => [analyticsKey(worldId)];
