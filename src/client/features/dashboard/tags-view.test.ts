import { describe, expect, it } from 'vitest';
import { groupByTag } from './tags-view';

const tag = (id: string, name: string) => ({ id, name, previewable: false });
const doc = (id: string, tags: ReturnType<typeof tag>[]) => ({ id, name: id, tags });

describe('groupByTag', () => {
  const sea = tag('t1', 'sea');
  const isles = tag('t2', 'Isles');
  const tag10 = tag('t3', 'Age 10');
  const tag9 = tag('t4', 'Age 9');

  it('lists a document under each of its tags, tags by name, untagged last', () => {
    const groups = groupByTag(
      [doc('Harbour', [sea, isles]), doc('Lighthouse', []), doc('Reef', [sea])],
      'en',
    );
    expect(
      groups.map((group) => [group.tag?.name ?? null, group.documents.map((d) => d.id)]),
    ).toEqual([
      ['Isles', ['Harbour']],
      ['sea', ['Harbour', 'Reef']],
      [null, ['Lighthouse']],
    ]);
  });

  it('sorts numbers in names as a reader expects', () => {
    const groups = groupByTag([doc('a', [tag10]), doc('b', [tag9])], 'en');
    expect(groups.map((group) => group.tag?.name)).toEqual(['Age 9', 'Age 10']);
  });

  it('has no untagged group when every document is tagged, and nothing for no documents', () => {
    expect(groupByTag([doc('a', [sea])]).some((group) => group.tag === null)).toBe(false);
    expect(groupByTag([])).toEqual([]);
  });
});
