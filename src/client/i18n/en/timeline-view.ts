/** The timeline canvas: toolbar, axis, tooltip. The page and forms are in timeline.ts. */
export const timelineViewEn = {
  TIMELINE_VIEW: {
    CANVAS_LABEL: 'Timeline of events',
    CANVAS_HELP:
      'Drag to pan, wheel to zoom, Shift+wheel to pan. Arrow keys pan, + and − zoom, 0 fits all. Tab and Shift+Tab select the next and previous event, Enter opens it, Esc clears the selection so that Tab leaves the timeline.',
    ANNOUNCE_EVENT: '{{name}}, {{dates}}. Row “{{row}}”. Event {{position}} of {{total}}.',
    ANNOUNCE_NONE: 'No event selected.',
    TOOLBAR_LABEL: 'Timeline view',
    ZOOM_IN: 'Zoom in',
    ZOOM_OUT: 'Zoom out',
    FIT_ALL: 'Fit all',
    DATE_RANGE: '{{from}} – {{to}}',
    VISIBLE_RANGE_LABEL: 'Visible period',
    NO_ROWS: 'No rows to show. Add a row, or show a hidden one.',
    TOOLTIP_INSTANT: 'Instant event',
    TOOLTIP_ONGOING: 'From {{start}}, no end date',
    TOOLTIP_DURATION: 'Duration: {{duration}}',
    TOOLTIP_MOVING: 'Moving. Release to save, Esc to cancel',
    TOOLTIP_RESIZING: 'Resizing. Release to save, Esc to cancel',
  },
};
