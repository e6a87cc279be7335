// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assigneeOptions } from './member-options';

const members = [
  { userId: 'u1', userName: 'mira' },
  { userId: 'u2', userName: 'oren' },
];

describe('assigneeOptions', () => {
  it('offers the members by their user names', () => {
    expect(assigneeOptions(members)).toEqual([
      { value: 'u1', label: 'mira' },
      { value: 'u2', label: 'oren' },
    ]);
  });

  it('keeps a current assignee who is no longer listed, so the task still shows a name', () => {
    expect(assigneeOptions(members, { id: 'u9', userName: 'gone' }).at(-1)).toEqual({
      value: 'u9',
      label: 'gone',
    });
    expect(assigneeOptions(members, { id: 'u2', userName: 'oren' })).toHaveLength(2);
  });
});
