// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { capabilities, can, roles } from '../../../shared/permissions';
import { catalogueEn } from '../../i18n/en/index';
import { catalogueRu } from '../../i18n/ru/index';
import { accessMatrix, capabilityLabelKey, helpSections } from './help-topics';

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );
}

describe('help topics', () => {
  it('has the access matrix of the shared capability table, cell by cell', () => {
    const matrix = accessMatrix();
    expect(matrix.map((row) => row.capability)).toEqual([...capabilities]);
    for (const row of matrix) {
      for (const role of roles)
        expect(row.allowed[role], `${role} ${row.capability}`).toBe(can(role, row.capability));
    }
  });

  it('names every capability and every section in both languages', () => {
    const keys = [
      ...capabilities.map(capabilityLabelKey),
      ...helpSections.flatMap((section) => [
        `HELP.SECTIONS.${section}.TITLE`,
        `HELP.SECTIONS.${section}.TEXT`,
      ]),
    ];
    for (const catalogue of [catalogueEn, catalogueRu]) {
      expect(keys.filter((key) => typeof lookup(catalogue, key) !== 'string')).toEqual([]);
    }
  });
});
