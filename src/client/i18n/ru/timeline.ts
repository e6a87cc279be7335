import type { timelineEn } from '../en/timeline';
import type { Catalogue } from '../catalogue';

/** The timeline: its page, canvas, event form, date picker and the calendar settings. */
export const timelineRu: Catalogue<typeof timelineEn> = {
  TIMELINE: {},
};
