import { describe, expect, it } from 'vitest';
import {
  calendarConfigVersion,
  type CalendarConfig,
} from '../../../shared/calendar/calendar-config';
import { createCalendar } from '../../../shared/calendar/calendar-math';
import {
  changedFields,
  defaultEnd,
  endOf,
  eventFormSchema,
  newEventValues,
  toEventRequest,
} from './event-form';

const config: CalendarConfig = {
  version: calendarConfigVersion,
  startYear: 100,
  endYear: 200,
  months: [
    { name: 'Thaw', shortName: 'Th', days: 40 },
    { name: 'Frost', shortName: 'Fr', days: 20 },
  ],
  dateParts: ['year', 'month', 'day', 'hour', 'minute', 'second'],
};
const calendar = createCalendar(config);

function errorsOf(values: unknown): Record<string, string> {
  const result = eventFormSchema(calendar).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the event form', () => {
  const valid = { ...newEventValues(calendar, { rowId: 'row-1' }), name: 'The Long Night' };

  it('starts a new event on the first day of the calendar, ending a day later', () => {
    expect(valid.start).toEqual({ year: 100, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
    expect(valid.end).toEqual({ year: 100, month: 1, day: 2, hour: 0, minute: 0, second: 0 });
    expect(errorsOf(valid)).toEqual({});
  });

  it('asks for a name of more than 2 symbols (SPEC §5)', () => {
    expect(errorsOf({ ...valid, name: ' ab ' })).toEqual({
      name: 'VALIDATION.EVENT_NAME_TOO_SHORT',
    });
  });

  it('refuses an end that is not after the start (SPEC §5)', () => {
    expect(errorsOf({ ...valid, end: valid.start })).toEqual({
      end: 'VALIDATION.EVENT_END_BEFORE_START',
    });
  });

  it('ignores the end of an instant event and of a lasting one without an end', () => {
    expect(errorsOf({ ...valid, kind: 'instant', end: valid.start })).toEqual({});
    expect(errorsOf({ ...valid, hasEnd: false, end: { ...valid.end, year: Number.NaN } })).toEqual(
      {},
    );
    expect(endOf({ ...valid, kind: 'instant' })).toBeNull();
    expect(toEventRequest({ ...valid, hasEnd: false }).end).toBeNull();
  });

  it('judges dates against the world calendar', () => {
    expect(errorsOf({ ...valid, start: { ...valid.start, month: 2, day: 30 } })).toMatchObject({
      'start.day': 'VALIDATION.DATE_DAY_OUT_OF_RANGE',
    });
    expect(errorsOf({ ...valid, end: { ...valid.end, year: 201 } })).toEqual({
      'end.year': 'VALIDATION.DATE_YEAR_OUT_OF_RANGE',
    });
    expect(errorsOf({ ...valid, end: { ...valid.end, hour: 24 } })).toEqual({
      'end.hour': 'VALIDATION.HOURS_MAX',
    });
  });

  it('needs a row', () => {
    expect(errorsOf({ ...valid, rowId: '' })).toEqual({ rowId: 'VALIDATION.ROW_INVALID' });
  });

  it('keeps the default end inside the calendar', () => {
    const last = { year: 200, month: 2, day: 20, hour: 0, minute: 0, second: 0 };
    expect(defaultEnd(calendar, last)).toEqual(last);
  });

  it('lists the fields two versions disagree on', () => {
    const mine = toEventRequest(valid);
    expect(changedFields(mine, { ...mine, documentIds: [] })).toEqual([]);
    expect(changedFields(mine, { ...mine, name: 'Other', end: null })).toEqual(['name', 'end']);
  });
});
