import { describe, expect, it } from 'vitest';
import { isLanguageCode, languageLabel, languageOptions } from './language-names';

describe('language names', () => {
  it('names a language in the interface language, always with its code', () => {
    expect(languageLabel('ru', 'en')).toBe('Russian (ru)');
    expect(languageLabel('de', 'ru')).toBe('Немецкий (de)');
    expect(languageLabel('pt-BR', 'en')).toBe('Brazilian Portuguese (pt-BR)');
    // A code the browser has no name for is shown as it is.
    expect(languageLabel('qaa', 'en')).toBe('qaa');
  });

  it('takes the codes the server takes', () => {
    expect(['ru', 'pt-BR', 'zh-Hant-TW', 'tlh', 'es-419'].every(isLanguageCode)).toBe(true);
    expect(['', 'RU', 'russian', 'pt_BR', 'x'].some(isLanguageCode)).toBe(false);
  });

  it('offers the common languages, the chosen ones and a code being typed, by name', () => {
    const offered = languageOptions('en', ['qab'], ' pt-PT ').map((option) => option.value);
    expect(offered).toEqual(expect.arrayContaining(['en', 'ru', 'qab', 'pt-PT']));
    expect(new Set(offered).size).toBe(offered.length);
    expect(languageOptions('en', [], 'Russian').map((option) => option.value)).not.toContain(
      'Russian',
    );
    const names = languageOptions('en', []).map((option) => option.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
