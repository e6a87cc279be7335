// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergePins } from './pins';

describe('pinned positions shared by a world', () => {
  const server = new Map([
    ['mira', { x: 10, y: 10 }],
    ['tom', { x: 50, y: 0 }],
  ]);

  it("keep a pin someone else saved and put this user's own moves over the rest", () => {
    const local = new Map([
      ['mira', { x: 99, y: 99 }],
      ['tom', { x: 1, y: 1 }],
      ['ana', { x: 5, y: 5 }],
    ]);
    // This user moved mira and ana; tom's pin is someone else's (or older here): the server's stays.
    expect(mergePins(server, local, new Set(['mira', 'ana']))).toEqual(
      new Map([
        ['mira', { x: 99, y: 99 }],
        ['tom', { x: 50, y: 0 }],
        ['ana', { x: 5, y: 5 }],
      ]),
    );
  });

  it("are the server's when this user moved nothing", () => {
    expect(mergePins(server, new Map(), new Set())).toEqual(server);
  });
});
