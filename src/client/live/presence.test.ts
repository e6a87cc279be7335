import { DEFAULT_THEME, type MantineColorShade } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../tests/kits/client/contrast';
import type { PresenceMember } from '../../shared/live/protocol';
import { avatarColor, avatarColors, documentViewers, initials, presentUsers } from './presence';

const at = (
  userId: string,
  userName: string,
  page: string,
  documentId: string | null = null,
): PresenceMember => ({
  userId,
  userName,
  location: { page, documentId },
  since: '2026-11-25T10:00:00.000Z',
});

describe('who is in the world', () => {
  it('lists each other user once, however many tabs, sorted by name, without the signed-in user', () => {
    const users = presentUsers(
      [
        at('u3', 'tom', 'Timeline'),
        at('u1', 'me', 'World'),
        at('u2', 'ana', 'Document', 'doc-1'),
        at('u3', 'tom', 'Document', 'doc-2'),
        at('u3', 'tom', 'Timeline'),
      ],
      'u1',
    );
    expect(users).toEqual([
      { userId: 'u2', userName: 'ana', pages: ['Document'], documentIds: ['doc-1'] },
      { userId: 'u3', userName: 'tom', pages: ['Timeline', 'Document'], documentIds: ['doc-2'] },
    ]);
  });

  it('keeps everyone when nobody is signed in', () => {
    expect(presentUsers([at('u1', 'me', 'World')], null)).toHaveLength(1);
  });

  it('names the others who have one document open', () => {
    const members = [
      at('u2', 'ana', 'Document', 'doc-1'),
      at('u3', 'tom', 'Document', 'doc-2'),
      at('u1', 'me', 'Document', 'doc-1'),
    ];
    expect(documentViewers(members, 'doc-1', 'u1').map((user) => user.userName)).toEqual(['ana']);
    expect(documentViewers(members, 'doc-9', 'u1')).toEqual([]);
  });
});

describe('avatars', () => {
  it('take up to two letters, from two words when there are', () => {
    expect(initials('mira')).toBe('MI');
    expect(initials('old-tom')).toBe('OT');
    expect(initials('Анна Каренина')).toBe('АК');
    expect(initials('x')).toBe('X');
    expect(initials('__')).toBe('__');
  });

  it('keep one colour per user everywhere', () => {
    expect(avatarColor('user-1')).toBe(avatarColor('user-1'));
    const colours = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => avatarColor(`user-${id}`)),
    );
    expect(colours.size).toBeGreaterThan(3);
  });

  it.each(avatarColors)('%s takes white initials at 4.5:1 or more', (color) => {
    const [name, shade] = color.split('.') as [string, string];
    const hex = DEFAULT_THEME.colors[name]![Number(shade) as MantineColorShade];
    expect(contrastRatio('#ffffff', hex)).toBeGreaterThanOrEqual(4.5);
  });
});
