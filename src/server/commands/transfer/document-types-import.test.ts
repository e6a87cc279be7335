import { describe, expect, it } from 'vitest';
import { importedDocumentTypes } from './document-types-import';
import { IdMap } from './id-rewiring';
import type { ArchiveRow } from '../../../shared/transfer/world-archive';

const now = '2026-11-29T12:00:00.000Z';

function archiveType(key: string, name: string | null, position: number) {
  return {
    id: `old-${key}`,
    key,
    name,
    plural: name,
    icon: 'rocket',
    color: 'violet',
    position,
    version: 3,
    createdAt: now,
    updatedAt: now,
  } satisfies ArchiveRow<'documentTypes'>;
}

const used = (type: string) => ({ type, createdAt: now });

function run(types: ArchiveRow<'documentTypes'>[], documents: string[], templates: string[] = []) {
  const ids = new IdMap();
  for (const type of types) ids.declare('documentType', type.id);
  const rows = {
    documentTypes: types,
    documents: documents.map(used) as unknown as ArchiveRow<'documents'>[],
    templates: templates.map(used) as unknown as ArchiveRow<'templates'>[],
  };
  return { rows: importedDocumentTypes(rows, 'w', ids, now), ids };
}

describe('importedDocumentTypes', () => {
  it('keeps keys and fields under new ids', () => {
    const { rows, ids } = run([archiveType('t-aaaaaaaaaaaa', 'Spaceship', 0)], ['t-aaaaaaaaaaaa']);
    expect(rows).toEqual([
      expect.objectContaining({
        id: ids.find('documentType', 'old-t-aaaaaaaaaaaa'),
        key: 't-aaaaaaaaaaaa',
        name: 'Spaceship',
        name_key: 'spaceship',
        version: 3,
      }),
    ]);
  });

  it('makes types for keys only templates or documents name, numbering a taken name', () => {
    const { rows } = run([archiveType('t-a', 'Ship', 0)], ['ship', 'character'], ['ship', 'guild']);
    expect(
      rows.map(({ key, name, icon, color, position }) => [key, name, icon, color, position]),
    ).toEqual([
      ['t-a', 'Ship', 'rocket', 'violet', 0],
      ['ship', 'ship (2)', 'note', 'gray', 1],
      ['character', null, 'user', 'grape', 2],
      ['guild', 'guild', 'note', 'gray', 3],
    ]);
  });

  it('gives an archive without types the ten built-in ones and whatever else documents name', () => {
    const { rows } = run([], ['note', 'vessel']);
    expect(rows).toHaveLength(11);
    expect(rows[10]).toMatchObject({ key: 'vessel', name: 'vessel', position: 10 });
  });

  it('refuses a name twice and a custom type without a name', () => {
    expect(() => run([archiveType('t-a', 'Ship', 0), archiveType('t-b', 'SHIP', 1)], [])).toThrow();
    expect(() => run([archiveType('t-a', null, 0)], [])).toThrow();
  });
});
