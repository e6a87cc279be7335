import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Activity } from '../../shared/schemas/activity';
import { combineRules, compactKeys, documentNameRules, refreshFor, ruleFor } from './live-rules';

const w = 'world-1';
let nextId = 1;
const activity = (type: string, details: Record<string, unknown> = {}): Activity => ({
  id: nextId++,
  date: '2026-11-25T10:00:00.000Z',
  user: { id: 'u2', userName: 'tom' },
  type,
  details,
});

describe('live rules', () => {
  it("apply every feature's rule for a type, together", () => {
    const rules = combineRules(
      ruleFor(['create_todo'], (worldId) => ({ invalidate: [['todos', worldId]] })),
      ruleFor(['create_todo', 'update_world'], (worldId) => ({
        invalidate: [['summary', worldId]],
        worlds: true,
      })),
    );
    const refresh = refreshFor(rules, w, [activity('create_todo')]);
    expect(refresh.invalidate).toEqual([
      ['todos', w],
      ['summary', w],
    ]);
    expect(refresh.worlds).toBe(true);
    expect(refreshFor(rules, w, [activity('update_world')]).invalidate).toEqual([['summary', w]]);
  });

  it('refresh everything for a type no rule knows', () => {
    const rules = ruleFor(['create_todo'], () => ({ invalidate: [['todos', w]] }));
    expect(refreshFor(rules, w, [activity('summon_dragon')]).everything).toBe(true);
    expect(refreshFor(rules, w, [activity('update_world')]).everything).toBe(true);
    expect(refreshFor(rules, w, [activity('create_todo')]).everything).toBe(false);
  });

  it("apply a feature's patches once per subject, the batch's last for each", () => {
    const applied: string[] = [];
    const patch = (id: string, change: string) => ({
      key: `todo:${id}`,
      apply: async () => void applied.push(`${change} ${id}`),
    });
    const rules = combineRules(
      ruleFor(['update_todo'], (_w, details) => ({
        patches: [patch(String(details.todoId), 'write')],
      })),
      ruleFor(['delete_todo'], (_w, details) => ({
        patches: [patch(String(details.todoId), 'remove')],
      })),
    );
    const refresh = refreshFor(rules, w, [
      activity('update_todo', { todoId: 't1' }),
      activity('update_todo', { todoId: 't2' }),
      activity('update_todo', { todoId: 't2' }),
      activity('delete_todo', { todoId: 't1' }),
    ]);
    expect(refresh.patches.map((item) => item.key)).toEqual(['todo:t1', 'todo:t2']);
    for (const item of refresh.patches) void item.apply(new QueryClient());
    expect(applied).toEqual(['remove t1', 'write t2']);
  });

  it('refresh views of document names only when a document is renamed or deleted', () => {
    const rules = documentNameRules((worldId) => [['relations', worldId]]);
    const keys = (type: string, details: Record<string, unknown>) =>
      refreshFor(rules, w, [activity(type, details)]).invalidate;
    expect(keys('update_document', { documentId: 'd1', name: 'Mira' })).toEqual([]);
    expect(keys('restore_document', { documentId: 'd1', previousName: 'Mirra' })).toEqual([
      ['relations', w],
    ]);
    expect(keys('delete_document', { documentId: 'd1' })).toEqual([['relations', w]]);
  });

  it('keep each key once, and none that a shorter one covers', () => {
    expect(
      compactKeys([
        ['documents', w, 'detail', 'd1'],
        ['documents', w],
        ['tags', w],
        ['documents', w],
        ['todos', w, 'x'],
      ]),
    ).toEqual([
      ['documents', w],
      ['tags', w],
      ['todos', w, 'x'],
    ]);
  });
});
