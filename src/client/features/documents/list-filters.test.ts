import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  listQueryString,
  pagesForRows,
  readFilters,
  writeFilters,
} from './list-filters';

describe('the documents list filters', () => {
  it('round-trip through the address, defaults left out', () => {
    const filters = {
      name: 'ada',
      tags: ['t1', 't2'],
      type: 'character' as const,
      sort: 'updated' as const,
      direction: 'desc' as const,
    };
    const params = writeFilters(filters);
    expect(params).toEqual({
      name: 'ada',
      tags: 't1,t2',
      type: 'character',
      sort: 'updated',
      direction: 'desc',
    });
    expect(readFilters(new URLSearchParams(params))).toEqual(filters);
    expect(writeFilters(defaultFilters)).toEqual({});
  });

  it('ignore values the server would refuse', () => {
    expect(readFilters(new URLSearchParams('sort=random&direction=up'))).toEqual(defaultFilters);
    expect(readFilters(new URLSearchParams(`type=${'x'.repeat(65)}`)).type).toBeNull();
  });

  it("keep a type key of the world's own", () => {
    expect(readFilters(new URLSearchParams('type=t-0123456789ab')).type).toBe('t-0123456789ab');
  });

  it('ask the server for one slice, with every tag that must match', () => {
    const query = new URLSearchParams(
      listQueryString({ ...defaultFilters, name: ' ada ', tags: ['a', 'b'] }, 200, 100),
    );
    expect(Object.fromEntries(query)).toEqual({
      name: 'ada',
      tags: 'a,b',
      sort: 'name',
      direction: 'asc',
      offset: '200',
      limit: '100',
    });
  });
});

describe('pagesForRows', () => {
  it('lists the pages that hold the rows on screen', () => {
    expect(pagesForRows(0, 20)).toEqual([0]);
    expect(pagesForRows(95, 130)).toEqual([0, 1]);
    expect(pagesForRows(9_950, 9_999)).toEqual([99]);
    expect(pagesForRows(5, 4)).toEqual([]);
  });
});
