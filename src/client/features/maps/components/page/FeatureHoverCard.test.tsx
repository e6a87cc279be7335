import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../../tests/kits/client/render-app';
import { endSession, startSession } from '../../../../lib/session';
import type { MapFeature } from '../../../../../shared/schemas/map';
import { draftFeature } from './feature-values';
import { FeatureHoverCard, previewDelayMs } from './FeatureHoverCard';

beforeEach(() => act(() => startSession(fakeToken())));
afterEach(() => {
  act(() => endSession('logout'));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pin = (id: string, documentId: string | null): MapFeature => ({
  ...draftFeature({ kind: 'pin', point: [1, 1] }, null),
  id,
  name: `Pin ${id}`,
  documentId,
  document: documentId ? { id: documentId, name: `Doc ${documentId}`, type: 'location' } : null,
  version: 1,
});

const preview = (id: string) => ({
  id,
  name: `Doc ${id}`,
  type: 'location',
  excerpt: `The start of ${id}.`,
  cover: id === 'd3' ? { imageId: 'i1', name: 'Harbour', thumbUrl: '/files/i1.thumb.webp' } : null,
});

function renderCard(first: MapFeature) {
  let show: (feature: MapFeature) => void = () => undefined;
  function Harness() {
    const [feature, setFeature] = useState(first);
    show = setFeature;
    return <FeatureHoverCard worldId="w1" feature={feature} />;
  }
  renderRoutes([{ path: '/', element: <Harness /> }], '/');
  return (feature: MapFeature) => act(() => show(feature));
}

describe('the hover card', () => {
  it('fetches only the document the pointer rests on, then shows its cover and excerpt', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetchStub, calls } = stubFetch((path) => ({
      body: preview(/Documents\/(\w+)\/Preview/.exec(path)![1]!),
    }));
    vi.stubGlobal('fetch', fetchStub);
    const hover = renderCard(pin('p1', 'd1'));
    // The pointer sweeps over two more pins before it rests.
    await act(() => vi.advanceTimersByTimeAsync(previewDelayMs / 2));
    hover(pin('p2', 'd2'));
    await act(() => vi.advanceTimersByTimeAsync(previewDelayMs / 2));
    hover(pin('p3', 'd3'));
    expect(screen.getByTestId('map-hover-loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(previewDelayMs));
    // vi.waitFor moves the fake clock on while it checks.
    await vi.waitFor(() =>
      expect(screen.getByTestId('map-hover-excerpt')).toHaveTextContent('The start of d3.'),
    );
    expect(screen.getByTestId('map-hover-cover')).toHaveAttribute('src', '/files/i1.thumb.webp');
    expect(screen.getByText('Location · Doc d3')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/Setting/w1/Documents/d3/Preview']);
  });

  it('shows a cached preview at once and asks nothing for a free label', async () => {
    const { fetchStub, calls } = stubFetch((path) => ({
      body: preview(/Documents\/(\w+)\/Preview/.exec(path)![1]!),
    }));
    vi.stubGlobal('fetch', fetchStub);
    const hover = renderCard(pin('p1', 'd1'));
    expect(await screen.findByTestId('map-hover-excerpt')).toHaveTextContent('The start of d1.');
    hover(pin('p9', null));
    expect(screen.queryByTestId('map-hover-loading')).toBeNull();
    expect(screen.getByText('Pin p9')).toBeInTheDocument();
    hover(pin('p1', 'd1'));
    expect(screen.getByTestId('map-hover-excerpt')).toHaveTextContent('The start of d1.');
    expect(calls).toHaveLength(1);
  });
});
