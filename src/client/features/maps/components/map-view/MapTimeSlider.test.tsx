import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  calendarConfigVersion,
  type CalendarConfig,
  type DateParts,
} from '../../../../../shared/calendar/calendar-config';
import { renderRoutes } from '../../../../../../tests/kits/client/render-app';
import { i18n } from '../../../../lib/i18n';
import { MapTimeSlider } from './MapTimeSlider';

const calendar: CalendarConfig = {
  version: calendarConfigVersion,
  startYear: 0,
  endYear: 2000,
  months: [
    { name: 'Thaw', shortName: 'Th', days: 40 },
    { name: 'Frost', shortName: 'Fr', days: 20 },
  ],
  dateParts: ['year', 'month', 'day'],
  eras: [{ name: 'Second Age', shortName: 'SA', startYear: 0 }],
};
const year = (value: number): DateParts => ({
  year: value,
  month: 1,
  day: 1,
  hour: 0,
  minute: 0,
  second: 0,
});
// A border that moved in 1050: the track runs over the months of the years 1000 … 1100.
const features = [
  { from: year(1000), until: year(1050) },
  { from: year(1050), until: null },
  { from: null, until: year(1100) },
];

function renderSlider(initial: DateParts | null) {
  const seen: (DateParts | null)[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <MapTimeSlider
        calendar={calendar}
        features={features}
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderRoutes([{ path: '/', element: <Harness /> }], '/');
  return seen;
}

const shownDate = () => screen.getByTestId('map-time-date');

describe('the map’s time slider', () => {
  it('shows every feature until a date is chosen, then the date in the world’s calendar', async () => {
    const seen = renderSlider(null);
    expect(shownDate()).toHaveTextContent(i18n.t('MAP_VIEW.TIME.SHOWING_ALL'));
    const all = screen.getByRole('switch', { name: i18n.t('MAP_VIEW.TIME.ALL') });
    expect(all).toBeChecked();
    await userEvent.click(all);
    expect(seen.at(-1)).toEqual(year(1000));
    expect(shownDate()).toHaveTextContent('1 Th 1000 SA');
    await userEvent.click(all);
    expect(seen.at(-1)).toBeNull();
  });

  it('steps a month at a time over the span of the features’ dates', async () => {
    const seen = renderSlider(year(1049));
    await userEvent.click(screen.getByRole('button', { name: i18n.t('MAP_VIEW.TIME.LATER') }));
    expect(seen.at(-1)).toEqual({ ...year(1049), month: 2 });
    await userEvent.click(screen.getByRole('button', { name: i18n.t('MAP_VIEW.TIME.EARLIER') }));
    await userEvent.click(screen.getByRole('button', { name: i18n.t('MAP_VIEW.TIME.EARLIER') }));
    expect(seen.at(-1)).toEqual({ ...year(1048), month: 2 });
    const track = screen.getByRole('slider', { name: i18n.t('MAP_VIEW.TIME.SLIDER') });
    expect(track).toHaveAttribute('aria-valuemax', '201');
    expect(track).toHaveAttribute('aria-valuenow', '97');
  });

  it('plays through the dates from the start and pauses', async () => {
    const seen = renderSlider(null);
    const group = screen.getByRole('group', { name: i18n.t('MAP_VIEW.TIME.LABEL') });
    await userEvent.click(
      within(group).getByRole('button', { name: i18n.t('MAP_VIEW.TIME.PLAY') }),
    );
    expect(seen[0]).toEqual(year(1000));
    expect(await within(group).findByText('1 Th 1001 SA')).toBeInTheDocument();
    await userEvent.click(
      within(group).getByRole('button', { name: i18n.t('MAP_VIEW.TIME.PAUSE') }),
    );
    expect(within(group).getByRole('button', { name: i18n.t('MAP_VIEW.TIME.PLAY') })).toBeVisible();
  });
});
