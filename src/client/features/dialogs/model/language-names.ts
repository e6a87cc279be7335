import { dialogLanguagePattern } from '../../../../shared/schemas/dialog-localization';

/**
 * Languages offered when a world picks its dialog languages; any other code
 * (BCP 47, e.g. `tlh` or `pt-BR`) can be typed in.
 */
export const commonLanguages = [
  'en',
  'ru',
  'de',
  'fr',
  'es',
  'es-419',
  'it',
  'pt',
  'pt-BR',
  'pl',
  'uk',
  'be',
  'cs',
  'sk',
  'hu',
  'ro',
  'bg',
  'sr',
  'hr',
  'el',
  'tr',
  'nl',
  'sv',
  'da',
  'nb',
  'fi',
  'et',
  'lv',
  'lt',
  'ka',
  'hy',
  'kk',
  'ar',
  'he',
  'fa',
  'hi',
  'th',
  'vi',
  'id',
  'ms',
  'ja',
  'ko',
  'zh-Hans',
  'zh-Hant',
] as const;

/** A code of the shape the server takes (`ru`, `pt-BR`, `zh-Hant-TW`). */
export function isLanguageCode(code: string): boolean {
  return dialogLanguagePattern.test(code);
}

/** The language's name in the interface language (`Russian`, `русский`), or null when the browser does not know it. */
export function languageName(code: string, uiLanguage: string): string | null {
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language', fallback: 'none' }).of(
      code,
    );
    if (!name || name === code) return null;
    // Russian names come in lower case (`русский`); a name on its own starts with a capital.
    return name.charAt(0).toLocaleUpperCase(uiLanguage) + name.slice(1);
  } catch {
    return null;
  }
}

/** `Russian (ru)`: the name when known, always the code (translators and files use the code). */
export function languageLabel(code: string, uiLanguage: string): string {
  const name = languageName(code, uiLanguage);
  return name ? `${name} (${code})` : code;
}

/**
 * Options for a language picker: the common languages, those already chosen,
 * and what is being typed when it is a code of its own; sorted by name.
 */
export function languageOptions(
  uiLanguage: string,
  chosen: readonly string[],
  typed = '',
): { value: string; label: string }[] {
  const code = typed.trim();
  const codes = new Set<string>([...commonLanguages, ...chosen]);
  if (isLanguageCode(code)) codes.add(code);
  const collator = new Intl.Collator(uiLanguage);
  return [...codes]
    .map((value) => ({ value, label: languageLabel(value, uiLanguage) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
