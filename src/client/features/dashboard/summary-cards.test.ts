import { describe, expect, it } from 'vitest';
import { summaryCards } from './summary-cards';

describe('summaryCards', () => {
  it('shows only the kinds the server counted, never a missing module as zero', () => {
    expect(summaryCards({ documents: 8, tags: 5, members: 3 })).toEqual([
      { kind: 'documents', count: 8 },
    ]);
  });

  it('keeps the order of SPEC §2.3 and shows a real zero', () => {
    expect(summaryCards({ relations: 1, documents: 0, stories: 2, events: 4 })).toEqual([
      { kind: 'stories', count: 2 },
      { kind: 'documents', count: 0 },
      { kind: 'events', count: 4 },
      { kind: 'relations', count: 1 },
    ]);
  });
});
