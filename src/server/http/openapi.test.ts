import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../tests/kits/server/test-server';
import { errorBodyComponent } from './openapi';

/**
 * /api/openapi.json is a client's contract: every operation has a name, a
 * summary and its answers, and a client generated from it compiles against
 * the calls a game's build script makes with a personal API token.
 */

interface Answer {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  responses?: Record<string, Answer>;
}

let server: TestServer;
let document: OpenAPI3 & { paths: Record<string, Record<string, Operation>> };
let dir: string;

beforeAll(async () => {
  server = await createTestServer();
  document = (await server.api('GET', '/api/openapi.json')).body;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-openapi-'));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function operations(): { route: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${url}`,
      operation,
    })),
  );
}

/** A JSON or file body for a 2xx, no body for 204, or the 101 of a WebSocket route. */
function hasSuccessAnswer(operation: Operation): boolean {
  return Object.entries(operation.responses ?? {}).some(([status, answer]) => {
    if (status === '204' || status === '101') return !answer.content;
    const schemas = Object.values(answer.content ?? {}).map((media) => media.schema);
    return /^2(\d\d|XX)$/.test(status) && schemas.length > 0 && schemas.every(Boolean);
  });
}

describe('the OpenAPI document', () => {
  it('names, sums up and answers every operation', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    const unnamed = all.filter(({ operation }) => !operation.operationId).map((op) => op.route);
    const unsummed = all
      .filter(({ operation }) => !operation.summary?.trim())
      .map((op) => op.route);
    const unanswered = all.filter(({ operation }) => !hasSuccessAnswer(operation));
    const badNames = all.filter(
      ({ operation }) =>
        operation.operationId && !/^[a-z][a-zA-Z0-9]*$/.test(operation.operationId),
    );
    expect(unnamed, 'operations without operationId').toEqual([]);
    expect(unsummed, 'operations without summary').toEqual([]);
    expect(
      unanswered.map((op) => op.route),
      'operations without a success answer schema',
    ).toEqual([]);
    expect(
      badNames.map((op) => `${op.route}: ${op.operation.operationId}`),
      'operationIds not in camelCase',
    ).toEqual([]);
  });

  it('never gives two operations one operationId', () => {
    const seen = new Map<string, string[]>();
    for (const { route, operation } of operations()) {
      const id = operation.operationId ?? '';
      seen.set(id, [...(seen.get(id) ?? []), route]);
    }
    const repeated = [...seen].filter(([id, routes]) => id && routes.length > 1);
    expect(Object.fromEntries(repeated)).toEqual({});
  });

  it('answers errors with the one SPEC §8 body', () => {
    const ref = `#/components/schemas/${errorBodyComponent}`;
    expect(document.components?.schemas?.[errorBodyComponent]).toMatchObject({
      required: ['Exceptions'],
    });
    const without = operations().filter(({ operation }) =>
      ['4XX', '5XX'].some(
        (status) =>
          (
            operation.responses?.[status]?.content?.['application/json']?.schema as {
              $ref?: string;
            }
          )?.$ref !== ref,
      ),
    );
    expect(without.map((op) => op.route)).toEqual([]);
  });
});

