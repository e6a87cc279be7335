import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { EventMapPlaces } from './EventMapPlaces';

beforeEach(() => startSession(fakeToken()));
afterEach(() => {
  endSession('logout');
  vi.unstubAllGlobals();
});

const placeHref = (mapId: string, featureId: string) => `/maps/${mapId}?feature=${featureId}`;

function renderPlaces() {
  return renderRoutes(
    [
      {
        path: '/timeline',
        element: <EventMapPlaces worldId="w1" eventId="e1" placeHref={placeHref} />,
      },
      { path: '/maps/:mapId', element: <p>map page</p> },
    ],
    '/timeline',
  );
}

describe('an event’s places on maps', () => {
  it('lists each place as a link to it on its map', async () => {
    const { fetchStub, calls } = stubFetch(() => ({
      body: [
        { mapId: 'm1', mapName: 'Realm', featureId: 'f1', kind: 'pin', name: 'The ford' },
        { mapId: 'm2', mapName: 'Old coast', featureId: 'f2', kind: 'region', name: '' },
      ],
    }));
    vi.stubGlobal('fetch', fetchStub);
    const { router } = renderPlaces();

    const links = await screen.findAllByTestId('event-map-place');
    expect(links.map((link) => link.textContent)).toEqual(['The ford on Realm', 'Old coast']);
    expect(calls[0]?.path).toBe('/api/Setting/w1/Events/e1/MapPlaces');
    await userEvent.setup().click(links[0]!);
    expect(router.state.location.pathname).toBe('/maps/m1');
    expect(router.state.location.search).toBe('?feature=f1');
  });

  it('says so when no place shows the event', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ body: [] })).fetchStub);
    renderPlaces();
    expect(await screen.findByText('No place on a map shows this event.')).toBeInTheDocument();
  });
});
