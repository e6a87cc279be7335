import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  JsonRowScanner,
  ScanLimitError,
  ScanSyntaxError,
  type RowLimits,
} from './json-row-scanner';

const roomy: RowLimits = {
  maxRows: 1_000_000,
  maxRowChars: 1_000_000,
  maxRowValues: 1_000_000,
  maxDepth: 1_000,
};

/** The item texts of `text` fed in pieces cut at `cuts`. */
function scan(
  text: string,
  limits: Partial<RowLimits> = {},
  cuts: number[] = [],
  single = false,
): string[] {
  const scanner = new JsonRowScanner({ ...roomy, ...limits }, { single });
  const rows: string[] = [];
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    rows.push(...scanner.push(text.slice(from, cut)));
    from = cut;
  }
  rows.push(...scanner.push(text.slice(from)));
  rows.push(...scanner.end());
  return rows;
}

function limitOf(run: () => unknown): { limit: string; row: number } {
  try {
    run();
  } catch (error) {
    if (error instanceof ScanLimitError) return { limit: error.limit, row: error.row };
    throw error;
  }
  throw new Error('no limit was passed');
}

describe('JsonRowScanner', () => {
  it('cuts any JSON array, in any pieces, into its items', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue(), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.boolean(),
        (items, rawCuts, spaced) => {
          const text = spaced ? JSON.stringify(items, null, 2) : JSON.stringify(items);
          const cuts = rawCuts.map((cut) => cut % (text.length + 1));
          const rows = scan(text, {}, cuts).map((row) => JSON.parse(row) as unknown);
          expect(rows).toEqual(JSON.parse(text));
        },
      ),
    );
  });

  it('keeps escaped quotes and backslashes inside strings, even cut between them', () => {
    const items = ['a"b', 'c\\', '\\"', '[{,}]', 'x\\\\"y'];
    const text = JSON.stringify(items);
    for (let cut = 0; cut <= text.length; cut++) {
      expect(scan(text, {}, [cut]).map((row) => JSON.parse(row) as unknown)).toEqual(items);
    }
  });

  it('reads a single-value entry as one item', () => {
    expect(scan(' {"a":[1,2]} ', {}, [4], true)).toEqual([' {"a":[1,2]} ']);
  });

  it('refuses what is not an array of items', () => {
    for (const text of ['{}', '', '[1', '[1,]', '[,1]', '[1]]', '[1] x', '[}']) {
      expect(() => scan(text), text).toThrow(ScanSyntaxError);
    }
    expect(scan('[]')).toEqual([]);
    expect(scan(' [ ] ')).toEqual([]);
  });

  it('counts each item, element and member once', () => {
    const scanner = new JsonRowScanner(roomy);
    scanner.push('[{"a": [1, "2,]"], "b": {}}, [], [[ ]]]');
    expect(scanner.values).toBe(5 + 1 + 2);
  });

  it('stops at the first limit passed, naming the item', () => {
    expect(limitOf(() => scan('[1,2,3,4]', { maxRows: 3 }))).toEqual({ limit: 'rows', row: 4 });
    expect(limitOf(() => scan('[1,"abcdefgh",3]', { maxRowChars: 6 }))).toEqual({
      limit: 'rowSize',
      row: 2,
    });
    expect(limitOf(() => scan('[[1,2],[1,2,3]]', { maxRowValues: 3 }))).toEqual({
      limit: 'rowValues',
      row: 2,
    });
    expect(limitOf(() => scan('[[[1]],[[[1]]]]', { maxDepth: 2 }))).toEqual({
      limit: 'depth',
      row: 2,
    });
    // A long string is measured while it streams, not once it closes.
    const scanner = new JsonRowScanner({ ...roomy, maxRowChars: 100 });
    scanner.push('["');
    expect(() => scanner.push('x'.repeat(200))).toThrow(ScanLimitError);
  });

  it('refuses a bomb after one item of text, whatever follows', () => {
    const scanner = new JsonRowScanner({ ...roomy, maxRowValues: 1_000 });
    const piece = '[],'.repeat(20_000);
    let pieces = 0;
    expect(() => {
      scanner.push('[[');
      for (; pieces < 10_000; pieces++) scanner.push(piece);
    }).toThrow(ScanLimitError);
    expect(pieces).toBe(0);
  });
});
