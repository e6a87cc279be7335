import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarConfigVersion } from '../../../../shared/calendar/calendar-config';
import type { EventSummary } from '../../../../shared/schemas/timeline';
import { endSession, startSession } from '../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { DocumentEventLinks } from './DocumentEventLinks';
import { EventSelect } from './EventSelect';

beforeAll(() => {
  // jsdom lays nothing out; Mantine's option list scrolls the active option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
});
beforeEach(() => startSession(fakeToken()));
afterEach(() => {
  endSession('logout');
  vi.unstubAllGlobals();
});

const calendar = {
  config: {
    version: calendarConfigVersion,
    startYear: 100,
    endYear: 200,
    months: [
      { name: 'Thaw', shortName: 'Th', days: 40 },
      { name: 'Frost', shortName: 'Fr', days: 20 },
    ],
    dateParts: { hour: false, minute: false, second: false },
  },
  version: 1,
  updatedAt: null,
};
const event = (id: string, name: string, year: number): EventSummary => ({
  id,
  name,
  kind: 'instant',
  start: { year, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
  end: null,
  rowId: 'r1',
  documentIds: ['d1'],
  version: 1,
});
const events = [event('e1', 'Founding of Vell', 105), event('e2', 'Siege of Vell', 120)];

function answer(path: string) {
  if (path.endsWith('/Timeline')) return { body: calendar };
  return { body: { items: events, documents: [], total: events.length } };
}

describe('a document’s event links', () => {
  it('lists the document’s events but the place’s own, each a link to the timeline', async () => {
    const { fetchStub, calls } = stubFetch(answer);
    vi.stubGlobal('fetch', fetchStub);
    const { router } = renderRoutes(
      [
        {
          path: '/map',
          element: (
            <DocumentEventLinks
              worldId="w1"
              documentId="d1"
              eventHref={(id) => `/timeline?event=${id}`}
              skipId="e2"
            />
          ),
        },
        { path: '/timeline', element: <p>timeline</p> },
      ],
      '/map',
    );
    const links = await screen.findAllByTestId('document-event-link');
    expect(links.map((link) => link.textContent)).toEqual(['Founding of Vell']);
    expect(calls.some((call) => call.path === '/api/Setting/w1/Events?documentId=d1')).toBe(true);
    await userEvent.setup().click(links[0]!);
    expect(router.state.location.search).toBe('?event=e1');
  });
});

describe('the event picker', () => {
  it('names the known event at once and picks another by its name', async () => {
    vi.stubGlobal('fetch', stubFetch(answer).fetchStub);
    const picked: (string | null)[] = [];
    function Harness() {
      const [value, setValue] = useState<string | null>('e1');
      return (
        <EventSelect
          worldId="w1"
          label="Timeline event"
          value={value}
          onChange={(id) => {
            picked.push(id);
            setValue(id);
          }}
          known={{ id: 'e1', name: 'Founding of Vell' }}
          testId="event"
        />
      );
    }
    renderRoutes([{ path: '/', element: <Harness /> }], '/');
    const input = screen.getByTestId('event');
    expect(input).toHaveValue('Founding of Vell');
    const user = userEvent.setup();
    await user.click(input);
    await user.clear(input);
    await user.type(input, 'Siege');
    await user.click(await screen.findByRole('option', { name: /Siege of Vell/, hidden: true }));
    expect(picked).toEqual(['e2']);
    expect(input).toHaveValue('Siege of Vell');
  });
});
