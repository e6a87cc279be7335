import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DialogTranslations } from '../../../../shared/schemas/dialog-localization';
import { endSession, startSession } from '../../../lib/session';
import { fakeToken, stubFetch } from '../../../../../tests/kits/client/render-app';
import {
  playLanguageOptions,
  rememberedLanguage,
  translationMap,
  usePlayLanguage,
  useSandboxLanguages,
} from './use-play-language';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  act(() => endSession('logout'));
});

const languages = (targets: string[]) => ({
  sourceLanguage: 'en',
  languages: targets,
  lineCharLimit: null,
  choiceCharLimit: null,
});

const translations: DialogTranslations = {
  language: 'ru',
  counts: { lines: 3, translated: 1, stale: 1, missing: 1 },
  lines: [
    { lineId: 'l1', target: 'Привет', status: 'translated' as const },
    { lineId: 'l2', target: 'Старый перевод', status: 'stale' as const },
    { lineId: 'l3', target: null, status: 'missing' as const },
  ].map((line) => ({
    ...line,
    nodeId: 'n',
    choiceId: null,
    source: 'source',
    speakerName: '',
    charLimit: null,
  })),
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('the play language', () => {
  it('offers the source first, then the target languages, each with its code', () => {
    expect(playLanguageOptions(languages(['ru', 'de']), 'en')).toEqual([
      { value: 'en', label: 'English (en)' },
      { value: 'ru', label: 'Russian (ru)' },
      { value: 'de', label: 'German (de)' },
    ]);
  });

  it('plays stale translations and leaves untranslated lines out, so they show the source', () => {
    expect([...translationMap(translations).entries()]).toEqual([
      ['l1', 'Привет'],
      ['l2', 'Старый перевод'],
    ]);
  });

  it('forgets a remembered language the world no longer has', () => {
    window.localStorage.setItem('dialog-play-language:w1', 'de');
    expect(rememberedLanguage('w1', languages(['ru']))).toBe('en');
    window.localStorage.setItem('dialog-play-language:w1', 'ru');
    expect(rememberedLanguage('w1', languages(['ru']))).toBe('ru');
  });

  it('offers no choice when the world has no target languages', async () => {
    act(() => startSession(fakeToken()));
    const { fetchStub, calls } = stubFetch(() => ({ body: languages([]) }));
    vi.stubGlobal('fetch', fetchStub);
    const { result } = renderHook(() => usePlayLanguage('w1', 'd1'), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(result.current).toBeNull();
  });

  it('loads the translations of the chosen language and remembers the choice for the world', async () => {
    act(() => startSession(fakeToken()));
    const { fetchStub, calls } = stubFetch((path) => ({
      body: path.includes('/Translations') ? translations : languages(['ru']),
    }));
    vi.stubGlobal('fetch', fetchStub);
    const { result } = renderHook(() => usePlayLanguage('w1', 'd1'), { wrapper });
    await waitFor(() => expect(result.current?.value).toBe('en'));
    expect(result.current?.translations).toBeNull();

    act(() => result.current?.onChange('ru'));
    await waitFor(() => expect(result.current?.translations?.get('l1')).toBe('Привет'));
    expect(calls.map((call) => call.path)).toContain(
      '/api/Setting/w1/Dialogs/d1/Translations?language=ru',
    );
    expect(window.localStorage.getItem('dialog-play-language:w1')).toBe('ru');

    const again = renderHook(() => usePlayLanguage('w1', 'd1'), { wrapper });
    await waitFor(() => expect(again.result.current?.value).toBe('ru'));
  });

  it('offers the sandbox its source text and the languages uploaded to it', () => {
    const uploaded = { ru: { 'sandbox-n1': 'Стой!' } };
    const { result } = renderHook(() => useSandboxLanguages(uploaded, 'sandbox'));
    expect(result.current.play?.options.map((option) => option.value)).toEqual(['', 'ru']);
    act(() => result.current.play?.onChange('ru'));
    expect(result.current.play?.translations?.get('sandbox-n1')).toBe('Стой!');
    expect(renderHook(() => useSandboxLanguages({}, 'sandbox')).result.current.play).toBeNull();
  });
});
