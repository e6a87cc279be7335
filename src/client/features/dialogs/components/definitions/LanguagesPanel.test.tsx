import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DialogLanguages } from '../../../../../shared/schemas/dialog-localization';
import { changeLanguage } from '../../../../lib/i18n';
import { endSession, startSession } from '../../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../../tests/kits/client/render-app';
import { LanguagesPanel } from './LanguagesPanel';

const saved: DialogLanguages = {
  sourceLanguage: 'en',
  languages: ['ru'],
  lineCharLimit: null,
  choiceCharLimit: 80,
};

function serve() {
  const { fetchStub, calls } = stubFetch((path, body) =>
    path.endsWith('/DialogLanguages') ? { body: body ?? saved } : { status: 404 },
  );
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

const renderPanel = (canEdit: boolean) =>
  renderRoutes([{ path: '/', element: <LanguagesPanel worldId="w1" canEdit={canEdit} /> }], '/');

beforeEach(() => {
  // Mantine's combobox scrolls to the option it selects; jsdom has no layout.
  Element.prototype.scrollIntoView ??= () => undefined;
  act(() => startSession(fakeToken()));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
  await act(() => changeLanguage('en'));
});

describe('the dialog languages of a world', () => {
  it('adds a language from the list and a code typed in, and saves them with the limits', async () => {
    const calls = serve();
    renderPanel(true);
    const targets = await screen.findByLabelText('Target languages', { selector: 'input' });
    expect(screen.getByLabelText('Source language', { selector: 'input' })).toHaveValue(
      'English (en)',
    );
    expect(
      screen.getByText('Russian (ru)', { selector: '.mantine-Pill-label' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.click(targets);
    await userEvent.type(targets, 'Germ');
    const offered = () => screen.getByRole('listbox', { name: 'Target languages', hidden: true });
    await userEvent.click(
      await within(offered()).findByRole('option', { name: 'German (de)', hidden: true }),
    );
    // A code the list does not hold is offered as typed.
    await userEvent.type(targets, 'pt-PT');
    await userEvent.click(
      await within(offered()).findByRole('option', { name: /pt-PT/, hidden: true }),
    );

    const lineLimit = screen.getByLabelText('Character limit of a line', { selector: 'input' });
    await userEvent.type(lineLimit, '120');
    await userEvent.clear(
      screen.getByLabelText('Character limit of an option', { selector: 'input' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      sourceLanguage: 'en',
      languages: ['ru', 'de', 'pt-PT'],
      lineCharLimit: 120,
      choiceCharLimit: null,
    });
  });

  it('drops a target language that becomes the source', async () => {
    const calls = serve();
    renderPanel(true);
    const source = await screen.findByLabelText('Source language', { selector: 'input' });
    await userEvent.click(source);
    await userEvent.click(
      await screen.findByRole('option', { name: 'Russian (ru)', hidden: true }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      sourceLanguage: 'ru',
      languages: [],
    });
  });

  it('shows a viewer the languages and limits without a way to change them', async () => {
    serve();
    renderPanel(false);
    expect(await screen.findByTestId('source-language')).toHaveTextContent('English (en)');
    expect(screen.getAllByTestId('target-language').map((badge) => badge.textContent)).toEqual([
      'Russian (ru)',
    ]);
    const panel = screen.getByTestId('languages-panel');
    expect(within(panel).getByText('80')).toBeInTheDocument();
    expect(within(panel).getByText('No limit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('names the languages in Russian for a Russian reader', async () => {
    await act(() => changeLanguage('ru'));
    serve();
    renderPanel(false);
    expect(await screen.findByTestId('source-language')).toHaveTextContent('Английский (en)');
    expect(screen.getByTestId('target-language')).toHaveTextContent('Русский (ru)');
  });
});
