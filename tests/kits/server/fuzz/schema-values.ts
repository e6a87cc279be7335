import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';
import { IdRef, idKeyFor, recordKeys } from './fuzz-worlds';
import { extraField, wrongType } from './hostile-values';

/**
 * Values for a JSON Schema node, mostly fitting it (so deeper checks run) and
 * now and then wrong at any depth: the wrong type, an odd string or number, a
 * missing required field, an extra one. Fields named like ids get the fixture
 * world's record of that kind, the other world's, or an id of nothing.
 */
export function valueFor(schema: JsonSchema, name: string, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fitting(schema, name, depth), weight: 5 },
    { arbitrary: hostile(name), weight: 1 },
  );
}

/** An id of the kind `name` stands for, from either world or none. */
export function idFor(name: string): fc.Arbitrary<IdRef> {
  const key = idKeyFor(name);
  return fc.oneof(
    { arbitrary: fc.constant(new IdRef('own', key ?? 'documentId')), weight: 4 },
    {
      arbitrary: fc.constantFrom(...recordKeys).map((other) => new IdRef('own', other)),
      weight: 1,
    },
    { arbitrary: fc.constant(new IdRef('foreign', key ?? 'documentId')), weight: 2 },
    { arbitrary: fc.constant(new IdRef('nowhere', 'documentId')), weight: 1 },
  );
}

function hostile(name: string): fc.Arbitrary<unknown> {
  return idKeyFor(name) ? fc.oneof(idFor(name), wrongType) : wrongType;
}

function fitting(schema: JsonSchema, name: string, depth: number): fc.Arbitrary<unknown> {
  // The one $ref is the recursive rich-text node; a depth cap stops every other recursion.
  if (schema.$ref || depth > 8)
    return fc.constantFrom(
      { type: 'doc', content: [] },
      { type: 'paragraph' },
      { type: 'text', text: 'x' },
    );
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length)
    return fc.oneof(...variants.map((variant) => fitting(variant, name, depth)));
  const plain = fittingPlain(schema, name, depth);
  return schema.nullable ? fc.oneof(fc.constant(null), plain) : plain;
}

function fittingPlain(schema: JsonSchema, name: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fittingString(schema, name);
    case 'integer':
    case 'number':
      return fittingNumber(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, name, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return fittingObject(schema, depth);
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function fittingString(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  if (idKeyFor(name)) return idFor(name);
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  const edges = fc
    .constantFrom(minLength, maxLength, maxLength + 1, Math.max(minLength - 1, 0))
    .map((length) => 'ж'.repeat(length));
  const text = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern), { size: 'small' })
    : fc.string({ minLength, maxLength: Math.min(maxLength, 40), unit: 'grapheme' });
  return fc.oneof({ arbitrary: text, weight: 4 }, { arbitrary: edges, weight: 1 });
}

function fittingNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const inside = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
  const edges = fc.constantFrom(min, max, min - 1, max + 1, min + 0.5);
  return fc.oneof({ arbitrary: inside, weight: 4 }, { arbitrary: edges, weight: 1 });
}

function fittingObject(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, valueFor(property, key, depth + 1)]),
  );
  const required = (schema.required ?? []).filter((key) => key in shape);
  const whole = fc.record(shape, { requiredKeys: required });
  return fc.oneof(
    { arbitrary: whole, weight: 6 },
    // Missing fields: any of them, required or not, may be left out.
    { arbitrary: fc.record(shape, { requiredKeys: [] }), weight: 1 },
    {
      arbitrary: fc
        .tuple(whole, extraField)
        .map(([value, [key, extra]]) => withField(value, key, extra)),
      weight: 1,
    },
  );
}

/** Sets a field the way JSON.parse would (an own `__proto__` property, not the prototype). */
export function withField(value: unknown, key: string, extra: unknown): unknown {
  const copy = { ...(value as Record<string, unknown>) };
  Object.defineProperty(copy, key, {
    value: extra,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}
