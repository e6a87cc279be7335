import fc from 'fast-check';
import type { Operation, Parameter } from './openapi-operations';
import { IdRef, idKeyFor, recordKeys, type IdKey } from './fuzz-worlds';
import { idFor, valueFor } from './schema-values';
import { exampleMutations, type ExampleMutation } from './example-mutations';
import {
  malformedJson,
  oddHeaderValue,
  oddQueryValue,
  oddString,
  wrongContentType,
} from './hostile-values';

/** What a multipart upload carries instead of the sample PNG. */
export type UploadFile =
  | 'png'
  | 'garbage'
  | 'empty'
  | 'no-file'
  | 'two-files'
  | 'truncated'
  | 'script-named-png'
  | 'not-multipart';

export type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType?: string }
  | { kind: 'example'; mutation?: ExampleMutation; contentType?: string }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'upload'; file: UploadFile; fileName: string };

/**
 * One generated request, in terms of the fixture (ids are IdRefs): sent by
 * request-builder.ts against whatever fixture is current then.
 */
export interface RequestPlan {
  /** Which kind of bad input this is, for the printed counts. */
  strategy: string;
  /** Per path parameter: an IdRef, or text to percent-encode. */
  path: Record<string, unknown>;
  query: [string, unknown][];
  /** Sent as it is after `?` when set, instead of `query`. */
  rawQuery?: string;
  headers: Record<string, unknown>;
  /** Replaces the caller's `Authorization` header. */
  authorization?: string;
  body: BodyPlan;
}

export interface RouteExample {
  /** The valid body of tests/kits/server/route-table.ts, against the fixture made when planning. */
  body: unknown;
  upload: boolean;
}

/** Every kind of bad request that fits `operation`; `example` is its valid request, when the route table has one. */
export function requestPlans(
  operation: Operation,
  example: RouteExample | undefined,
  idKeyOf: (value: string) => IdKey | undefined,
): fc.Arbitrary<RequestPlan> {
  const path = validPath(operation);
  const query = validQuery(operation);
  const headers = validHeaders(operation);
  const validBody: BodyPlan = example?.upload
    ? { kind: 'upload', file: 'png', fileName: 'upload.png' }
    : example?.body !== undefined
      ? { kind: 'example' }
      : { kind: 'none' };
  const base = { path, query, headers, body: validBody };
  const strategies: { arbitrary: fc.Arbitrary<RequestPlan>; weight: number }[] = [];
  const add = (weight: number, strategy: string, arbitrary: fc.Arbitrary<Partial<RequestPlan>>) =>
    strategies.push({
      weight,
      arbitrary: arbitrary.map((change) => ({ ...base, strategy, ...change })),
    });

  if (operation.body) {
    const bodySchema = operation.body;
    add(
      4,
      'body from schema',
      valueFor(bodySchema, 'body').map((value) => ({ body: { kind: 'json', value } })),
    );
  }
  if (example?.body !== undefined) {
    add(
      4,
      'body example mutated',
      exampleMutations(example.body, idKeyOf).map((mutation) => ({
        body: { kind: 'example', mutation },
      })),
    );
    add(
      1,
      'body wrong content type',
      wrongContentType.map((contentType) => ({ body: { kind: 'example', contentType } })),
    );
  }
  if (operation.method !== 'GET' || operation.body) {
    add(
      operation.body ? 2 : 1,
      'body malformed',
      fc
        .tuple(
          malformedJson,
          fc.constantFrom('application/json', 'application/json; charset=utf-8'),
        )
        .map(([text, contentType]) => ({
          body: { kind: 'raw', text, contentType },
        })),
    );
  }
  if (operation.pathParams.length) {
    add(
      3,
      'path parameter',
      badPathParameter(operation).map((change) => ({ path: { ...path, ...change } })),
    );
  }
  if (operation.query.length) {
    add(
      2,
      'query from schema',
      fc
        .tuple(...operation.query.map((parameter) => queryValue(parameter)))
        .map((pairs) => ({ query: pairs.flat() })),
    );
  }
  add(1, 'query odd', oddQuery(operation));
  add(1, 'headers odd', oddHeaders());
  if (operation.headers.length) {
    add(
      3,
      'upload headers',
      badUploadHeaders(operation, headers).map((change) => ({ headers: change })),
    );
  }
  if (example?.upload) {
    add(
      3,
      'upload file',
      fc
        .tuple(
          fc.constantFrom<UploadFile>(
            'garbage',
            'empty',
            'no-file',
            'two-files',
            'truncated',
            'script-named-png',
            'not-multipart',
            'png',
          ),
          fc.oneof(
            fc.constantFrom(
              'upload.png',
              '../../etc/passwd.png',
              'a\u202egnp.exe',
              '',
              '.png',
              'x'.repeat(5_000),
            ),
            oddString,
          ),
        )
        .map(([file, fileName]) => ({ body: { kind: 'upload' as const, file, fileName } })),
    );
  }
  return fc.oneof(...strategies);
}

