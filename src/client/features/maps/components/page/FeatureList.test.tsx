import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../../../tests/kits/client/render-app';
import type { MapFeature, MapLayer } from '../../../../../shared/schemas/map';
import { draftFeature } from './feature-values';
import { FeatureList } from './FeatureList';

const place = (index: number, layerId: string | null = null): MapFeature => ({
  ...draftFeature({ kind: 'pin', point: [index, index] }, layerId),
  id: `f-${index}`,
  name: `Place ${String(index).padStart(4, '0')}`,
  version: 1,
});
const secretLayer: MapLayer = {
  id: 'gm',
  name: 'GM notes',
  secret: true,
  visible: true,
  visibility: null,
  position: 0,
  version: 1,
};

// jsdom lays nothing out: the list box is 400 px high and every row 50 px.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const height = this.tagName === 'LI' ? 50 : 400;
    return {
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 300,
      bottom: height,
      width: 300,
      height,
    } as DOMRect;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.tagName === 'LI' ? 50 : 400;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
});
afterEach(() => vi.restoreAllMocks());

function renderList(features: MapFeature[], layers: MapLayer[] = []) {
  const onPick = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: <FeatureList features={features} layers={layers} canEdit onPick={onPick} />,
      },
    ],
    '/',
  );
  return onPick;
}

describe('the place list', () => {
  it('renders only the rows in view of 5,000 places and says how many there are', async () => {
    renderList(Array.from({ length: 5000 }, (_, index) => place(4999 - index)));
    const list = await screen.findByTestId('map-feature-list');
    const rows = within(list).getAllByTestId('map-feature-item');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('data-feature-id', 'f-0');
    expect(list).toHaveAttribute('data-count', '5000');
    expect(list.querySelector('li')).toHaveAttribute('aria-setsize', '5000');
    expect(list.querySelector('li')).toHaveAttribute('aria-posinset', '1');
  });

  it('orders names as a reader counts, in its first rows and when searched', async () => {
    const named = (index: number, name: string): MapFeature => ({ ...place(index), name });
    renderList(Array.from({ length: 300 }, (_, index) => named(index, `Tower ${300 - index}`)));
    await screen.findByRole('button', { name: /Tower 1 on/ });
    const names = () =>
      screen.getAllByTestId('map-feature-item').map((row) => row.getAttribute('aria-label'));
    expect(names().slice(0, 3)).toEqual([1, 2, 3].map((n) => `Show Tower ${n} on the map`));
    await userEvent.type(screen.getByTestId('map-feature-search'), 'tower 30');
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(names()).toEqual(['Show Tower 30 on the map', 'Show Tower 300 on the map']);
  });

  it('finds a place by name and flies to the first match on Enter', async () => {
    const onPick = renderList(Array.from({ length: 5000 }, (_, index) => place(index)));
    const search = await screen.findByTestId('map-feature-search');
    await userEvent.type(search, 'Place 4321{Enter}');
    expect(onPick).toHaveBeenCalledWith('f-4321');
    expect(screen.getAllByTestId('map-feature-item')).toHaveLength(1);
  });

  it('moves between rows with the arrow keys, End and Home, one row in the tab order', async () => {
    const onPick = renderList(Array.from({ length: 12 }, (_, index) => place(index)));
    const search = await screen.findByTestId('map-feature-search');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const first = screen.getAllByTestId('map-feature-item')[0]!;
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(screen.getByRole('button', { name: /Place 0001/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    const last = await screen.findByRole('button', { name: /Place 0011/ });
    expect(last).toHaveFocus();
    expect(screen.getAllByTestId('map-feature-item').filter((row) => row.tabIndex === 0)).toEqual([
      last,
    ]);
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('f-11');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(await screen.findByRole('button', { name: /Place 0000/ })).toHaveFocus();
  });

  it('marks a place on a secret layer, to the eye and to a screen reader', async () => {
    renderList([place(1, 'gm'), place(2)], [secretLayer]);
    const row = await screen.findByRole('button', { name: /Place 0001.*secret layer/ });
    expect(within(row).getByLabelText(/Secret/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Place 0002 on the map' })).toBeVisible();
  });
});
