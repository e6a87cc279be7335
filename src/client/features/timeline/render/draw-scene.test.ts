// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { createCalendar } from '../../../../shared/calendar/calendar-math';
import {
  date,
  lasting,
  row,
  thirteenMonthConfig,
  thirteenMonths,
} from '../../../../../tests/kits/client/timeline/test-data';
import { drawOverlay } from './draw-overlay';
import { drawScene } from './draw-scene';
import { fitText, forgetTextMeasures } from './fit-text';
import { RecordingContext } from './recording-context';
import { testFrame, testPalette } from '../../../../../tests/kits/client/timeline/test-frame';

const calendar = thirteenMonths;
const rows = [row('a', 'Kings of the North'), row('b', 'Wars')];
const events = [lasting('1', 'a', date(1010), date(1020))];

beforeEach(() => forgetTextMeasures());

describe('drawScene', () => {
  it('names the rows and labels the axis in the world calendar', () => {
    const from = calendar.toSeconds(date(1050, 3, 10));
    const context = new RecordingContext();
    drawScene(context, testFrame({ rows, events, view: { from, to: from + 30 * 86_400 } }));
    const texts = context.texts();
    // Month 3 (33 days) pinned at the left edge, month 4 at its first day, day numbers below.
    expect(texts).toEqual(
      expect.arrayContaining([
        'Kings of the North',
        'Wars',
        'Month 3 1050',
        'Month 4 1050',
        '31',
        '1',
      ]),
    );
  });

  it('marks where an era begins with a line and its name, and pins the era of the left edge', () => {
    const aged = createCalendar({
      ...thirteenMonthConfig(),
      eras: [
        { name: 'First Age', shortName: 'FA', startYear: 1000 },
        { name: 'Second Age', shortName: 'SA', startYear: 1040 },
      ],
    });
    const from = aged.toSeconds(date(1031, 5));
    const frame = testFrame({
      rows,
      events,
      view: { from, to: from + 20 * aged.secondsInYear },
      calendar: aged,
    });
    const context = new RecordingContext();
    drawScene(context, frame);
    const texts = context.named('fillText');
    expect(texts.map((call) => call.args[0])).toEqual(
      expect.arrayContaining(['1031 FA', 'Second Age']),
    );
    const era = texts.find((call) => call.args[0] === 'Second Age');
    expect(era?.fillStyle).toBe(testPalette.eraText);
    expect(era?.args[1]).toBe(Math.round(frame.scale.x(1040 * aged.secondsInYear)) + 4);
    expect(context.named('fill').some((call) => call.fillStyle === testPalette.eraLine)).toBe(true);
    // 1040 is a round year whose upper label the era took: its number stays, below.
    expect(texts.filter((call) => call.args[0] === '1040')).toHaveLength(1);
  });

  it('gives an era’s name the place of a round year’s label it would run into', () => {
    const aged = createCalendar({
      ...thirteenMonthConfig(),
      eras: [
        { name: 'First Age', shortName: 'FA', startYear: 1000 },
        { name: 'Second Age', shortName: 'SA', startYear: 1051 },
      ],
    });
    const from = aged.toSeconds(date(1031));
    const view = { from, to: from + 40 * aged.secondsInYear };
    const frame = testFrame({ rows, events, view, calendar: aged });
    expect(frame.ticks.find((tick) => tick.major)?.majorLabel).toBe('1050 FA');
    const context = new RecordingContext();
    drawScene(context, frame);
    expect(context.texts()).toContain('Second Age');
    expect(context.texts()).not.toContain('1050 FA');
    // The round year keeps its number, on the lower line.
    const year = context.named('fillText').find((call) => call.args[0] === '1050');
    expect(year?.args[2]).toBeGreaterThan(22);
  });

  it('keeps every save matched by a restore', () => {
    const context = new RecordingContext();
    drawScene(
      context,
      testFrame({ rows, events, view: { from: calendar.startSeconds, to: calendar.endSeconds } }),
    );
    expect(context.named('save').length).toBe(context.named('restore').length);
  });
});

describe('drawOverlay', () => {
  it('draws a dragged event where it would land, dashed', () => {
    const frame = testFrame({
      rows,
      events,
      view: { from: calendar.startSeconds, to: calendar.endSeconds },
    });
    const placed = frame.layout.byId.get('1')!;
    const context = new RecordingContext();
    const shift = 5 * calendar.secondsInYear;
    drawOverlay(context, frame, {
      hovered: null,
      drag: { placed, span: { start: placed.start + shift, end: placed.end + shift } },
    });
    const [box] = context.named('rect').slice(1); // the first rect is the clip
    expect(box?.args[0]).toBeCloseTo(frame.scale.x(placed.start + shift) - 1);
    expect(context.named('fill')[0]?.fillStyle).toBe(testPalette.dragFill);
  });
});

describe('fitText', () => {
  it('keeps a name that fits and cuts one that does not, with an ellipsis', () => {
    const context = new RecordingContext();
    expect(fitText(context, 'Wars', 100)).toBe('Wars');
    expect(fitText(context, 'The Long War', 40)).toBe('The L…');
    expect(fitText(context, 'The Long War', 5)).toBe('');
  });
});
