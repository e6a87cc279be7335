// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Activity } from '../../../shared/schemas/activity';
import { collapseRuns } from './collapse-runs';

let nextId = 100;
const at = (minute: number, type: string, dialogId: string, userId = 'u1'): Activity => ({
  id: nextId--,
  date: new Date(Date.UTC(2026, 10, 25, 12, minute)).toISOString(),
  user: { id: userId, userName: userId },
  type,
  details: { dialogId, name: 'Gate' },
});

describe('collapsing the feed', () => {
  it('merges an autosaving sitting into one entry with a count', () => {
    const entries = collapseRuns([
      at(50, 'update_dialog', 'd1'),
      at(45, 'update_dialog', 'd1'),
      at(40, 'update_dialog', 'd1'),
      at(1, 'create_new_dialog', 'd1'),
    ]);
    expect(entries.map((entry) => [entry.activity.type, entry.times])).toEqual([
      ['update_dialog', 3],
      ['create_new_dialog', 1],
    ]);
  });

  it('keeps apart other people, other things, creations and changes far apart in time', () => {
    const entries = collapseRuns([
      at(59, 'update_dialog', 'd1'),
      at(58, 'update_dialog', 'd1', 'u2'),
      at(57, 'update_dialog', 'd2', 'u2'),
      at(20, 'update_dialog', 'd2', 'u2'),
      at(10, 'create_new_dialog', 'd3'),
      at(9, 'create_new_dialog', 'd3'),
    ]);
    expect(entries.map((entry) => entry.times)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
