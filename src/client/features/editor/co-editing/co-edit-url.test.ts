import { describe, expect, it } from 'vitest';
import { coEditDocumentName, coEditSocketUrl } from './co-edit-url';
import { userColour } from './user-colour';

describe('co-editing addresses and carets', () => {
  it('opens the socket beside the API base: ws beside http, wss beside https, paths kept', () => {
    expect(coEditSocketUrl('http://127.0.0.1:8080/w/x', '/api/Collab')).toBe(
      'ws://127.0.0.1:8080/api/Collab',
    );
    expect(
      coEditSocketUrl('https://lore.example.com/a', 'https://api.example.com/base/api/Collab'),
    ).toBe('wss://api.example.com/base/api/Collab');
    expect(coEditDocumentName('w1', 'd1')).toBe('w1/d1');
  });

  it('gives each person one caret colour, whatever page they are on', () => {
    expect(userColour('user-a')).toEqual(userColour('user-a'));
    const colours = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => userColour(`user-${id}`).color),
    );
    expect(colours.size).toBeGreaterThan(2);
    expect(userColour('user-a').color).toMatch(/^#[0-9a-f]{6}$/);
  });
});
