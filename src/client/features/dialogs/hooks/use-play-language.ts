import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  DialogLanguages,
  DialogTranslations,
} from '../../../../shared/schemas/dialog-localization';
import { readStorage, writeStorage } from '../../../lib/storage';
import { dialogLanguagesQueryOptions, dialogTranslationsQueryOptions } from '../api/localization';
import { languageLabel } from '../model/language-names';

/** A language the player or an export can use: its code and its name in the UI's language. */
export interface LanguageOption {
  value: string;
  label: string;
}

/** What the player needs to play in a chosen language. */
export interface PlayLanguage {
  /** The source language first, then the target languages. */
  options: LanguageOption[];
  value: string;
  onChange: (language: string) => void;
  /** Line id → translated text for the chosen language; null for the source (or while loading). */
  translations: ReadonlyMap<string, string> | null;
  /** The dialog the line ids belong to. */
  dialogId: string;
}

/** What the export menu needs to write a dialog in a chosen language. */
export interface ExportLanguages {
  options: LanguageOption[];
  source: string;
  /** A dialog's translations in a target language, for files written in the browser. */
  translations: (dialogId: string, language: string) => Promise<ReadonlyMap<string, string>>;
}

/** The source language first, then the target languages, named in the UI's language. */
export function playLanguageOptions(
  languages: Pick<DialogLanguages, 'sourceLanguage' | 'languages'>,
  uiLanguage: string,
): LanguageOption[] {
  return [languages.sourceLanguage, ...languages.languages].map((code) => ({
    value: code,
    label: languageLabel(code, uiLanguage),
  }));
}

/** The translated texts of a Translations answer; untranslated lines are absent (the player shows the source). */
export function translationMap(answer: Pick<DialogTranslations, 'lines'>): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of answer.lines) if (line.target) map.set(line.lineId, line.target);
  return map;
}

/** Where the choice is remembered: per world, or `sandbox` for the sandbox. */
const storageKey = (scope: string) => `dialog-play-language:${scope}`;

/** The remembered choice when it is still one of the target languages; else the source. */
export function rememberedLanguage(
  scope: string,
  languages: Pick<DialogLanguages, 'sourceLanguage' | 'languages'>,
): string {
  const stored = readStorage(storageKey(scope));
  return stored && languages.languages.includes(stored) ? stored : languages.sourceLanguage;
}

/** The chosen language among these (null while they load), remembered in this browser. */
function useLanguageChoice(
  scope: string,
  languages: Pick<DialogLanguages, 'sourceLanguage' | 'languages'> | undefined,
) {
  const [chosen, setChosen] = useState<string | null>(null);
  const value = languages
    ? chosen !== null && [languages.sourceLanguage, ...languages.languages].includes(chosen)
      ? chosen
      : rememberedLanguage(scope, languages)
    : null;
  const onChange = useCallback(
    (language: string) => {
      setChosen(language);
      writeStorage(storageKey(scope), language);
    },
    [scope],
  );
  return { value, onChange };
}

/**
 * The language the player plays a world's dialog in: the source or one of the
 * world's target languages, remembered per world in this browser. Null when the
 * world has no target languages (the player then shows no choice).
 */
export function usePlayLanguage(worldId: string, dialogId: string): PlayLanguage | null {
  const { i18n } = useTranslation();
  const languages = useQuery(dialogLanguagesQueryOptions(worldId));
  const { value, onChange } = useLanguageChoice(worldId, languages.data);
  const target = value !== null && value !== languages.data?.sourceLanguage ? value : null;
  const translations = useQuery({
    ...dialogTranslationsQueryOptions(worldId, dialogId, target ?? ''),
    select: translationMap,
    enabled: target !== null,
  });
  const options = useMemo(
    () => (languages.data ? playLanguageOptions(languages.data, i18n.language) : []),
    [languages.data, i18n.language],
  );
  const map = target !== null ? (translations.data ?? null) : null;
  return useMemo(
    () =>
      value !== null && options.length > 1
        ? { options, value, onChange, translations: map, dialogId }
        : null,
    [value, options, onChange, map, dialogId],
  );
}

/** The export menu's languages for a world's dialogs; null when the world has no target languages. */
export function useExportLanguages(worldId: string): ExportLanguages | null {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const languages = useQuery(dialogLanguagesQueryOptions(worldId));
  return useMemo(() => {
    if (!languages.data || languages.data.languages.length === 0) return null;
    return {
      options: playLanguageOptions(languages.data, i18n.language),
      source: languages.data.sourceLanguage,
      translations: async (dialogId: string, language: string) =>
        translationMap(
          await queryClient.fetchQuery({
            ...dialogTranslationsQueryOptions(worldId, dialogId, language),
            staleTime: 0,
          }),
        ),
    };
  }, [languages.data, i18n.language, queryClient, worldId]);
}

/**
 * The sandbox's languages: its source text (which has no language code: '')
 * and the languages of the translations uploaded to it.
 */
export function useSandboxLanguages(
  translations: Readonly<Record<string, Readonly<Record<string, string>>>>,
  dialogId: string,
): { play: PlayLanguage | null; export: ExportLanguages | null } {
  const { t, i18n } = useTranslation();
  const codes = useMemo(() => Object.keys(translations).sort(), [translations]);
  const languages = useMemo(() => ({ sourceLanguage: '', languages: codes }), [codes]);
  const { value, onChange } = useLanguageChoice('sandbox', languages);
  const options = useMemo(
    () => [
      { value: '', label: t('DIALOGS.SANDBOX.SOURCE_TEXT') },
      ...codes.map((code) => ({ value: code, label: languageLabel(code, i18n.language) })),
    ],
    [codes, t, i18n.language],
  );
  const chosen = value ? translations[value] : undefined;
  const map = useMemo(() => (chosen ? new Map(Object.entries(chosen)) : null), [chosen]);
  return useMemo(() => {
    if (codes.length === 0 || value === null) return { play: null, export: null };
    return {
      play: { options, value, onChange, translations: map, dialogId },
      export: {
        options,
        source: '',
        translations: (_dialogId: string, language: string) =>
          Promise.resolve(new Map(Object.entries(translations[language] ?? {}))),
      },
    };
  }, [codes, value, options, onChange, map, dialogId, translations]);
}
