// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RichText } from '../../../shared/wiki/rich-text';
import { compareSnapshots, diffStats, diffText, fieldChanges, type Snapshot } from './version-diff';

const contents = (...paragraphs: string[]): RichText => ({
  v: 1,
  doc: {
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  },
});

const snapshot = (overrides: Partial<Snapshot> = {}): Snapshot => ({
  name: 'Ada',
  type: 'character',
  description: 'A captain',
  tags: ['crew'],
  contents: contents('First line', 'Second line'),
  ...overrides,
});

describe('diffText', () => {
  it('keeps unchanged lines and marks added and removed ones', () => {
    expect(diffText('a\nb\nc', 'a\nc\nd')).toEqual([
      { kind: 'same', lines: ['a'] },
      { kind: 'removed', lines: ['b'] },
      { kind: 'same', lines: ['c'] },
      { kind: 'added', lines: ['d'] },
    ]);
  });

  it('shows a line edited in place word by word', () => {
    expect(diffText('The captain sails north\n', 'The captain sails south\n')).toEqual([
      {
        kind: 'changed',
        segments: [
          { kind: 'same', text: 'The captain sails ' },
          { kind: 'removed', text: 'north' },
          { kind: 'added', text: 'south' },
        ],
      },
    ]);
  });

  it('shows a rewritten line as one line out and one in, not as a word salad', () => {
    expect(diffText('After restore, by A.', 'From B, kept.')).toEqual([
      { kind: 'removed', lines: ['After restore, by A.'] },
      { kind: 'added', lines: ['From B, kept.'] },
    ]);
  });

  it('shows text written into an empty paragraph as added, and a paragraph emptied as removed', () => {
    expect(diffText('Title\n\nEnd', 'Title\nNew words\nEnd')).toEqual([
      { kind: 'same', lines: ['Title'] },
      { kind: 'added', lines: ['New words'] },
      { kind: 'same', lines: ['End'] },
    ]);
    expect(diffText('Title\nOld words\nEnd', 'Title\n\nEnd')[1]).toEqual({
      kind: 'removed',
      lines: ['Old words'],
    });
  });

  it('is one unchanged block for equal texts', () => {
    expect(diffText('same\ntext', 'same\ntext')).toEqual([
      { kind: 'same', lines: ['same', 'text'] },
    ]);
  });
});

describe('fieldChanges', () => {
  it('is empty when only the text changed', () => {
    expect(fieldChanges(snapshot(), snapshot({ contents: contents('Other') }))).toEqual([]);
  });

  it('lists a new name and type, tags added and removed, and the description', () => {
    const changes = fieldChanges(
      snapshot(),
      snapshot({
        name: 'Ada Lovelace',
        type: 'faction',
        tags: ['Crew', 'navy'],
        description: 'An admiral',
      }),
    );
    expect(changes).toEqual([
      { field: 'name', before: 'Ada', after: 'Ada Lovelace' },
      { field: 'type', before: 'character', after: 'faction' },
      { field: 'tags', added: ['navy'], removed: [] },
      { field: 'description', blocks: diffText('A captain', 'An admiral') },
    ]);
  });
});

describe('compareSnapshots', () => {
  it('compares the words of the contents and counts the lines', () => {
    const result = compareSnapshots(
      snapshot(),
      snapshot({ contents: contents('First line', 'Second line', 'Third') }),
    );
    expect(result.fields).toEqual([]);
    expect(result.stats).toEqual({ added: 1, removed: 0 });
    expect(diffStats(result.text)).toEqual(result.stats);
  });
});