/** A game's build script: every dialog of a world, and the world's dialogs as Yarn in one zip. */
const pullDialogsScript = `
import type { components, operations, paths } from './api';

type ErrorBody = components['schemas']['${errorBodyComponent}'];
type DialogPage = operations['listDialogs']['responses'][200]['content']['application/json'];
type Dialog = operations['getDialog']['responses'][200]['content']['application/json'];
type ListQuery = NonNullable<operations['listDialogs']['parameters']['query']>;
type Export = paths['/api/Setting/{id}/Dialogs/Export']['get'];
type ExportQuery = Export['parameters']['query'];
type Zip = Export['responses'][200]['content']['application/zip'];

/** The part of fetch the script uses (Node 18+, browsers, Deno, Bun). */
interface Answer {
  ok: boolean;
  json(): Promise<unknown>;
  arrayBuffer(): Promise<ArrayBuffer>;
}
declare function fetch(url: string, init: { headers: Record<string, string> }): Promise<Answer>;

export interface Pulled {
  dialogs: Dialog[];
  yarnZip: ArrayBuffer;
}

/** Personal API tokens are sent like session tokens: as a Bearer header. */
export async function pullDialogs(baseUrl: string, token: string, worldId: string): Promise<Pulled> {
  const headers = { Authorization: 'Bearer ' + token, lang: 'en' };
  const world = baseUrl + '/api/Setting/' + encodeURIComponent(worldId);
  const dialogs: Dialog[] = [];
  const query: ListQuery = { offset: 0, limit: 200 };
  for (;;) {
    const page = await json<DialogPage>(
      world + '/Dialogs?offset=' + String(query.offset) + '&limit=' + String(query.limit),
      headers,
    );
    for (const item of page.items) {
      const dialog = await json<Dialog>(world + '/Dialogs/' + encodeURIComponent(item.id), headers);
      const sameVersion: boolean = dialog.version === item.version;
      if (sameVersion || dialog.name.length > 0) dialogs.push(dialog);
    }
    query.offset = (query.offset ?? 0) + page.items.length;
    if (page.items.length === 0 || query.offset >= page.total) break;
  }
  const exportQuery: ExportQuery = { format: 'yarn' };
  const answer = await fetch(world + '/Dialogs/Export?format=' + exportQuery.format, { headers });
  if (!answer.ok) throw await failure(answer);
  const declared: Zip = 'the document calls the zip a binary string';
  void declared;
  return { dialogs, yarnZip: await answer.arrayBuffer() };
}

async function json<T>(url: string, headers: Record<string, string>): Promise<T> {
  const answer = await fetch(url, { headers });
  if (!answer.ok) throw await failure(answer);
  return (await answer.json()) as T;
}

async function failure(answer: Answer): Promise<Error> {
  const body = (await answer.json()) as ErrorBody;
  return new Error(body.Exceptions.map((item) => item.Code + ': ' + item.Message).join('; '));
}
`;

/** Mistakes the generated types must catch, one per line (so the types are not \`any\`). */
const mistakes = [
  `type Page = operations['listDialogs']['responses'][200]['content']['application/json'];`,
  `export const noSuchField = (page: Page) => page.items.map((item) => item.title);`,
  `export const noSuchFormat: operations['exportWorldDialogs']['parameters']['query'] = { format: 'pdf' };`,
  `export const noSuchOperation: operations['listDialogz'] = {} as never;`,
];
const mistakesScript = `import type { operations } from './api';\n${mistakes.join('\n')}\n`;

describe('a client generated from the document', () => {
  it('compiles a script that pulls every dialog of a world with a token, and catches its mistakes', async () => {
    const ast = await openapiTS(document, { silent: true });
    // A declaration file: skipLibCheck then spares checking its thousands of lines again.
    fs.writeFileSync(path.join(dir, 'api.d.ts'), astToString(ast));
    fs.writeFileSync(path.join(dir, 'pull-dialogs.ts'), pullDialogsScript);
    fs.writeFileSync(path.join(dir, 'mistakes.ts'), mistakesScript);

    // One program, no emit, the smallest standard library, none of the project's types.
    const program = ts.createProgram(
      ['pull-dialogs.ts', 'mistakes.ts'].map((file) => path.join(dir, file)),
      {
        strict: true,
        noEmit: true,
        noUnusedLocals: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es5.d.ts', 'lib.es2015.promise.d.ts', 'lib.es2015.iterable.d.ts'],
        types: [],
        skipLibCheck: true,
      },
    );
    const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => ({
      file: diagnostic.file ? path.basename(diagnostic.file.fileName) : '',
      line: diagnostic.file
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line
        : -1,
      text: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    }));

    expect(diagnostics.filter((diagnostic) => diagnostic.file !== 'mistakes.ts')).toEqual([]);
    const caught = new Set(
      diagnostics.filter((diagnostic) => diagnostic.file === 'mistakes.ts').map((d) => d.line),
    );
    // Line 0 is the import; line 1 only names a type.
    expect([...caught].sort()).toEqual([2, 3, 4]);
  });
});
