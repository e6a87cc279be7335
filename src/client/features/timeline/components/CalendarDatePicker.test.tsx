import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  calendarConfigVersion,
  type CalendarConfig,
  type DateParts,
} from '../../../../shared/calendar/calendar-config';
import { createCalendar } from '../../../../shared/calendar/calendar-math';
import { renderRoutes } from '../../../../../tests/kits/client/render-app';
import { CalendarDatePicker } from './CalendarDatePicker';

beforeAll(() => {
  // jsdom lays nothing out; Mantine's option list scrolls the active option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
});

function config(dateParts: CalendarConfig['dateParts']): CalendarConfig {
  return {
    version: calendarConfigVersion,
    startYear: 100,
    endYear: 200,
    months: [
      { name: 'Thaw', shortName: 'Th', days: 40 },
      { name: 'Frost', shortName: 'Fr', days: 20 },
    ],
    dateParts,
  };
}

function renderPicker(dateParts: CalendarConfig['dateParts'], initial: DateParts) {
  const calendar = createCalendar(config(dateParts));
  const seen: DateParts[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <CalendarDatePicker
        calendar={calendar}
        label="Start"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
        testId="start"
      />
    );
  }
  renderRoutes([{ path: '/', element: <Harness /> }], '/');
  return seen;
}

const date = (year: number, month: number, day: number, hour = 0): DateParts => ({
  year,
  month,
  day,
  hour,
  minute: 0,
  second: 0,
});

describe('the calendar date picker', () => {
  it('shows only the parts of the world calendar, and the date in the long format', () => {
    renderPicker(['year', 'month', 'day'], date(150, 1, 35));
    expect(screen.getByLabelText('Year')).toHaveValue('150');
    expect(screen.getByLabelText('Day')).toHaveValue('35');
    expect(screen.queryByLabelText('Hour')).not.toBeInTheDocument();
    expect(screen.getByTestId('start-shown')).toHaveTextContent('35 Thaw 150');
  });

  it('picks a month by typing its name, keeping the day inside the shorter month', async () => {
    const seen = renderPicker(['year', 'month', 'day'], date(150, 1, 35));
    const user = userEvent.setup();
    const month = screen.getByTestId('start-month');
    await user.click(month);
    await user.clear(month);
    await user.type(month, 'Fro{Enter}');
    expect(seen.at(-1)).toEqual(date(150, 2, 20));
    expect(screen.getByTestId('start-shown')).toHaveTextContent('20 Frost 150');
  });

  it('names a wrong part with the shared messages', async () => {
    renderPicker(['year', 'month', 'day', 'hour'], date(150, 2, 10));
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '21');
    expect(screen.getByText('This month has fewer days')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Hour'));
    await user.type(screen.getByLabelText('Hour'), '24');
    expect(screen.getByText('Maximum 23 hours')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), '99');
    expect(screen.getByText('The year is outside the calendar of this world')).toBeInTheDocument();
    expect(screen.getByTestId('start-shown')).toHaveTextContent('Not a date of this calendar yet');
  });

  it('steps a part with the arrow keys', async () => {
    const seen = renderPicker(['year', 'month', 'day'], date(150, 1, 5));
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Day'));
    await user.keyboard('{ArrowUp}');
    expect(seen.at(-1)).toEqual(date(150, 1, 6));
  });
});
