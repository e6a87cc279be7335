import { sharedMessagesEn, type SharedMessages } from './messages.en';
import { sharedMessagesRu } from './messages.ru';
import type { Language } from './languages';

const catalogues: Record<Language, SharedMessages> = { en: sharedMessagesEn, ru: sharedMessagesRu };

/**
 * Looks up a dotted key such as `VALIDATION.EMAIL_REQUIRED` in the shared
 * catalogue; falls back to English, then to the key itself.
 */
export function translateShared(lang: Language, key: string): string {
  return lookup(catalogues[lang], key) ?? lookup(catalogues.en, key) ?? key;
}

function lookup(catalogue: SharedMessages, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of splitKey(key)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `SERVER_ERROR.401_2` splits into two parts; only the first dot separates the namespace. */
function splitKey(key: string): string[] {
  const dot = key.indexOf('.');
  return dot < 0 ? [key] : [key.slice(0, dot), key.slice(dot + 1)];
}
