import type { timelineViewEn } from '../en/timeline-view';
import type { Catalogue } from '../catalogue';

/** The timeline canvas: toolbar, axis, tooltip. The page and forms are in timeline.ts. */
export const timelineViewRu: Catalogue<typeof timelineViewEn> = {
  TIMELINE_VIEW: {},
};
