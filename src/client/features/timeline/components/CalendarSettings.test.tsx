import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultCalendarConfig } from '../../../../shared/calendar/calendar-config';
import { endSession, startSession } from '../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { CalendarSettings } from './CalendarSettings';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
});

const saved = { config: defaultCalendarConfig(), version: 3, updatedAt: null };

function renderSettings(
  answerPut: (body: unknown) => { status?: number; body?: unknown },
  canEdit = true,
) {
  act(() => startSession(fakeToken()));
  let latest = saved;
  const { fetchStub, calls } = stubFetch((path, body) => {
    if (body === undefined) return { body: latest };
    const answer = answerPut(body);
    if (!answer.status) latest = answer.body as typeof saved;
    return answer;
  });
  vi.stubGlobal('fetch', fetchStub);
  renderRoutes([{ path: '/', element: <CalendarSettings worldId="w1" canEdit={canEdit} /> }], '/');
  return {
    calls,
    setLatest: (next: typeof saved) => {
      latest = next;
    },
  };
}

describe('the calendar settings', () => {
  it('saves the edited calendar over the version it was opened at', async () => {
    const { calls } = renderSettings((body) => ({
      body: { ...(body as { config: object }), version: 4, updatedAt: 'now' },
    }));
    const user = userEvent.setup();
    const endYear = await screen.findByLabelText(/End year/);
    await user.clear(endYear);
    await user.type(endYear, '5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Saved: the form starts again from what the server answered, with nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(calls.at(-1)).toMatchObject({
      path: '/api/Setting/w1/Timeline',
      method: 'PUT',
      body: { version: 3, config: { endYear: 5000, startYear: 0 } },
    });
  });

  it('adds eras: the first starts with the calendar and follows its start year', async () => {
    const { calls } = renderSettings((body) => ({
      body: { ...(body as { config: object }), version: 4, updatedAt: 'now' },
    }));
    const user = userEvent.setup();
    expect(await screen.findByText('No eras yet: dates show the year alone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an era' }));
    await user.click(screen.getByRole('button', { name: 'Add an era' }));
    const firstName = screen.getByLabelText('Name of era 1');
    await user.clear(firstName);
    await user.type(firstName, 'First Age');
    await user.clear(screen.getByLabelText('Abbreviation of era 1'));
    await user.type(screen.getByLabelText('Abbreviation of era 1'), 'FA');
    await user.clear(screen.getByLabelText('Name of era 2'));
    await user.type(screen.getByLabelText('Name of era 2'), 'Second Age');
    await user.clear(screen.getByLabelText('Abbreviation of era 2'));
    await user.type(screen.getByLabelText('Abbreviation of era 2'), 'SA');
    const secondStart = screen.getByLabelText('Start year of era 2');
    await user.clear(secondStart);
    await user.type(secondStart, '1200');
    const startYear = screen.getByLabelText(/Start year/, {
      selector: '[data-testid="calendar-start-year"]',
    });
    await user.clear(startYear);
    await user.type(startYear, '5');
    expect(screen.getByLabelText('Start year of era 1')).toHaveValue('5');
    expect(screen.getAllByTestId('era-years').map((cell) => cell.textContent)).toEqual([
      '5 – 1199',
      '1200 – 3000',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: {
        config: {
          startYear: 5,
          eras: [
            { name: 'First Age', shortName: 'FA', startYear: 5 },
            { name: 'Second Age', shortName: 'SA', startYear: 1200 },
          ],
        },
      },
    });
  });

  it('refuses an era that starts before the one it follows, before anything is sent', async () => {
    const { calls } = renderSettings(() => ({ body: saved }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add an era' }));
    await user.click(screen.getByRole('button', { name: 'Add an era' }));
    await user.click(screen.getByRole('button', { name: 'Add an era' }));
    const third = screen.getByLabelText('Start year of era 3');
    await user.clear(third);
    await user.type(third, '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('An era must start after the era before it'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('shows SPEC §5 messages before anything is sent', async () => {
    const { calls } = renderSettings(() => ({ body: saved }));
    const user = userEvent.setup();
    const days = await screen.findByLabelText('Days in month 2');
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Should be more than zero')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('shows the server message that names the events in the way (4006)', async () => {
    renderSettings(() => ({
      status: 400,
      body: {
        Exceptions: [
          {
            Code: '4006',
            Message:
              'Cannot change the timeline because there are events outside these dates: The Long Night',
          },
        ],
      },
    }));
    const user = userEvent.setup();
    const startYear = await screen.findByLabelText(/Start year/);
    await user.clear(startYear);
    await user.type(startYear, '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('calendar-events-conflict');
    expect(alert).toHaveTextContent('The calendar was not saved');
    expect(alert).toHaveTextContent('events outside these dates: The Long Night');
  });

  it('offers the newer calendar or mine after a stale save (4091)', async () => {
    const stale = { status: 409, body: { Exceptions: [{ Code: '4091', Message: 'stale' }] } };
    const { setLatest } = renderSettings(() => stale);
    const user = userEvent.setup();
    const endYear = await screen.findByLabelText(/End year/);
    await user.clear(endYear);
    await user.type(endYear, '4000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('calendar-stale')).toHaveTextContent(
      'Someone else has changed this in the meantime',
    );
    setLatest({ ...saved, config: { ...saved.config, endYear: 3500 }, version: 4 });
    await user.click(screen.getByRole('button', { name: 'Load their calendar' }));
    expect(await screen.findByDisplayValue('3500')).toBeInTheDocument();
    expect(screen.queryByTestId('calendar-stale')).not.toBeInTheDocument();
  });

  it('reads the calendar without a form for members who are not the owner', async () => {
    renderSettings(() => ({ body: saved }), false);
    expect(
      await screen.findByText('Only the owner of the world can change its calendar.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText('January')).toBeInTheDocument();
    expect(screen.getByText('No eras yet: dates show the year alone.')).toBeInTheDocument();
  });
});
