import { describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import { catalogueEn } from '../../../i18n/en/index';
import { catalogueRu } from '../../../i18n/ru/index';
import type { DialogImportReport } from '../../../../shared/schemas/dialog-import';
import { reportNotes } from './import-report';

async function translator(lng: 'en' | 'ru'): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { en: { translation: catalogueEn }, ru: { translation: catalogueRu } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance.t;
}

const report: DialogImportReport = {
  dialog: { id: 'd1', name: 'Gate', nodeCount: 3 },
  created: { variables: ['has_key'], metaFields: ['frame'], speakers: ['Anna'] },
  reused: { variables: [], metaFields: [] },
  renamed: [{ kind: 'variable', from: 'Has Key', to: 'has_key' }],
  dropped: [
    { reason: 'resourceSkipped', count: 2, examples: ['@lorehub/map'] },
    { reason: 'speakerMissing', count: 1, examples: ['Wynn'] },
  ],
  missingSpeakers: ['Wynn'],
};

describe('the import report', () => {
  it('says what was created, renamed and left out, and names the speakers once', async () => {
    expect(reportNotes(report, await translator('en'))).toEqual([
      'Created in this world: has_key, frame, Anna.',
      'Renamed to fit the rules for names: Has Key → has_key.',
      'Left out 2 parts of the file this version does not read (@lorehub/map).',
      'These speakers are not documents of this world, their lines have no speaker now: Wynn.',
    ]);
    const ru = reportNotes(report, await translator('ru'));
    expect(ru).toHaveLength(4);
    expect(ru[2]).toBe('Опущены 2 части файла, которые эта версия не читает (@lorehub/map).');
  });

  it('is silent when everything came in as it was', async () => {
    const clean = {
      ...report,
      created: { variables: [], metaFields: [], speakers: [] },
      renamed: [],
      dropped: [],
      missingSpeakers: [],
    };
    expect(reportNotes(clean, await translator('en'))).toEqual([]);
  });
});
