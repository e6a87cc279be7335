import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { endSession, startSession } from '../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { SummaryCards } from './SummaryCards';

const world = { id: 'w1', ownerUserName: 'mira', urlName: 'isles' };

function renderCards(counts: Record<string, number>) {
  vi.stubGlobal('fetch', stubFetch(() => ({ body: { counts } })).fetchStub);
  return renderRoutes([{ path: '/', element: <SummaryCards world={world} /> }], '/');
}

beforeEach(() => act(() => startSession(fakeToken())));
afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
  await act(() => changeLanguage('en'));
});

describe('the dashboard counts', () => {
  it('show the stories first, linking to the stories section, in the order of SPEC §2.4', async () => {
    renderCards({
      documents: 3,
      events: 0,
      images: 2,
      relations: 1,
      stories: 4,
      dialogs: 5,
      tags: 2,
      members: 2,
    });
    const list = await screen.findByRole('list', { name: 'What the world holds' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '4Stories',
      '5Dialogs',
      '3Documents',
      '0Events',
      '2Images',
      '1Relations',
    ]);
    expect(within(list).getByTestId('summary-stories')).toHaveAttribute(
      'href',
      '/mira/isles/stories',
    );
  });

  it('name each card by its visible text, in both languages (axe label-content-name-mismatch)', async () => {
    await act(() => changeLanguage('ru'));
    renderCards({ stories: 1, documents: 21 });
    const stories = await screen.findByTestId('summary-stories');
    expect(stories).not.toHaveAttribute('aria-label');
    expect(stories).toHaveAccessibleName('1 Сюжеты');
    expect(screen.getByTestId('summary-documents')).toHaveAccessibleName('21 Документы');
  });
});
