import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultCalendarConfig } from '../../../../shared/calendar/calendar-config';
import { createCalendar } from '../../../../shared/calendar/calendar-math';
import type { EventDetail } from '../../../../shared/schemas/timeline';
import { endSession, startSession } from '../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { eventQueryOptions } from '../api/get-event';
import { EventFormModal } from './EventFormModal';

// jsdom has no `document.fonts`, which the auto-sizing text area listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
});

const calendar = createCalendar(defaultCalendarConfig());
const rows = [{ id: 'r1', name: 'Wars', position: 0, eventCount: 1 }] as never;
const event = (version: number, name: string): EventDetail => ({
  id: 'e1',
  name,
  kind: 'instant',
  start: { year: 1000, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
  end: null,
  rowId: 'r1',
  documentIds: [],
  version,
  description: '',
  documents: [],
  createdAt: '',
  updatedAt: '',
  createdBy: null,
  updatedBy: null,
});

describe('the event form with live updates', () => {
  it("shows a newer event when nothing is unsaved, and keeps the user's edits (saying so) when something is", async () => {
    act(() => startSession(fakeToken()));
    const { fetchStub, calls } = stubFetch(() => ({ body: event(2, 'Moonfall') }));
    vi.stubGlobal('fetch', fetchStub);
    const { queryClient } = renderRoutes(
      [
        {
          path: '/',
          element: (
            <EventFormModal
              worldId="w1"
              calendar={calendar}
              rows={rows}
              target={{ mode: 'edit', eventId: 'e1' }}
              onClose={() => undefined}
            />
          ),
        },
      ],
      '/',
    );
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Moonfall');

    act(() =>
      queryClient.setQueryData(eventQueryOptions('w1', 'e1').queryKey, event(3, 'Moonrise')),
    );
    await waitFor(() => expect(name).toHaveValue('Moonrise'));
    expect(screen.queryByTestId('event-changed')).toBeNull();

    fireEvent.change(name, { target: { value: 'Moon, mine' } });
    act(() =>
      queryClient.setQueryData(eventQueryOptions('w1', 'e1').queryKey, event(4, 'Moon, theirs')),
    );
    expect(await screen.findByTestId('event-changed')).toBeInTheDocument();
    expect(name).toHaveValue('Moon, mine');

    // The save goes on from the version the form took in (3): the server refuses it and both are offered.
    fireEvent.click(screen.getByTestId('event-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect((calls.find((call) => call.method === 'PUT')!.body as { version: number }).version).toBe(
      3,
    );
  });
});
