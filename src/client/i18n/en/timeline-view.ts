/** The timeline canvas: toolbar, axis, tooltip. The page and forms are in timeline.ts. */
export const timelineViewEn = {
  TIMELINE_VIEW: {},
};
