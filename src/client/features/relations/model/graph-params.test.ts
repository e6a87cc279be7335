import { describe, expect, it } from 'vitest';
import { activeFilterCount, readGraphParams, writeGraphParams } from './graph-params';

describe('the graph view in the address', () => {
  it('reads focus, hops, layout and filters, with safe defaults', () => {
    expect(
      readGraphParams(
        new URLSearchParams(
          'view=graph&focus=d1&hops=2&layout=radial&types=a,b&tags=t&doctypes=character',
        ),
      ),
    ).toEqual({
      focus: 'd1',
      hops: 2,
      layout: 'radial',
      typeIds: ['a', 'b'],
      tagIds: ['t'],
      documentTypes: ['character'],
    });
    expect(readGraphParams(new URLSearchParams('hops=9&layout=nonsense'))).toMatchObject({
      focus: null,
      hops: 1,
      layout: 'layered',
      typeIds: [],
    });
  });

  it('writes changes, drops defaults and keeps the rest of the address', () => {
    const next = writeGraphParams(new URLSearchParams('view=graph&focus=d1'), {
      focus: null,
      typeIds: ['a'],
      layout: 'layered',
      hops: 2,
    });
    expect(next.toString()).toBe('view=graph&types=a&hops=2');
  });

  it('counts each filter that narrows the graph once, and not the layout or hops', () => {
    const count = (query: string) => activeFilterCount(readGraphParams(new URLSearchParams(query)));
    expect(count('view=graph&layout=radial&hops=3')).toBe(0);
    expect(count('types=a,b,c')).toBe(1);
    expect(count('types=a&tags=t&doctypes=character,place&focus=d1')).toBe(4);
    expect(count('tags=,')).toBe(0);
  });
});
