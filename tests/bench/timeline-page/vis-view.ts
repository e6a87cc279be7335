import 'vis-timeline/styles/vis-timeline-graph2d.min.css';
import { DataSet } from 'vis-data/peer';
import { Timeline } from 'vis-timeline/peer';
import { toVisMilliseconds, type BenchData } from './bench-data';

/**
 * vis-timeline on the same events: it cannot draw the world's calendar, so it
 * gets each absolute second as a millisecond of its Gregorian axis. Groups are
 * the 50 rows; stack:false keeps each row one line tall, as ANCHORS.md measured
 * it (with stacking most rows scroll out of view and it only looks faster).
 */
export interface VisView {
  /**
   * Resolves when vis-timeline reports its initial draw complete: until then
   * its root is hidden (visibility: hidden) and it ignores window changes.
   */
  show(data: BenchData): Promise<void>;
  setWindow(from: number, to: number): void;
}

export function mountVis(element: HTMLElement): VisView {
  let timeline: Timeline | null = null;
  let calendarOf: BenchData['calendar'] | null = null;
  return {
    show(data) {
      let drawn: () => void = () => undefined;
      const initialDraw = new Promise<void>((resolve) => (drawn = resolve));
      const { calendar } = data;
      calendarOf = calendar;
      const ms = (seconds: number) => toVisMilliseconds(calendar, seconds);
      const groups = new DataSet(data.rows.map((row) => ({ id: row.id, content: row.name })));
      const items = new DataSet(
        data.events.map((event) => {
          const start = ms(calendar.toSeconds(event.start));
          return event.kind === 'instant' || !event.end
            ? { id: event.id, group: event.rowId, content: event.name, start, type: 'point' }
            : {
                id: event.id,
                group: event.rowId,
                content: event.name,
                start,
                end: ms(calendar.toSeconds(event.end)),
                type: 'range',
              };
        }),
      );
      const whole = ms(calendar.endSeconds);
      timeline = new Timeline(element, items, groups, {
        stack: false,
        start: 0,
        end: whole,
        min: 0,
        max: whole,
        zoomMin: 10_000,
        zoomMax: whole,
        height: `${element.clientHeight}px`,
        verticalScroll: true,
        showCurrentTime: false,
        selectable: true,
        orientation: 'top',
        onInitialDrawComplete: () => drawn(),
      });
      timeline.setSelection(['event-1', 'event-2', 'event-3', 'event-10', 'event-100']);
      return initialDraw;
    },
    setWindow(from, to) {
      if (!timeline || !calendarOf) return;
      timeline.setWindow(toVisMilliseconds(calendarOf, from), toVisMilliseconds(calendarOf, to), {
        animation: false,
      });
    },
  };
}
