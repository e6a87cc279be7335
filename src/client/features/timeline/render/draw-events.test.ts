// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import {
  date,
  instant,
  lasting,
  row,
  thirteenMonths,
} from '../../../../../tests/kits/client/timeline/test-data';
import { timelineMetrics } from '../model/timeline-metrics';
import { drawEvents } from './draw-events';
import { forgetTextMeasures } from './fit-text';
import { RecordingContext, recordedCharWidth } from './recording-context';
import { testFrame, testPalette } from '../../../../../tests/kits/client/timeline/test-frame';

const calendar = thirteenMonths;
const year = calendar.secondsInYear;
const yearStart = (value: number) => calendar.toSeconds(date(value));
const wholeRange = { from: calendar.startSeconds, to: calendar.endSeconds };

/** One event a day-and-a-bit long every 20 days for the whole century, on 5 rows. */
function denseEvents() {
  const events = [];
  for (let index = 0; index < 1800; index++) {
    const start = calendar.startSeconds + index * 20 * 86_400;
    const rowId = `r${index % 5}`;
    events.push(
      index % 3 === 0
        ? instant(String(index), rowId, calendar.fromSeconds(start))
        : lasting(
            String(index),
            rowId,
            calendar.fromSeconds(start),
            calendar.fromSeconds(start + 2 * 86_400),
          ),
    );
  }
  return events;
}
const fiveRows = Array.from({ length: 5 }, (_, index) => row(`r${index}`));

beforeEach(() => forgetTextMeasures());

describe('drawEvents', () => {
  it('draws only the events inside the view', () => {
    const events = denseEvents();
    const view = { from: yearStart(1050), to: yearStart(1051) };
    const stats = drawEvents(new RecordingContext(), testFrame({ rows: fiveRows, events, view }));
    // 364 days / 20 = about 18 events in a year, a margin of one either side.
    expect(stats.bars + stats.markers).toBeGreaterThanOrEqual(17);
    expect(stats.bars + stats.markers).toBeLessThanOrEqual(21);
  });

  it('merges bars thinner than a pixel, so a zoomed-out frame stays small', () => {
    const oneRow = denseEvents().map((event) => ({ ...event, rowId: 'r0' }));
    const context = new RecordingContext();
    const stats = drawEvents(
      context,
      testFrame({ rows: fiveRows, events: oneRow, view: wholeRange }),
    );
    // 1,200 bars half a pixel apart on a 1,032 px wide area fill a few rectangles.
    expect(stats.bars).toBe(1200);
    expect(context.named('rect').length).toBeLessThan(50);
  });

  it('leaves out the rows scrolled out of view', () => {
    const rows = Array.from({ length: 100 }, (_, index) => row(`r${index}`));
    const events = rows.map((laidOut, index) =>
      lasting(String(index), laidOut.id, date(1010), date(1020)),
    );
    const stats = drawEvents(
      new RecordingContext(),
      testFrame({ rows, events, view: wholeRange, height: 300 }),
    );
    const rowsOnScreen = Math.ceil(
      (300 - timelineMetrics.axisHeight) /
        (timelineMetrics.laneHeight + 2 * timelineMetrics.rowPadding),
    );
    expect(stats.rows).toBeLessThanOrEqual(rowsOnScreen + 1);
    expect(stats.bars).toBe(stats.rows);
  });

  it('outlines the selected events in the selection colour', () => {
    const events = [lasting('a', 'r0', date(1010), date(1020)), instant('b', 'r0', date(1030))];
    const context = new RecordingContext();
    drawEvents(
      context,
      testFrame({ rows: fiveRows, events, view: wholeRange, selectedIds: ['a', 'b'] }),
    );
    const selectedFills = context
      .named('fill')
      .filter((call) => call.fillStyle === testPalette.selectedFill);
    expect(selectedFills).toHaveLength(2);
    expect(
      context.named('stroke').every((call) => call.strokeStyle === testPalette.selectedOutline),
    ).toBe(true);
    expect(context.named('stroke')).toHaveLength(2);
  });

  it('clips a name to its bar, keeping it at the left edge when the bar starts off screen', () => {
    const name = 'The Long War of the Seven Crowns';
    const events = [lasting('a', 'r0', date(1010), date(1020), name)];
    const context = new RecordingContext();
    const view = { from: yearStart(1015), to: yearStart(1015) + 6 * year };
    const frame = testFrame({ rows: fiveRows, events, view, width: 1200 });
    drawEvents(context, frame);
    const [label] = context.named('fillText');
    expect(label?.args[0]).toBe(name);
    expect(label?.args[1]).toBe(5);

    const narrow = new RecordingContext();
    drawEvents(
      narrow,
      testFrame({ rows: fiveRows, events, view: { from: yearStart(1000), to: yearStart(1100) } }),
    );
    const [clipped] = narrow.texts();
    const barWidth = (10 * year * (1200 - timelineMetrics.rowHeaderWidth)) / (100 * year);
    expect(clipped?.endsWith('…')).toBe(true);
    expect([...clipped!].length * recordedCharWidth).toBeLessThanOrEqual(barWidth - 10);
  });

  it('writes the name of a bar too short to hold it beside the bar, when there is room', () => {
    // A month-long event in a fit-all view of the century: about a pixel wide.
    const events = [
      lasting('a', 'r0', date(1040), date(1040, 2), 'Siege of Harrow'),
      lasting('b', 'r1', date(1040), date(1040, 2)),
    ];
    const context = new RecordingContext();
    const frame = testFrame({ rows: fiveRows, events, view: wholeRange });
    const stats = drawEvents(context, frame);
    const [label] = context.named('fillText').filter((call) => call.args[0] === 'Siege of Harrow');
    const barEnd = Math.max(
      frame.scale.x(yearStart(1040) + 35 * 86_400),
      frame.scale.x(yearStart(1040)) + 2,
    );
    expect(label?.args[1]).toBeCloseTo(barEnd + 4);
    expect(label?.fillStyle).toBe(testPalette.markerText);
    expect(stats.labels).toBe(2);

    // A neighbour right after it leaves no room: the name is left for the hover card.
    const crowded = [...events, lasting('c', 'r0', date(1040, 3), date(1040, 4))];
    const tight = new RecordingContext();
    drawEvents(tight, testFrame({ rows: fiveRows, events: crowded, view: wholeRange }));
    expect(tight.texts()).not.toContain('Siege of Harrow');
  });

  it('skips the event being dragged: the overlay draws it', () => {
    const events = [lasting('a', 'r0', date(1010), date(1020))];
    const stats = drawEvents(
      new RecordingContext(),
      testFrame({ rows: fiveRows, events, view: wholeRange, draggedId: 'a' }),
    );
    expect(stats.bars).toBe(0);
  });
});
