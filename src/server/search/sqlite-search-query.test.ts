import { describe, expect, it } from 'vitest';
import { sqliteSearchPlan, sqliteSearchSql } from './sqlite-search-query';

const world = '0b9e6a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('sqliteSearchPlan', () => {
  it('asks for the title, then the words as a phrase, then the words anywhere', () => {
    const plan = sqliteSearchPlan(world, ['silver', 'riv'], 20);
    expect(plan.table).toBe('search_index_w0b9e6a8e1c2d4e5f8a9b0c1d2e3f4a5b');
    expect(plan.tiers).toEqual([
      { match: 'title: ("silver" "riv" *)', order: 'bm25' },
      { match: '{title body}: ("silver riv" *)', order: 'newest' },
      { match: '{title body}: ("silver" "riv" *)', order: 'bm25' },
    ]);
    expect(plan.all).toBe(plan.tiers[2]?.match);
  });

  it('has no phrase tier for one word, and no prefix for a one-letter last term', () => {
    const plan = sqliteSearchPlan(world, ['a'], 20);
    expect(plan.tiers.map((tier) => tier.match)).toEqual(['title: ("a")', '{title body}: ("a")']);
  });
});

describe('sqliteSearchSql', () => {
  it('leaves hidden kinds out of every tier, and takes only kind names', () => {
    const plain = sqliteSearchSql('search_index_w1');
    expect(plain.ranked).not.toContain('kind NOT IN');
    const hiding = sqliteSearchSql('search_index_w1', ['map_place_secret']);
    for (const text of [hiding.newest, hiding.windowStart, hiding.ranked])
      expect(text).toContain("kind NOT IN ('map_place_secret')");
    expect(() => sqliteSearchSql('search_index_w1', ["x') OR ('1"])).toThrow();
  });
});
