import fc from 'fast-check';
import {
  fieldKinds,
  type FieldChoice,
  type FieldDefinition,
  type FieldKind,
  type FieldValue,
} from './field-kinds';
import { compareDateParts, type DateParts } from '../calendar/calendar-config';

/**
 * fast-check generators for the field tests (test-only: nothing outside
 * *.test.ts imports this). Any field a type may define, and any value that
 * fits it.
 */

const labelArbitrary = fc
  .string({ minLength: 1, maxLength: 12 })
  .map((text) => text.replace(/[,/]/g, '').trim())
  .filter((text) => text.length > 0);

const choicesArbitrary: fc.Arbitrary<FieldChoice[]> = fc
  .uniqueArray(labelArbitrary, {
    minLength: 1,
    maxLength: 6,
    selector: (label) => label.toLowerCase(),
  })
  .map((labels) => labels.map((label, index) => ({ id: `c${index}`, label, color: 'blue' })));

export function fieldArbitrary(kind?: FieldKind): fc.Arbitrary<FieldDefinition> {
  return fc.record({
    id: fc.constant('f1'),
    name: fc.constant('Field'),
    kind: kind ? fc.constant(kind) : fc.constantFrom(...fieldKinds),
    required: fc.boolean(),
    multiple: fc.boolean(),
    unit: fc.option(fc.constantFrom('m', 'years', 'kg'), { nil: null }),
    choices: choicesArbitrary,
    linkTypes: fc.constant([]),
  });
}

export const datePartsArbitrary: fc.Arbitrary<DateParts> = fc.record({
  year: fc.integer({ min: 0, max: 100_000 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
  second: fc.integer({ min: 0, max: 59 }),
});

const idArbitrary = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/);

/** A present value that fits `field`. */
export function valueArbitrary(field: FieldDefinition): fc.Arbitrary<FieldValue> {
  const many = field.multiple ? 4 : 1;
  switch (field.kind) {
    case 'text':
      return fc.string({ minLength: 1, maxLength: 60 }).filter((text) => text.trim() !== '');
    case 'longText':
      return fc.string({ minLength: 1, maxLength: 300 }).filter((text) => text.trim() !== '');
    case 'number':
      return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'choice':
      return fc.uniqueArray(fc.constantFrom(...field.choices.map((choice) => choice.id)), {
        minLength: 1,
        maxLength: many,
      });
    case 'link':
      return fc.uniqueArray(idArbitrary, { minLength: 1, maxLength: many });
    case 'image':
      return idArbitrary;
    case 'url':
      return fc.webUrl({ validSchemes: ['http', 'https'] });
    case 'date':
      return datePartsArbitrary;
    case 'dateRange':
      return fc
        .tuple(datePartsArbitrary, datePartsArbitrary)
        .map(([a, b]) =>
          compareDateParts(a, b) <= 0 ? { start: a, end: b } : { start: b, end: a },
        );
  }
}

/** A field and a value that fits it. */
export const fieldWithValueArbitrary = fieldArbitrary().chain((field) =>
  valueArbitrary(field).map((value) => ({ field, value })),
);
