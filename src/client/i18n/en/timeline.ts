/** The timeline: its page, canvas, event form, date picker and the calendar settings. */
export const timelineEn = {
  TIMELINE: {},
};
