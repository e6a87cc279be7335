import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentTypes, templateSections } from '../../../shared/wiki/document-types';
import { plainText } from '../../../shared/wiki/rich-text';
import type { Template } from '../../../shared/schemas/template';
import { catalogueEn } from '../../i18n/en/index';
import { catalogueRu } from '../../i18n/ru/index';
import { builtInTemplate, sortTemplatesForType, templateContents } from './document-templates';

let en: TFunction;
let ru: TFunction;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { translation: catalogueEn }, ru: { translation: catalogueRu } },
    lng: 'en',
    showSupportNotice: false,
  });
  en = i18n.getFixedT('en');
  ru = i18n.getFixedT('ru');
});

const worldTemplate: Template = {
  id: 't1',
  name: 'Noble house',
  type: 'faction',
  contents: {
    v: 1,
    doc: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Motto' }] }],
    },
  },
  createdAt: '2024-01-01T00:00:00.000Z',
};

describe('builtInTemplate', () => {
  it('writes each section of the type as a heading with an empty paragraph after it', () => {
    const contents = builtInTemplate('character', en);
    const nodes = contents.doc.content ?? [];
    expect(nodes.map((node) => node.type)).toEqual(
      templateSections.character.flatMap(() => ['heading', 'paragraph']),
    );
    expect(nodes[0]).toEqual({
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: 'Overview' }],
    });
    expect(nodes[1]).toEqual({ type: 'paragraph' });
  });

  it('uses the interface language, with a translation for every section of every type', () => {
    expect(plainText(builtInTemplate('location', ru).doc).split('\n').filter(Boolean)[0]).toBe(
      'Обзор',
    );
    for (const type of documentTypes) {
      for (const t of [en, ru]) {
        const headings = (builtInTemplate(type, t).doc.content ?? []).filter(
          (node) => node.type === 'heading',
        );
        for (const heading of headings) {
          expect(heading.content?.[0]?.text).not.toMatch(/^WIKI\./);
        }
      }
    }
  });

  it('leaves a note empty: it has no sections', () => {
    expect(builtInTemplate('note', en).doc.content).toEqual([]);
  });
});

describe('templateContents', () => {
  it('gives the chosen template, or an empty document', () => {
    expect(templateContents('none', 'faction', [worldTemplate], en).doc.content).toEqual([]);
    expect(templateContents('builtin', 'faction', [worldTemplate], en)).toEqual(
      builtInTemplate('faction', en),
    );
    expect(templateContents('world:t1', 'note', [worldTemplate], en)).toEqual(
      worldTemplate.contents,
    );
    expect(templateContents('world:gone', 'note', [worldTemplate], en).doc.content).toEqual([]);
  });

  it('lists the templates of the chosen type first', () => {
    const other = { ...worldTemplate, id: 't2', name: 'A map', type: 'location' };
    expect(sortTemplatesForType([other, worldTemplate], 'faction').map((item) => item.id)).toEqual([
      't1',
      't2',
    ]);
    expect(sortTemplatesForType([worldTemplate, other], 'location').map((item) => item.id)).toEqual(
      ['t2', 't1'],
    );
  });
});
