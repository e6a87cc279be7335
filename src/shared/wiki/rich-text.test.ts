import { describe, expect, it } from 'vitest';
import {
  emptyRichText,
  mentionedDocumentIds,
  migrateRichText,
  plainText,
  richTextSchema,
} from './rich-text';

const doc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Overview' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Mira sails with ' },
        { type: 'mention', attrs: { id: 'd-2', label: 'Captain Oro' } },
        { type: 'text', text: ' to ', marks: [{ type: 'bold' }] },
        { type: 'mention', attrs: { id: 'd-3', label: 'Saltmere' } },
      ],
    },
  ],
};

describe('rich text', () => {
  it('reads the plain text block by block', () => {
    expect(plainText(doc)).toBe('Overview\nMira sails with Captain Oro to Saltmere');
  });

  it('finds the mentioned documents once each', () => {
    expect(
      mentionedDocumentIds({ type: 'doc', content: [...doc.content, ...doc.content] }),
    ).toEqual(['d-2', 'd-3']);
  });

  it('accepts its own format and refuses others', () => {
    expect(richTextSchema.safeParse({ v: 1, doc }).success).toBe(true);
    expect(richTextSchema.safeParse({ v: 2, doc }).success).toBe(false);
    expect(richTextSchema.safeParse({ v: 1, doc: { content: [] } }).success).toBe(false);
  });

  it('turns unreadable stored contents into an empty document', () => {
    expect(migrateRichText('garbage')).toEqual(emptyRichText());
  });
});
