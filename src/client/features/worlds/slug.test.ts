// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { worldUrlField } from '../../../shared/schemas/fields';
import { maxUrlNameLength, suggestUrlName } from './slug';

describe('suggestUrlName', () => {
  it('turns a name into small Latin words joined by "-"', () => {
    expect(suggestUrlName('The Elder Realm!')).toBe('the-elder-realm');
    expect(suggestUrlName('  Aerth   2  ')).toBe('aerth-2');
    expect(suggestUrlName('Rock & Roll -- Age')).toBe('rock-roll-age');
  });

  it('transliterates Russian and drops accents', () => {
    expect(suggestUrlName('Срединные земли')).toBe('sredinnye-zemli');
    expect(suggestUrlName('Щит и Ёж')).toBe('shchit-i-ezh');
    expect(suggestUrlName('Île de Café')).toBe('ile-de-cafe');
  });

  it('leaves nothing when the name has no letters or digits', () => {
    expect(suggestUrlName('')).toBe('');
    expect(suggestUrlName('!!! ***')).toBe('');
    expect(suggestUrlName('龍の国')).toBe('');
  });

  it('stays within the URL length limit without a dangling "-"', () => {
    const long = suggestUrlName(`${'a'.repeat(maxUrlNameLength - 1)} bcd`);
    expect(long.length).toBeLessThanOrEqual(maxUrlNameLength);
    expect(long.endsWith('-')).toBe(false);
  });

  it('always suggests a URL the shared schema accepts, when it suggests one', () => {
    for (const name of ['Мир Тьмы', 'A–Z (beta)', 'ß-Städte', `${'ж'.repeat(40)}`, 'x']) {
      const suggestion = suggestUrlName(name);
      expect(worldUrlField.safeParse(suggestion).success, `${name} → ${suggestion}`).toBe(true);
    }
  });
});
