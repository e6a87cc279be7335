import type { Browser, Page } from '@playwright/test';
import { catalogueEn } from '../../../src/client/i18n/en/index';
import { catalogueRu } from '../../../src/client/i18n/ru/index';

/** The interface languages (SPEC §9), and the catalogue a test reads its expected texts from. */
export type Lang = 'en' | 'ru';
export type Texts = typeof catalogueRu;

export function textsOf(lang: Lang): Texts {
  return lang === 'ru' ? catalogueRu : catalogueEn;
}

/** i18next-style `{{name}}` interpolation, for texts that carry a value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/**
 * Browser context options for a language. The language is stored under the
 * `language` key (SPEC §4) before the app starts, and the browser's own
 * language agrees, so nothing depends on which of the two the app reads.
 */
export function languageContextOptions(lang: Lang) {
  return { locale: lang === 'ru' ? 'ru-RU' : 'en-US' };
}

export function languageInitScript(lang: Lang): [(value: string) => void, string] {
  return [
    (value: string) => {
      // Only when nothing was chosen yet: a switch made in the UI survives a reload.
      if (window.localStorage.getItem('language') === null) {
        window.localStorage.setItem('language', value);
      }
    },
    lang,
  ];
}

/** A fresh browser context in `lang`, signed in with `token` before the app starts. */
export async function signedInPage(browser: Browser, lang: Lang, token: string): Promise<Page> {
  const context = await browser.newContext(languageContextOptions(lang));
  await context.addInitScript(...languageInitScript(lang));
  await context.addInitScript((value) => window.localStorage.setItem('access-token', value), token);
  return context.newPage();
}

/**
 * The languages a long journey runs in. Every screen is walked in both
 * languages by screens.spec.ts, and the journeys whose Russian differs in more
 * than its words (sign-up, the wiki, the timeline's messages, maps, world
 * transfer, co-editing) always run in both. The others repeat their English
 * flow word for word; they run in Russian too with E2E_ALL_LANGUAGES=1, which
 * keeps CI within its time.
 */
export const journeyLanguages: readonly Lang[] =
  process.env.E2E_ALL_LANGUAGES === '1' ? ['en', 'ru'] : ['en'];
