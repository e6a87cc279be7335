import type { Activity } from '../../../shared/schemas/activity';
import { documentPickerLiveRules } from '../../components/documents-picker/live-rules';
import {
  analyticsLiveRules,
  refreshedByEveryChange,
} from '../../features/analytics/api/live-rules';
import { dashboardLiveRules } from '../../features/dashboard/api/live-rules';
import { prependToFeed } from '../../features/feed/api/prepend-to-feed';
import { dialogsLiveRules } from '../../features/dialogs/api/live-rules';
import { documentsLiveRules } from '../../features/documents/api/live-rules';
import { documentTypesLiveRules } from '../../components/document-types/live-rules';
import { historyLiveRules } from '../../features/history/api/live-rules';
import { imagesLiveRules } from '../../features/images/api/live-rules';
import { mapsLiveRules, mapTilingNotice } from '../../features/maps/api/live-rules';
import { membersLiveRules } from '../../features/members/api/live-rules';
import { relationsLiveRules } from '../../features/relations/api/live-rules';
import { searchLiveRules } from '../../features/search/api/live-rules';
import { storiesLiveRules } from '../../features/stories/api/live-rules';
import { tagsLiveRules } from '../../features/tags/api/live-rules';
import { timelineLiveRules } from '../../features/timeline/api/live-rules';
import { worldsLiveRules } from '../../features/worlds/api/live-rules';
import { combineRules, refreshFor as refreshWith, type LiveFeatures } from '../../live/live-rules';

/**
 * What each activity type refreshes: every feature's own rules, combined. A
 * feature says which of its queries a change makes stale; this list only
 * gathers them (a test checks that every activity type refreshes something).
 */
export const liveRefreshRules = combineRules(
  worldsLiveRules,
  membersLiveRules,
  dashboardLiveRules,
  analyticsLiveRules,
  documentsLiveRules,
  documentTypesLiveRules,
  documentPickerLiveRules,
  historyLiveRules,
  tagsLiveRules,
  searchLiveRules,
  timelineLiveRules,
  imagesLiveRules,
  mapsLiveRules,
  relationsLiveRules,
  dialogsLiveRules,
  storiesLiveRules,
);

/** What a batch of activities refreshes, merged; `everything` when one of them is of an unknown kind. */
export const refreshFor = (worldId: string, activities: readonly Activity[]) =>
  refreshWith(liveRefreshRules, worldId, activities);

/**
 * What the world's refresher (live-refresher.ts) applies: the rules above, the
 * analytics page refreshed by any change, and the dashboard feed written as
 * activities arrive.
 */
export const liveFeatures: LiveFeatures = {
  rules: liveRefreshRules,
  everyChange: refreshedByEveryChange,
  arrived: prependToFeed,
  notice: mapTilingNotice,
};
