export const languages = ['en', 'ru'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** SPEC §4: anything other than en or ru becomes en. Accepts "ru-RU" style tags. */
export function toLanguage(value: string | null | undefined): Language {
  const base = (value ?? '').trim().toLowerCase().slice(0, 2);
  return base === 'ru' ? 'ru' : defaultLanguage;
}
