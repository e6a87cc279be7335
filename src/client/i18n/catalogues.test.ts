// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogueEn } from './en/index';
import { catalogueRu } from './ru/index';

/** Every key path, with plural suffixes folded so `x_one`/`x_few` count as `x`. */
function keyPaths(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  if (!node || typeof node !== 'object') return [prefix];
  return Object.entries(node).flatMap(([key, value]) =>
    keyPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

function pluralBases(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return key.endsWith('_one') ? [path.slice(0, -4)] : [];
    return pluralBases(value, path);
  });
}

function lookup(node: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], node);
}

describe('the catalogues', () => {
  it('have the same keys in en and ru', () => {
    const en = new Set(keyPaths(catalogueEn));
    const ru = new Set(keyPaths(catalogueRu));
    expect([...en].filter((key) => !ru.has(key))).toEqual([]);
    expect([...ru].filter((key) => !en.has(key))).toEqual([]);
  });

  it('give every Russian plural its one, few and many forms', () => {
    const missing = pluralBases(catalogueRu).flatMap((base) =>
      ['one', 'few', 'many', 'other']
        .map((form) => `${base}_${form}`)
        .filter((key) => typeof lookup(catalogueRu, key) !== 'string'),
    );
    expect(missing).toEqual([]);
  });

  it('call a story «сюжет» in Russian, leaving «история» to a document’s history', () => {
    // «Изменена история «…»» read as "the history changed": where the English speaks of stories,
    // each «истори…» must stand for an English "history". Russian's extra plural forms match `_other`.
    const mixed = (ru: unknown, en: unknown, path: string): string[] => {
      if (typeof ru === 'string') {
        const english = typeof en === 'string' ? en : '';
        const stories = /\bstor(y|ies)\b/i.test(english);
        const histories = english.match(/histor/gi)?.length ?? 0;
        return stories && (ru.match(/истори/gi)?.length ?? 0) > histories ? [`${path}: ${ru}`] : [];
      }
      return Object.entries(ru as object).flatMap(([key, value]) => {
        const english = en as Record<string, unknown>;
        const counterpart = english[key] ?? english[key.replace(/_(few|many)$/, '_other')];
        return mixed(value, counterpart, `${path}.${key}`);
      });
    };
    expect(mixed(catalogueRu, catalogueEn, 'ru')).toEqual([]);
  });

  it('leave no string empty', () => {
    const empty = (node: unknown, path: string): string[] =>
      typeof node === 'string'
        ? node.trim()
          ? []
          : [path]
        : Object.entries(node as object).flatMap(([k, v]) => empty(v, `${path}.${k}`));
    expect([...empty(catalogueEn, 'en'), ...empty(catalogueRu, 'ru')]).toEqual([]);
  });
});