function validPath(operation: Operation): Record<string, unknown> {
  return Object.fromEntries(
    operation.pathParams.map((parameter) => [
      parameter.name,
      new IdRef(
        idKeyFor(parameter.name) ? 'own' : 'nowhere',
        idKeyFor(parameter.name) ?? 'documentId',
      ),
    ]),
  );
}

/** The required query parameters with fitting values: ids from the fixture, text for text. */
function validQuery(operation: Operation): [string, unknown][] {
  return operation.query
    .filter((parameter) => parameter.required)
    .map((parameter) => [
      parameter.name,
      idKeyFor(parameter.name) ? new IdRef('own', idKeyFor(parameter.name) as IdKey) : 'fixture',
    ]);
}

function validHeaders(operation: Operation): Record<string, unknown> {
  return Object.fromEntries(
    operation.headers.map((parameter) => [
      parameter.name,
      idKeyFor(parameter.name) ? new IdRef('own', idKeyFor(parameter.name) as IdKey) : '',
    ]),
  );
}

function badPathParameter(operation: Operation): fc.Arbitrary<Record<string, unknown>> {
  return fc.constantFrom(...operation.pathParams).chain((parameter) => {
    const key = idKeyFor(parameter.name) ?? 'documentId';
    const value = fc.oneof(
      { arbitrary: fc.constant(new IdRef('foreign', key)), weight: 3 },
      {
        arbitrary: fc.constantFrom(...recordKeys).map((other) => new IdRef('own', other)),
        weight: 2,
      },
      { arbitrary: fc.constant(new IdRef('nowhere', key)), weight: 1 },
      { arbitrary: oddString.filter((text) => text.length < 20_000), weight: 3 },
      {
        arbitrary: fc.constantFrom('%', '%2F', '%2e%2e', '%00', '%ZZ').map((raw) => ({ raw })),
        weight: 1,
      },
    );
    return value.map((bad) => ({ [parameter.name]: bad }));
  });
}

function queryValue(parameter: Parameter): fc.Arbitrary<[string, unknown][]> {
  const value = fc.oneof(
    valueFor(parameter.schema, parameter.name).map((item) =>
      typeof item === 'string' || item instanceof IdRef ? item : JSON.stringify(item),
    ),
    oddQueryValue.map((raw) => ({ raw })),
  );
  // Left out, once, or repeated (which arrives as an array).
  return fc.oneof(
    fc.constant([] as [string, unknown][]),
    value.map((item) => [[parameter.name, item]] as [string, unknown][]),
    fc.tuple(value, value).map(
      ([a, b]) =>
        [
          [parameter.name, a],
          [parameter.name, b],
        ] as [string, unknown][],
    ),
  );
}

function oddQuery(operation: Operation): fc.Arbitrary<Partial<RequestPlan>> {
  const names = [
    '',
    'limit',
    'offset',
    '__proto__',
    'constructor',
    'a[b]',
    'a[]',
    ...operation.query.map((parameter) => parameter.name),
  ];
  return fc.oneof(
    fc
      .array(fc.tuple(fc.constantFrom(...names), oddQueryValue), { minLength: 1, maxLength: 4 })
      .map((pairs) => ({
        rawQuery: pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&'),
      })),
    fc
      .constantFrom(
        '&&&',
        '=',
        '==&=',
        '%',
        'a=%E0%A4%A',
        '?',
        '#',
        'a=1&a=2&a=3',
        `x=${'y'.repeat(100_000)}`,
      )
      .map((rawQuery) => ({ rawQuery })),
  );
}

function oddHeaders(): fc.Arbitrary<Partial<RequestPlan>> {
  const authorization = fc.oneof(
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'bearer x',
      'Basic dXNlcjpwYXNz',
      'Bearer null',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      'Token x',
    ),
    oddHeaderValue.map((value) => `Bearer ${value}`),
  );
  return fc.oneof(
    authorization.map((value) => ({ authorization: value })),
    oddHeaderValue.map((value) => ({ headers: { lang: value } })),
    fc
      .tuple(
        fc.constantFrom(
          'x-request-id',
          'x-forwarded-for',
          'accept-language',
          'accept',
          'if-none-match',
          'cookie',
        ),
        oddHeaderValue,
      )
      .map(([name, value]) => ({
        headers: { [name]: value },
      })),
  );
}

function badUploadHeaders(
  operation: Operation,
  valid: Record<string, unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  return fc.constantFrom(...operation.headers).chain((parameter) =>
    fc.oneof(idFor(parameter.name), oddHeaderValue, fc.constant(undefined)).map((value) => {
      const headers = { ...valid };
      if (value === undefined) delete headers[parameter.name];
      else headers[parameter.name] = value;
      return headers;
    }),
  );
}
