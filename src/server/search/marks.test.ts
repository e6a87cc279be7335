import { describe, expect, it } from 'vitest';
import { markAll, snippet } from './marks';

const show = (text: string) => text.replaceAll('\u0002', '[').replaceAll('\u0003', ']');

describe('markAll', () => {
  it('marks whole words, the last term also as a prefix, in any case', () => {
    expect(show(markAll('The Drowned Bell of Bellmoor', ['bell']))).toBe(
      'The Drowned [Bell] of [Bellmoor]',
    );
    expect(show(markAll('The Drowned Bell of Bellmoor', ['bell', 'drowned']))).toBe(
      'The [Drowned] [Bell] of Bellmoor',
    );
  });

  it('takes a one-letter last term as a whole word only', () => {
    expect(show(markAll('a lantern at Ashford', ['a']))).toBe('[a] lantern at Ashford');
  });
});

describe('snippet', () => {
  const filler = 'Filler words go on and on here. '.repeat(40);
  const text = `Harbour notes. ${filler}Far away, the silver river runs past the old king. ${filler}The end.`;

  it('cuts around the words, with a little lead and an ellipsis on each cut side', () => {
    const result = show(snippet(text, ['silver', 'riv']));
    expect(result).toMatch(/^….*Far away, the \[silver\] \[river\] runs.*…$/);
    expect(result.split(' ').length).toBeLessThanOrEqual(18);
  });

  it('prefers the stretch holding more of the terms over an earlier one', () => {
    const result = show(
      snippet(`The king sleeps. ${filler}The king and the river meet.`, ['king', 'river']),
    );
    expect(result).toContain('[king] and the [river]');
  });

  it('starts at the beginning when nothing in the body matches (a title match)', () => {
    expect(show(snippet(text, ['nothing']))).toMatch(/^Harbour notes\. Filler words/);
  });

  it('tells words apart the same way in plain ASCII text and beside other letters', () => {
    expect(show(snippet('The king\u2014river road, \u201cKing\u201d.', ['king']))).toBe(
      'The [king]\u2014river road, \u201c[King]',
    );
    expect(show(snippet('Kingé and king', ['king']))).toBe('[Kingé] and [king]');
    expect(show(snippet('ÉKING or king', ['kin']))).toBe('ÉKING or [king]');
  });

  it('reads Cyrillic', () => {
    expect(show(snippet('Зимнее дерево у маяка.', ['маяк']))).toBe('Зимнее дерево у [маяка]');
  });
});
