import fc from 'fast-check';

/**
 * A JSON literal written into the request text as it is, for what
 * JSON.stringify cannot say: numbers that overflow to Infinity, more digits
 * than a double holds, or not JSON at all.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Strings that trip encoders, databases, search indexes and renderers. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '\u202eevil.png',
  '\u200f\u200e\u200b',
  '\ufeff',
  '\r\n\t',
  '..',
  '../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%',
  'null',
  'NaN',
  '-1',
  '1e999',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '*',
  '"',
  '\\',
  'NEAR(',
  'a AND OR NOT',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧',
  'Zalgo ͙̝̞̟̠ͣͤͥͦͧͨ',
  'Ω≈ç√∫',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

/** Code units that are not text: lone surrogates, controls, direction marks. */
const oddUnit = fc.oneof(
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u202e', '\u202d', '\u200f', '\u2028', '\u2029', '\ufffe', '\uffff'),
);

/** Long strings: past every maxLength, and past the 1 MiB body limit. */
const hugeString = fc
  .record({
    unit: fc.constantFrom('a', 'é', '字', '𝕏', '\u0000', '<'),
    length: fc.constantFrom(257, 1001, 10_001, 100_001, 1_048_577),
  })
  .map(({ unit, length }) => unit.repeat(length));

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...nastyStrings), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: oddUnit, minLength: 1, maxLength: 12 }), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
);

export const badNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -0.5,
    1.000001,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc
    .constantFrom('1e999', '-1e999', '1e-999', '123456789012345678901234567890', '-0.0')
    .map((text) => new RawJson(text)),
);

/** A rich-text-like node nested `depth` deep (as text: too deep for JSON.stringify with a replacer), for validators and walkers that recurse. */
function deepNode(depth: number): RawJson {
  return new RawJson(
    `${'{"type":"paragraph","content":['.repeat(depth)}{"type":"text","text":"x"}${']}'.repeat(depth)}`,
  );
}

/** Any JSON value of the wrong kind for where it is put. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constantFrom(200, 3_000).map(deepNode),
  fc.boolean(),
  badNumber,
  oddString,
  fc.constantFrom([], {}, [null], [[]], { '': '' }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** An extra field, including the names prototype pollution tries. */
export const extraField: fc.Arbitrary<[string, unknown]> = fc.tuple(
  fc.oneof(
    fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'id',
      'worldId',
      'ownerId',
      'role',
      'isAdmin',
      '',
    ),
    fc.string({ maxLength: 12 }),
  ),
  wrongType,
);

/** Request bodies that are not the JSON the content type promises. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    '{"a":}',
    "{'a':1}",
    '{"a":1,}',
    '[1,2',
    'NaN',
    'undefined',
    'null',
    'true',
    '0',
    '"string"',
    '[]',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":1e999}',
    `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** Content types a JSON route does not take (and broken ones). */
export const wrongContentType: fc.Arbitrary<string> = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/octet-stream',
  'image/png',
  'application/jsonx',
  ';;;',
  'application/json, text/plain',
);

/** Header values: only visible ASCII can be sent at all, so odd text is percent- or length-odd instead. */
export const oddHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    '-1',
    '..',
    '../x',
    '%00',
    '%E0%A4%A',
    '*',
    'a'.repeat(70),
    'a'.repeat(10_000),
  ),
  fc
    .string({ unit: 'binary-ascii', maxLength: 40 })
    .map((text) => text.replace(/[^\x21-\x7e]/g, '')),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map((text) => encodeURIComponent(text)),
);

/** What a query value can be on the wire: any text, percent-encoded or deliberately not. */
export const oddQueryValue: fc.Arbitrary<string> = fc.oneof(
  oddString
    .filter((text) => text.length < 5_000)
    .map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'))),
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '%ZZ',
    '%00',
    '-1',
    '1e999',
    'NaN',
    'Infinity',
    '0x10',
    '1.5',
    '99999999999999999999',
    '',
    '[]',
    '{}',
  ),
);
