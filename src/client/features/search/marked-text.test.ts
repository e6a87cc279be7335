import { describe, expect, it } from 'vitest';
import { splitMarked, stripMarks } from './marked-text';

describe('splitMarked', () => {
  it('turns the marked words into highlighted parts, in order', () => {
    expect(splitMarked('The \u0002storm\u0003 over \u0002Vel\u0003 Harbour')).toEqual([
      { text: 'The ', marked: false },
      { text: 'storm', marked: true },
      { text: ' over ', marked: false },
      { text: 'Vel', marked: true },
      { text: ' Harbour', marked: false },
    ]);
  });

  it('keeps markup as plain text, so a name like <b> is never rendered as HTML', () => {
    expect(splitMarked('<img src=x onerror=alert(1)> \u0002<b>\u0003')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', marked: false },
      { text: '<b>', marked: true },
    ]);
  });

  it('joins neighbouring matches and drops empty ones', () => {
    expect(splitMarked('\u0002sea\u0003\u0002farer\u0003\u0002\u0003!')).toEqual([
      { text: 'seafarer', marked: true },
      { text: '!', marked: false },
    ]);
  });

  it('survives broken markers: a stray end is dropped, an open start marks the rest', () => {
    expect(splitMarked('a\u0003b \u0002c d')).toEqual([
      { text: 'ab ', marked: false },
      { text: 'c d', marked: true },
    ]);
  });

  it('gives nothing for an empty string and one plain part for unmarked text', () => {
    expect(splitMarked('')).toEqual([]);
    expect(splitMarked('plain')).toEqual([{ text: 'plain', marked: false }]);
  });
});

describe('stripMarks', () => {
  it('leaves the readable text', () => {
    expect(stripMarks('The \u0002storm\u0003 rises')).toBe('The storm rises');
  });
});
