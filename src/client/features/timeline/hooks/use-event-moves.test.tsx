import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DateParts } from '../../../../shared/calendar/calendar-config';
import type { EventDetail, EventList, EventSummary } from '../../../../shared/schemas/timeline';
import { endSession, startSession } from '../../../lib/session';
import { fakeToken, stubFetch } from '../../../../../tests/kits/client/render-app';
import { eventsQueryOptions } from '../api/get-events';
import { useEventMoves } from './use-event-moves';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
});

const day = (year: number): DateParts => ({
  year,
  month: 1,
  day: 1,
  hour: 0,
  minute: 0,
  second: 0,
});
const summary = (version: number, year: number): EventSummary => ({
  id: 'e1',
  name: 'Moonfall',
  kind: 'instant',
  start: day(year),
  end: null,
  rowId: 'r1',
  documentIds: [],
  version,
});
const detailOf = (event: EventSummary): EventDetail => ({
  ...event,
  description: '',
  documents: [],
  createdAt: '',
  updatedAt: '',
  createdBy: null,
  updatedBy: null,
});

function setUp(listed: EventSummary, answer: Parameters<typeof stubFetch>[0]) {
  act(() => startSession(fakeToken()));
  const { fetchStub, calls } = stubFetch(answer);
  vi.stubGlobal('fetch', fetchStub);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData<EventList>(eventsQueryOptions('w1').queryKey, {
    items: [listed],
    documents: [],
    total: 1,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useEventMoves('w1'), { wrapper });
  const shown = () =>
    queryClient.getQueryData<EventList>(eventsQueryOptions('w1').queryKey)?.items[0];
  return { result, calls, shown, queryClient };
}

const puts = (calls: { method: string; body: unknown }[]) =>
  calls
    .filter((call) => call.method === 'PUT')
    .map((call) => (call.body as { version: number }).version);

describe('moves on the timeline canvas, with live updates', () => {
  it('saves a drag on the version it began with', async () => {
    const { result, calls, shown } = setUp(summary(2, 1000), (path, body) =>
      body ? { body: detailOf({ ...summary(3, 1005) }) } : { body: detailOf(summary(2, 1000)) },
    );
    await act(() => result.current.move('e1', day(1005), null, 2));
    expect(puts(calls)).toEqual([2]);
    expect(shown()?.start.year).toBe(1005);
  });

  it('refuses to overwrite a change someone made while the user dragged: their dates come back and the user is told', async () => {
    // The list already holds their version 3 (a live update arrived mid-drag); the drag began on version 2.
    const { result, calls, shown } = setUp(summary(3, 1100), (path, body) =>
      body
        ? { status: 409, body: { Exceptions: [{ Code: '4091', Message: 'stale' }] } }
        : { body: detailOf(summary(3, 1100)) },
    );
    let saved = true;
    await act(async () => {
      saved = await result.current.move('e1', day(1005), null, 2);
    });
    expect(saved).toBe(false);
    expect(puts(calls)).toEqual([2]);
    expect(shown()?.start.year).toBe(1100);
    expect(result.current.canUndo).toBe(false);
  });

  it("does not count the user's own earlier move as someone else's: a second drag of the same event saves on the new version", async () => {
    let version = 2;
    const { result, calls } = setUp(summary(2, 1000), (path, body) => {
      if (!body) return { body: detailOf(summary(version, 1000)) };
      const sent = (body as { version: number }).version;
      if (sent !== version)
        return { status: 409, body: { Exceptions: [{ Code: '4091', Message: 'stale' }] } };
      version += 1;
      return {
        body: detailOf({ ...summary(version, 1000), start: (body as { start: DateParts }).start }),
      };
    });
    // Both drags began before the first save answered: both on version 2.
    await act(() =>
      Promise.all([
        result.current.move('e1', day(1005), null, 2),
        result.current.move('e1', day(1010), null, 2),
      ]),
    );
    expect(puts(calls)).toEqual([2, 3]);
    // Undo goes on from the version the last move made.
    await act(() => result.current.undo());
    expect(puts(calls)).toEqual([2, 3, 4]);
  });
});
