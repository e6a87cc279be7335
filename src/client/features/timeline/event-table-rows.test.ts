import { describe, expect, it } from 'vitest';
import type { EventList, EventSummary } from '../../../shared/schemas/timeline';
import { eventTableLines, nameMatcher } from './event-table-rows';

const event = (id: string, name: string, documentIds: string[] = []): EventSummary => ({
  id,
  name,
  kind: 'instant',
  start: { year: 1, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
  end: null,
  rowId: 'r',
  documentIds,
  version: 1,
});

const list: EventList = {
  items: [
    event('1', 'Siege of Varn', ['d2']),
    event('2', 'coronation', ['d1', 'd2']),
    event('3', 'Éclipse'),
    event('4', 'Battle 10'),
    event('5', 'Battle 9'),
  ],
  documents: [
    { id: 'd1', name: 'Queen Ayla', type: 'character' },
    { id: 'd2', name: 'Castle Varn', type: 'location' },
  ],
  total: 5,
};

const shape = (lines: ReturnType<typeof eventTableLines>) =>
  lines.map((line) =>
    line.type === 'group' ? `# ${line.name || '-'} (${line.count})` : line.event.name,
  );

describe('the all-events table', () => {
  it('lists events by name, ignoring case and numbering naturally', () => {
    expect(shape(eventTableLines(list, 'name', '', 'en'))).toEqual([
      'Battle 9',
      'Battle 10',
      'coronation',
      'Éclipse',
      'Siege of Varn',
    ]);
  });

  it('groups by linked document, an event under each of its documents, the unlinked last', () => {
    expect(shape(eventTableLines(list, 'document', '', 'en'))).toEqual([
      '# Castle Varn (2)',
      'Siege of Varn',
      'coronation',
      '# Queen Ayla (1)',
      'coronation',
      '# - (3)',
      'Éclipse',
      'Battle 10',
      'Battle 9',
    ]);
  });

  it('filters by name, blind to case and accents', () => {
    expect(shape(eventTableLines(list, 'name', 'ECLIP', 'en'))).toEqual(['Éclipse']);
    expect(shape(eventTableLines(list, 'document', 'varn', 'en'))).toEqual([
      '# Castle Varn (1)',
      'Siege of Varn',
    ]);
    expect(nameMatcher('  ', 'en')('anything')).toBe(true);
  });

  it('keeps keys unique when an event shows twice', () => {
    const keys = eventTableLines(list, 'document', '', 'en').map((line) => line.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
