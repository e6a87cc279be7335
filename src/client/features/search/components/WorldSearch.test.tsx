import { act, screen, waitFor } from '@testing-library/react';
// jsdom lays nothing out, so the dropdown counts as detached from its field and is
// styled hidden; the queries below look past that with `hidden: true`.
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { WorldSearch } from './WorldSearch';

const world = { id: 'w1', ownerUserName: 'mira', urlName: 'isles' };

const hits = [
  {
    kind: 'document',
    id: 'd1',
    title: 'Harbour of Vel',
    titleMarked: '\u0002Harbour\u0003 of Vel',
    snippet: 'The <b>old</b> \u0002harbour\u0003 wall',
  },
  {
    kind: 'event',
    id: 'e1',
    title: 'Storm',
    titleMarked: 'Storm',
    snippet: 'A storm hit the \u0002harbour\u0003',
  },
  {
    kind: 'document',
    id: 'd2',
    title: 'Harbourmaster',
    titleMarked: '\u0002Harbourmaster\u0003',
    snippet: '',
  },
];

function renderSearch() {
  return renderRoutes(
    [
      { path: '/mira/isles/world', element: <WorldSearch world={world} withHotkey /> },
      { path: '/mira/isles/documents/:id', element: <p>document page</p> },
      { path: '/mira/isles/timeline', element: <p>timeline page</p> },
    ],
    '/mira/isles/world',
  );
}

beforeAll(() => {
  // jsdom has no layout; the options list scrolls the chosen option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
});
beforeEach(() => act(() => startSession(fakeToken())));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
});

describe('the world search', () => {
  it('asks once the typing pauses, groups the hits and highlights the matches as text', async () => {
    const { fetchStub, calls } = stubFetch(() => ({ body: { items: hits } }));
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderSearch();

    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'harbour');
    const options = await screen.findAllByRole('option', { hidden: true });
    // Typing seven letters within the debounce sends one request, for the whole word.
    expect(calls.map((call) => call.path)).toEqual([
      '/api/Setting/w1/Search?query=harbour&limit=20',
    ]);
    expect(
      screen.getAllByRole('group', { hidden: true }).map((group) => group.firstChild?.textContent),
    ).toEqual(['Documents', 'Events']);
    // Ranked d1, e1, d2: the documents' group comes first because it holds the best hit.
    expect(options.map((option) => option.textContent)).toEqual([
      'Harbour of VelThe <b>old</b> harbour wall',
      'Harbourmaster',
      'StormA storm hit the harbour',
    ]);
    const marks = options[0]!.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['Harbour', 'harbour']);
    // The server's text is never parsed as HTML.
    expect(options[0]!.querySelector('b')).toBeNull();
  });

  it('moves with the arrows and opens the chosen result with Enter', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ body: { items: hits } })).fetchStub);
    const user = userEvent.setup();
    const { router } = renderSearch();

    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'harbour');
    await screen.findAllByRole('option', { hidden: true });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByText('timeline page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mira/isles/timeline');
  });

  it('opens the best result on Enter when none is chosen', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ body: { items: hits } })).fetchStub);
    const user = userEvent.setup();
    const { router } = renderSearch();

    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'harbour');
    await screen.findAllByRole('option', { hidden: true });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mira/isles/documents/d1'));
  });

  it('says when nothing matched, and Ctrl+K brings the focus back', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ body: { items: [] } })).fetchStub);
    const user = userEvent.setup();
    renderSearch();

    const field = screen.getByRole('combobox', { name: 'Search' });
    await user.type(field, 'zzz');
    expect(await screen.findByTestId('search-empty')).toHaveTextContent('Nothing found for “zzz”.');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    field.blur();
    await user.keyboard('{Control>}k{/Control}');
    expect(field).toHaveFocus();
  });

  it('shows the Ctrl K hint where there is a keyboard, and none on a phone or touch screen', () => {
    const mediaWith = (matches: boolean) => (media: string) =>
      ({
        matches,
        media,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    vi.stubGlobal('matchMedia', mediaWith(false));
    const { unmount } = renderSearch();
    expect(screen.getByText('Ctrl K')).toBeInTheDocument();
    unmount();

    // The search asks "touch first, or phone-narrow?": a phone answers yes.
    vi.stubGlobal('matchMedia', mediaWith(true));
    renderSearch();
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByText('Ctrl K')).toBeNull();
  });
});
