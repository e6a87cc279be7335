import { describe, expect, it } from 'vitest';
import type { RichText } from '../../../shared/wiki/rich-text';
import { previewDecision, previewExcerpt } from './preview';

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const heading = (text: string) => ({
  type: 'heading',
  attrs: { level: 2 },
  content: [{ type: 'text', text }],
});
const doc = (...content: RichText['doc'][]): RichText => ({ v: 1, doc: { type: 'doc', content } });

describe('previewDecision', () => {
  it('shows a preview when any tag of the document is previewable', () => {
    expect(previewDecision([{ previewable: false }, { previewable: true }])).toBe('show');
  });

  it('keeps a plain link when no tag is previewable', () => {
    expect(previewDecision([])).toBe('hide');
    expect(previewDecision([{ previewable: false }])).toBe('hide');
  });

  it('asks for the document when its tags are not known', () => {
    expect(previewDecision(undefined)).toBe('ask');
  });
});

describe('previewExcerpt', () => {
  it('gives the first lines, without section headings', () => {
    const contents = doc(
      heading('Overview'),
      paragraph('A tall  woman.'),
      { type: 'paragraph' },
      heading('Past'),
      paragraph('Born at sea.'),
    );
    expect(previewExcerpt(contents)).toBe('A tall woman.\nBorn at sea.');
  });

  it('cuts a long text at a word and marks the cut', () => {
    const words = Array.from({ length: 100 }, (_, index) => `word${index}`).join(' ');
    const excerpt = previewExcerpt(doc(paragraph(words)), 50);
    expect(excerpt.length).toBeLessThanOrEqual(51);
    expect(excerpt.endsWith('…')).toBe(true);
    const kept = excerpt.slice(0, -1);
    expect(words.startsWith(kept)).toBe(true);
    expect(words.split(' ')).toContain(kept.split(' ').at(-1)); // no half word
  });

  it('is empty for an empty document', () => {
    expect(previewExcerpt(doc())).toBe('');
    expect(previewExcerpt(doc(heading('Only a heading')))).toBe('');
  });
});
