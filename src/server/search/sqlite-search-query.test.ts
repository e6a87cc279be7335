import { describe, expect, it } from 'vitest';
import { sqliteSearchPlan } from './sqlite-search-query';

const world = '0b9e6a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const key = 'world_key:w0b9e6a8e1c2d4e5f8a9b0c1d2e3f4a5b';

describe('sqliteSearchPlan', () => {
  it('asks for the title, then the words as a phrase, then the words anywhere', () => {
    const plan = sqliteSearchPlan(world, ['silver', 'riv'], 20);
    expect(plan.tiers).toEqual([
      { match: `${key} AND title: ("silver" "riv" *)`, order: 'bm25' },
      { match: `${key} AND {title body}: ("silver riv" *)`, order: 'newest' },
      { match: `${key} AND {title body}: ("silver" "riv" *)`, order: 'bm25' },
    ]);
    expect(plan.all).toBe(plan.tiers[2]?.match);
  });

  it('has no phrase tier for one word, and no prefix for a one-letter last term', () => {
    const plan = sqliteSearchPlan(world, ['a'], 20);
    expect(plan.tiers.map((tier) => tier.match)).toEqual([
      `${key} AND title: ("a")`,
      `${key} AND {title body}: ("a")`,
    ]);
  });
});
