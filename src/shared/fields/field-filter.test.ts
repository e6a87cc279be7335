import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FieldDefinition, FieldKind, FieldValues } from './field-kinds';
import { filterIssue, matchesFilter, operatorsFor, type FilterGroup } from './field-filter';
import { formatFieldQuery, parseFieldQuery } from './field-query';
import { datePartsArbitrary, fieldArbitrary, valueArbitrary } from './field-arbitraries';

const field = (id: string, name: string, kind: FieldKind, extra: Partial<FieldDefinition> = {}) =>
  ({
    id,
    name,
    kind,
    required: false,
    multiple: false,
    unit: null,
    choices: [],
    linkTypes: [],
    ...extra,
  }) satisfies FieldDefinition;

const year = (value: number) => ({ year: value, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
const species = field('species', 'Species', 'choice', {
  multiple: true,
  choices: [
    { id: 'elf', label: 'Elf', color: 'green' },
    { id: 'dwarf', label: 'Dwarf', color: 'orange' },
  ],
});
const born = field('born', 'Born', 'date');
const height = field('height', 'Height', 'number', { unit: 'cm' });
const homeTown = field('home', 'Home town', 'text');
const alive = field('alive', 'Alive', 'boolean');
const fields = [species, born, height, homeTown, alive];

const aria: FieldValues = { species: ['elf'], born: year(1180), height: 170, home: 'Old Harbour' };
const bren: FieldValues = { species: ['dwarf'], born: year(1230), alive: true };

describe('a table filter', () => {
  it('combines conditions with AND and OR, in groups', () => {
    const elvesBornEarly: FilterGroup = {
      combinator: 'and',
      conditions: [
        { fieldId: 'species', operator: 'hasAny', value: ['elf'] },
        { fieldId: 'born', operator: 'lt', value: year(1200) },
      ],
    };
    expect(matchesFilter(aria, elvesBornEarly, fields)).toBe(true);
    expect(matchesFilter(bren, elvesBornEarly, fields)).toBe(false);
    const either: FilterGroup = {
      combinator: 'or',
      conditions: [elvesBornEarly, { fieldId: 'alive', operator: 'is', value: true }],
    };
    expect(matchesFilter(bren, either, fields)).toBe(true);
  });

  it('lets an empty value pass only "is empty" and the negative operators', () => {
    expect(matchesFilter(bren, { fieldId: 'height', operator: 'isEmpty' }, fields)).toBe(true);
    expect(matchesFilter(bren, { fieldId: 'height', operator: 'lt', value: 1e9 }, fields)).toBe(
      false,
    );
    expect(
      matchesFilter(bren, { fieldId: 'home', operator: 'notContains', value: 'x' }, fields),
    ).toBe(true);
  });

  it('compares text without regard to case', () => {
    expect(
      matchesFilter(aria, { fieldId: 'home', operator: 'contains', value: 'HARB' }, fields),
    ).toBe(true);
  });

  it('accepts every operator offered for a kind, with a value of that kind', () => {
    fc.assert(
      fc.property(
        fieldArbitrary().chain((made) =>
          fc.tuple(
            fc.constant(made),
            fc.constantFrom(...operatorsFor(made.kind)),
            valueArbitrary(made),
          ),
        ),
        datePartsArbitrary,
        ([made, operator, sample], date) => {
          const value =
            operator === 'isEmpty' || operator === 'isNotEmpty'
              ? undefined
              : made.kind === 'date' || made.kind === 'dateRange'
                ? date
                : typeof sample === 'string' && made.kind !== 'image'
                  ? sample.slice(0, 1_000)
                  : sample;
          const condition = { fieldId: made.id, operator, value: value as never };
          expect(filterIssue(condition, [made])).toBeNull();
          expect(() => matchesFilter({ [made.id]: sample }, condition, [made])).not.toThrow();
        },
      ),
    );
  });

  it('refuses unknown fields, operators a kind lacks, wrong values and huge filters', () => {
    expect(filterIssue({ fieldId: 'nope', operator: 'is', value: 1 }, fields)).toBe(
      'VALIDATION.FILTER_UNKNOWN_FIELD',
    );
    expect(filterIssue({ fieldId: 'alive', operator: 'lt', value: true }, fields)).toBe(
      'VALIDATION.FILTER_OPERATOR',
    );
    expect(filterIssue({ fieldId: 'height', operator: 'lt', value: 'tall' }, fields)).toBe(
      'VALIDATION.FILTER_VALUE',
    );
    const many: FilterGroup = {
      combinator: 'and',
      conditions: Array.from({ length: 51 }, () => ({
        fieldId: 'height',
        operator: 'gt' as const,
        value: 1,
      })),
    };
    expect(filterIssue(many, fields)).toBe('VALIDATION.FILTER_TOO_LARGE');
    let deep: FilterGroup = { combinator: 'and', conditions: [] };
    for (let level = 0; level < 6; level++) deep = { combinator: 'or', conditions: [deep] };
    expect(filterIssue(deep, fields)).toBe('VALIDATION.FILTER_TOO_LARGE');
  });
});

describe('the search syntax for fields', () => {
  it('reads conditions and leaves the rest as text', () => {
    const parsed = parseFieldQuery('species:elf born<1200 hometown:"old harbour" ship', fields);
    expect(parsed.text).toBe('ship');
    expect(parsed.conditions).toEqual([
      { fieldId: 'species', operator: 'hasAny', value: ['elf'] },
      { fieldId: 'born', operator: 'lt', value: year(1200) },
      { fieldId: 'home', operator: 'contains', value: 'old harbour' },
    ]);
    expect(parsed.conditions.length).toBe(3);
    const found = [aria, bren].filter((values) =>
      matchesFilter(values, { combinator: 'and', conditions: parsed.conditions }, fields),
    );
    expect(found).toEqual([aria]);
  });

  it('keeps words that only look like conditions as text, and reports values that do not fit', () => {
    expect(parseFieldQuery('time:12:30 "species:elf"', fields).text).toBe('time:12:30 species:elf');
    expect(parseFieldQuery('height>tall species:orc', fields).refused).toEqual([
      'height>tall',
      'species:orc',
    ]);
  });

  it('asks for any value with * and for none with !=*', () => {
    expect(parseFieldQuery('height:* alive!=*', fields).conditions).toEqual([
      { fieldId: 'height', operator: 'isNotEmpty' },
      { fieldId: 'alive', operator: 'isEmpty' },
    ]);
  });

  it('reads back what it writes', () => {
    const conditionArbitrary = fc.oneof(
      fc.record({
        fieldId: fc.constant('home'),
        operator: fc.constantFrom('contains' as const, 'is' as const, 'isNot' as const),
        value: fc
          .string({ minLength: 1, maxLength: 20 })
          .map((text) => text.replace(/["\s]+/g, ' ').trim())
          .filter((text) => text !== '' && text !== '*'),
      }),
      fc.record({
        fieldId: fc.constant('height'),
        operator: fc.constantFrom('is' as const, 'lt' as const, 'gte' as const, 'isNot' as const),
        value: fc.integer({ min: -1e6, max: 1e6 }),
      }),
      fc.record({
        fieldId: fc.constant('born'),
        operator: fc.constantFrom('lt' as const, 'gt' as const, 'is' as const),
        value: datePartsArbitrary,
      }),
      fc.record({
        fieldId: fc.constant('species'),
        operator: fc.constantFrom('hasAny' as const, 'hasNone' as const),
        value: fc.subarray(['elf', 'dwarf'], { minLength: 1 }),
      }),
      fc.record({
        fieldId: fc.constant('alive'),
        operator: fc.constant('is' as const),
        value: fc.boolean(),
      }),
      fc.record({
        fieldId: fc.constantFrom('home', 'height', 'born'),
        operator: fc.constantFrom('isEmpty' as const, 'isNotEmpty' as const),
      }),
    );
    fc.assert(
      fc.property(fc.array(conditionArbitrary, { maxLength: 5 }), (conditions) => {
        const written = formatFieldQuery({ text: '', conditions }, fields);
        expect(parseFieldQuery(written, fields).conditions).toEqual(conditions);
      }),
    );
  });
});
