import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fieldKinds, type FieldDefinition, type FieldKind } from './field-kinds';
import { fieldValueIssue } from './field-values';
import { convertValue, planFieldChange } from './field-conversion';
import { fieldArbitrary, fieldWithValueArbitrary, valueArbitrary } from './field-arbitraries';

const field = (kind: FieldKind, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  id: 'f',
  name: 'Field',
  kind,
  required: false,
  multiple: false,
  unit: null,
  choices: [],
  linkTypes: [],
  ...extra,
});

const species = field('choice', {
  multiple: true,
  choices: [
    { id: 'elf', label: 'Elf', color: 'green' },
    { id: 'dwarf', label: 'Dwarf', color: 'orange' },
  ],
});

describe('converting a value to another kind', () => {
  it('never throws, and whatever it carries over fits the new field', () => {
    fc.assert(
      fc.property(fieldWithValueArbitrary, fieldArbitrary(), ({ field: from, value }, to) => {
        const result = convertValue(value, from, to);
        if (result.outcome !== 'refused')
          expect(fieldValueIssue({ ...to, required: false }, result.value)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every value of an unchanged field as it is', () => {
    fc.assert(
      fc.property(fieldWithValueArbitrary, ({ field: same, value }) => {
        expect(convertValue(value, same, same)).toEqual({ outcome: 'kept', value });
      }),
    );
  });

  it.each(['number', 'boolean', 'date', 'dateRange', 'choice', 'url'] as const)(
    'turns a %s into text and back without loss',
    (kind) => {
      fc.assert(
        fc.property(
          fieldArbitrary(kind).chain((from) =>
            valueArbitrary(from).map((value) => ({ from, value })),
          ),
          fc.constantFrom<FieldKind>('text', 'longText'),
          ({ from, value }, textKind) => {
            const asText = convertValue(value, from, field(textKind));
            expect(asText.outcome).toBe('converted');
            if (asText.outcome === 'refused') return;
            const back = convertValue(asText.value, field(textKind), from);
            expect(back).toMatchObject({ value });
          },
        ),
      );
    },
  );

  it('refuses what has no form in the new kind, with a reason', () => {
    expect(convertValue('tall', field('text'), field('number'))).toEqual({
      outcome: 'refused',
      reason: 'notANumber',
    });
    expect(convertValue('maybe', field('text'), field('boolean'))).toMatchObject({
      reason: 'notYesNo',
    });
    expect(convertValue('Orc', field('text'), species)).toMatchObject({ reason: 'unknownChoice' });
    expect(convertValue('img1', field('image'), field('text'))).toMatchObject({
      reason: 'noConversion',
    });
    expect(convertValue(['elf', 'dwarf'], species, { ...species, multiple: false })).toMatchObject({
      reason: 'tooManyValues',
    });
    expect(convertValue('x'.repeat(3_000), field('longText'), field('text'))).toMatchObject({
      reason: 'tooLong',
    });
    expect(convertValue('not an address', field('text'), field('url'))).toMatchObject({
      reason: 'notAnAddress',
    });
  });

  it('reads numbers, yes and no, dates and choices the way people write them', () => {
    const from = field('text');
    expect(convertValue('1 200 m', from, field('number'))).toMatchObject({ value: 1200 });
    expect(convertValue('3,5', from, field('number'))).toMatchObject({ value: 3.5 });
    expect(convertValue('Да', from, field('boolean'))).toMatchObject({ value: true });
    expect(convertValue('1203', from, field('date'))).toMatchObject({
      value: { year: 1203, month: 1, day: 1 },
    });
    expect(convertValue('1203-04-05 / 1250-01-01', from, field('dateRange'))).toMatchObject({
      value: { start: { year: 1203, month: 4, day: 5 }, end: { year: 1250 } },
    });
    expect(convertValue('elf,  DWARF', from, species)).toMatchObject({ value: ['elf', 'dwarf'] });
    expect(convertValue(1203, field('number'), field('date'))).toMatchObject({
      value: { year: 1203 },
    });
  });

  it('finds linked documents by name when it can look them up', () => {
    const names = new Map([
      ['Aria', 'd1'],
      ['Bren', 'd2'],
    ]);
    const context = { documentByName: (name: string) => names.get(name) };
    const links = field('link', { multiple: true });
    expect(convertValue('Aria, Bren', field('text'), links, context)).toMatchObject({
      value: ['d1', 'd2'],
    });
    expect(convertValue('Aria, Nobody', field('text'), links, context)).toMatchObject({
      reason: 'unknownDocument',
    });
  });

  it('reports a change over many documents before anything is written', () => {
    const values = [
      { documentId: 'a', value: '12' },
      { documentId: 'b', value: 'twelve' },
      { documentId: 'c', value: '7 years' },
    ];
    expect(planFieldChange(values, field('text'), field('number'))).toEqual({
      kept: 0,
      converted: 2,
      refused: [{ documentId: 'b', reason: 'notANumber' }],
    });
  });

  it('refuses, without throwing, a stored value that does not fit its own field', () => {
    for (const from of fieldKinds)
      for (const to of fieldKinds)
        if (from !== 'text' && from !== 'longText' && from !== 'url' && from !== 'image')
          expect(convertValue('1', field(from), field(to))).toMatchObject({ outcome: 'refused' });
  });
});
