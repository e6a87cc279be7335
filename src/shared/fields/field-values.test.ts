import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FieldDefinition, FieldKind } from './field-kinds';
import { fieldValueIssue, isWebAddress } from './field-values';
import { fieldWithValueArbitrary } from './field-arbitraries';

const field = (kind: FieldKind, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  id: 'f',
  name: 'Field',
  kind,
  required: false,
  multiple: false,
  unit: null,
  choices: [{ id: 'elf', label: 'Elf', color: 'green' }],
  linkTypes: [],
  ...extra,
});
const date = { year: 1200, month: 1, day: 1, hour: 0, minute: 0, second: 0 };

describe('a field value', () => {
  it('fits its field whenever it was made for it', () => {
    fc.assert(
      fc.property(fieldWithValueArbitrary, ({ field: made, value }) => {
        expect(fieldValueIssue(made, value)).toBeNull();
      }),
    );
  });

  it('is refused with a reason when it does not fit', () => {
    expect(fieldValueIssue(field('number'), '12')).toBe('VALIDATION.FIELD_WRONG_KIND');
    expect(fieldValueIssue(field('number'), Number.POSITIVE_INFINITY)).toBe(
      'VALIDATION.FIELD_NUMBER_INVALID',
    );
    expect(fieldValueIssue(field('choice'), ['orc'])).toBe('VALIDATION.FIELD_CHOICE_UNKNOWN');
    expect(fieldValueIssue(field('choice'), ['elf', 'elf'])).toBe(
      'VALIDATION.FIELD_TOO_MANY_VALUES',
    );
    expect(fieldValueIssue(field('link'), ['a', 'b'])).toBe('VALIDATION.FIELD_TOO_MANY_VALUES');
    expect(fieldValueIssue(field('link', { multiple: true }), ['a', '../b'])).toBe(
      'VALIDATION.FIELD_ID_INVALID',
    );
    expect(fieldValueIssue(field('longText'), 'x'.repeat(1_000_000))).toBe(
      'VALIDATION.FIELD_TEXT_TOO_LONG',
    );
    expect(fieldValueIssue(field('url'), 'javascript:alert(1)')).toBe(
      'VALIDATION.FIELD_URL_INVALID',
    );
    expect(fieldValueIssue(field('date'), { ...date, month: 0 })).toBe(
      'VALIDATION.FIELD_DATE_INVALID',
    );
    expect(fieldValueIssue(field('dateRange'), { start: { ...date, year: 1300 }, end: date })).toBe(
      'VALIDATION.FIELD_RANGE_ORDER',
    );
    expect(fieldValueIssue(field('boolean'), 'yes')).toBe('VALIDATION.FIELD_WRONG_KIND');
  });

  it('may be empty unless the field is required', () => {
    expect(fieldValueIssue(field('text'), '  ')).toBeNull();
    expect(fieldValueIssue(field('text', { required: true }), '  ')).toBe(
      'VALIDATION.FIELD_REQUIRED',
    );
    expect(fieldValueIssue(field('link', { required: true }), [])).toBe(
      'VALIDATION.FIELD_REQUIRED',
    );
  });

  it("asks the world's calendar about dates", () => {
    const noThirteenth = (parts: typeof date) => (parts.day > 12 ? 'too late' : null);
    expect(fieldValueIssue(field('date'), { ...date, day: 13 }, noThirteenth)).toBe(
      'VALIDATION.FIELD_DATE_INVALID',
    );
  });

  it('takes only absolute web addresses as URLs', () => {
    expect(isWebAddress('https://example.org/wiki')).toBe(true);
    expect(isWebAddress('/relative')).toBe(false);
    expect(isWebAddress('mailto:a@b.c')).toBe(false);
  });
});
