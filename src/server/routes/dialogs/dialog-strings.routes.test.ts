import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  messages,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import {
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';
import { multipart } from '../../../../tests/kits/server/test-images';
import { apiTokenCreator } from '../../commands/api-token-writer';
import { emptyDialogGraph, type DialogGraph } from '../../../shared/dialogs/dialog-graph';
import { lineIdOf } from '../../../shared/dialogs/localization/dialog-lines';
import { stringTableImportLimits } from '../../../shared/schemas/dialog-localization';
import { ErrorCode } from '../../../shared/errors';

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'dstr');
});
afterAll(() => server.close());

type Node = DialogGraph['nodes'][number];

function node(id: string, text: string, extra: Partial<Node> = {}): Node {
  return {
    id,
    kind: 'text',
    text,
    speakerId: null,
    meta: [],
    onEnter: [],
    choices: [],
    nextId: null,
    position: { x: 0, y: 0 },
    ...extra,
  };
}

/** The captain greets (a spoken line with a direction), two options, two answers. */
function harbourGraph(captainId: string): DialogGraph {
  return {
    ...emptyDialogGraph(),
    startNodeId: 'greet',
    nodes: [
      node('greet', 'Welcome to the harbour.', {
        kind: 'character',
        speakerId: captainId,
        direction: 'Gruff, shouting over the wind',
        choices: [
          { id: 'who', text: 'Who are you?', conditions: [], targetId: 'answer' },
          { id: 'leave', text: 'Goodbye', conditions: [], targetId: null },
        ],
      }),
      node('answer', 'The harbour master.', { kind: 'character', speakerId: captainId }),
      // Conditions only: no line.
      node('silent', ''),
    ],
  };
}

async function stringsWorld(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const api = (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { token?: string; body?: unknown } = {},
  ) =>
    server.api(method, `${world.url}${path}`, {
      token: options.token ?? team.writer.token,
      lang: 'en',
      body: options.body,
    });
  const captain = await world.addDocument('Captain Oro');
  const addDialog = async (name: string, graph: DialogGraph) => {
    const created = await api('POST', '/Dialogs', { body: { name, kind: 'branching' } });
    const saved = await api('PUT', `/Dialogs/${created.body.id}`, {
      body: { name, graph, version: created.body.version },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return created.body.id as string;
  };
  const harbour = await addDialog('Harbour', harbourGraph(captain));
  const market = await addDialog('Market', {
    ...emptyDialogGraph(),
    startNodeId: 'm',
    nodes: [node('m', 'Fresh fish!')],
  });
  const languages = await api('PUT', '/DialogLanguages', {
    body: { sourceLanguage: 'en', languages: ['ru', 'de'], lineCharLimit: 30, choiceCharLimit: 12 },
  });
  expect(languages.status).toBe(200);
  /** The raw answer: bodies are files. */
  const fetch = (path: string, token = team.viewer.token) =>
    server.app.inject({
      method: 'GET',
      url: `${world.url}${path}`,
      headers: { authorization: `Bearer ${token}`, lang: 'en' },
    });
  const upload = (
    data: Buffer | string,
    fields: Record<string, string> = {},
    options: { token?: string; fileName?: string; lang?: 'en' | 'ru' } = {},
  ) => {
    const body = multipart(
      options.fileName ?? 'table.csv',
      Buffer.isBuffer(data) ? data : Buffer.from(data),
      'text/csv',
      fields,
    );
    return server.api('POST', `${world.url}/Dialogs/Strings/Import`, {
      token: options.token ?? team.writer.token,
      lang: options.lang ?? 'en',
      body: body.payload,
      headers: { 'content-type': body.contentType },
    });
  };
  const counts = async (dialogId: string, language = 'ru') =>
    (await api('GET', `/Dialogs/${dialogId}/Translations?language=${language}`)).body.counts;
  return { ...world, api, fetch, upload, counts, harbour, market, captain };
}

/** A file name from Content-Disposition's `filename*` (RFC 8187). */
function fileNameOf(disposition: unknown): string {
  const match = /filename\*=UTF-8''([^;]+)/.exec(String(disposition));
  if (!match?.[1]) throw new Error(`no filename* in ${String(disposition)}`);
  return decodeURIComponent(match[1]);
}

function parseCsv(text: string): Record<string, string>[] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), {
    header: true,
    skipEmptyLines: true,
  });
  return parsed.data;
}

function csvOf(rows: Record<string, string>[]): string {
  return Papa.unparse(rows, { newline: '\r\n' });
}

describe('string table downloads', () => {
  it('writes one dialog as CSV with every line, its speaker, context and limit', async () => {
    const world = await stringsWorld('dstr-csv');
    const answer = await world.fetch(`/Dialogs/${world.harbour}/Strings?language=ru&format=csv`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(fileNameOf(answer.headers['content-disposition'])).toBe('Harbour-ru.csv');
    const rows = parseCsv(answer.body);
    expect(rows.map((row) => [row.line_id, row.speaker, row.char_limit, row.source])).toEqual([
      [lineIdOf(world.harbour, { id: 'greet' }), 'Captain Oro', '30', 'Welcome to the harbour.'],
      [lineIdOf(world.harbour, { id: 'greet' }, { id: 'who' }), '', '12', 'Who are you?'],
      [lineIdOf(world.harbour, { id: 'greet' }, { id: 'leave' }), '', '12', 'Goodbye'],
      [lineIdOf(world.harbour, { id: 'answer' }), 'Captain Oro', '30', 'The harbour master.'],
    ]);
    expect(rows.every((row) => row.dialog_id === world.harbour && row.target === '')).toBe(true);
    expect(rows.every((row) => row.dialog === 'Harbour')).toBe(true);
  });

  it('writes the world as XLIFF 2.0, a file per dialog', async () => {
    const world = await stringsWorld('dstr-xliff');
    const answer = await world.fetch(`/Dialogs/Strings?language=de&format=xliff`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xliff+xml; charset=utf-8');
    expect(fileNameOf(answer.headers['content-disposition'])).toBe('dstr-xliff-dialogs-de.xlf');
    expect(answer.body).toContain('version="2.0"');
    expect(answer.body).toContain('srcLang="en" trgLang="de"');
    expect(answer.body).toContain(`<file id="${world.harbour}" original="Harbour"`);
    expect(answer.body).toContain(`<file id="${world.market}" original="Market"`);
    expect(answer.body).toContain(`<unit id="${lineIdOf(world.market, { id: 'm' })}"`);
  });

  it('refuses a language the world does not have, and an unknown format', async () => {
    const world = await stringsWorld('dstr-refuse');
    const french = await world.fetch(`/Dialogs/Strings?language=fr&format=csv`);
    expect(french.statusCode).toBe(400);
    expect(JSON.parse(french.body).Exceptions[0].Message).toBe(
      'Choose one of the dialog languages of this world',
    );
    const format = await world.fetch(`/Dialogs/Strings?language=ru&format=po`);
    expect(format.statusCode).toBe(400);
    expect(JSON.parse(format.body).Exceptions[0].Message).toContain('csv or xliff');
  });
});

describe('string table import', () => {
  it('reports stale, unknown, missing and over-limit rows; a dry run writes nothing', async () => {
    const world = await stringsWorld('dstr-import');
    const table = parseCsv(
      (await world.fetch(`/Dialogs/${world.harbour}/Strings?language=ru&format=csv`)).body,
    );
    const [greet, who, leave, answer] = table as [
      Record<string, string>,
      Record<string, string>,
      Record<string, string>,
      Record<string, string>,
    ];
    greet.target = 'Добро пожаловать в порт.';
    who.target = 'Кто вы такой, капитан порта?'; // past the options' limit of 12
    who.source = 'Who are you?';
    leave.target = '';
    answer.source = 'The harbourmaster.'; // changed since: stale
    answer.target = 'Начальник порта.';
    const unknownLine = { ...greet, line_id: 'nope-line', target: 'x' };
    const unknownDialog = { ...greet, dialog_id: 'no-such-dialog', target: 'y' };
    const csv = csvOf([greet, who, leave, answer, unknownLine, unknownDialog]);

    const dry = await world.upload(csv, { language: 'ru', dryRun: 'true' });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    const expectedReport = {
      language: 'ru',
      dialogs: 1,
      written: 3,
      unchanged: 0,
      counts: { stale: 1, missing: 1, unknown: 2, overLimit: 1 },
      stale: [{ dialogId: world.harbour, dialogName: 'Harbour', lineId: answer.line_id }],
      missing: [{ dialogId: world.harbour, dialogName: 'Harbour', lineId: leave.line_id }],
      unknown: [
        { dialogId: world.harbour, dialogName: 'Harbour', lineId: 'nope-line' },
        { dialogId: 'no-such-dialog', dialogName: null, lineId: greet.line_id },
      ],
      overLimit: [{ dialogId: world.harbour, dialogName: 'Harbour', lineId: who.line_id }],
    };
    expect(dry.body).toEqual({ ...expectedReport, dryRun: true });
    expect(await world.counts(world.harbour)).toEqual({
      lines: 4,
      translated: 0,
      stale: 0,
      missing: 4,
    });

    const done = await world.upload(csv, { language: 'ru' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ ...expectedReport, dryRun: false });
    expect(await world.counts(world.harbour)).toEqual({
      lines: 4,
      translated: 2,
      stale: 1,
      missing: 1,
    });
    // Another language is untouched.
    expect((await world.counts(world.harbour, 'de')).translated).toBe(0);

    // The same file again changes nothing; an empty target leaves a translation as it is.
    const again = await world.upload(csvOf([greet, who, { ...answer, target: '' }]), {
      language: 'ru',
    });
    expect(again.body).toMatchObject({ written: 0, unchanged: 2 });
    expect(await world.counts(world.harbour)).toMatchObject({ translated: 2, stale: 1 });

    // The download carries the translations back, stale ones too.
    const after = parseCsv(
      (await world.fetch(`/Dialogs/${world.harbour}/Strings?language=ru&format=csv`)).body,
    );
    expect(after.map((row) => row.target)).toEqual([greet.target, who.target, '', answer.target]);
  });

  it('skips a target longer than a line can hold at all, and reports it', async () => {
    const world = await stringsWorld('dstr-hard-limit');
    const who = lineIdOf(world.harbour, { id: 'greet' }, { id: 'who' });
    const imported = await world.upload(
      `dialog_id,line_id,source,target\r\n${world.harbour},${who},Who are you?,${'я'.repeat(1_001)}\r\n`,
      { language: 'ru' },
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ written: 0, counts: { overLimit: 1 } });
    expect((await world.counts(world.harbour)).translated).toBe(0);
  });

  it('reads back an XLIFF 2.0 it wrote, taking the language from trgLang', async () => {
    const world = await stringsWorld('dstr-xliff-in');
    const xliff = (await world.fetch(`/Dialogs/Strings?language=de&format=xliff`)).body;
    const translated = xliff.replace(
      /<source>Fresh fish!<\/source>/,
      '<source>Fresh fish!</source><target>Frischer Fisch!</target>',
    );
    expect(translated).not.toBe(xliff);
    const imported = await world.upload(translated, {}, { fileName: 'table.xlf' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ language: 'de', dialogs: 2, written: 1 });
    expect(imported.body.counts.missing).toBe(4);
    expect(await world.counts(world.market, 'de')).toMatchObject({ translated: 1, missing: 0 });

    const mismatch = await world.upload(translated, { language: 'ru' });
    expect(mismatch.status).toBe(400);
    expect(codes(mismatch)).toEqual([ErrorCode.stringTableLanguageMismatch]);
  });

  it.each([
    [
      'not UTF-8',
      Buffer.from([0x64, 0x69, 0xff, 0xfe, 0x0a]),
      { language: 'ru' },
      400,
      ErrorCode.textNotUtf8,
      'UTF-8',
    ],
    [
      'a CSV with a broken quote',
      'dialog_id,line_id,source,target\r\na,b,"unclosed,x\r\n',
      { language: 'ru' },
      400,
      ErrorCode.stringTableInvalid,
      'a quote or a row is broken',
    ],
    [
      'a CSV without the target column',
      'dialog_id,line_id,source\r\na,b,c\r\n',
      { language: 'ru' },
      400,
      ErrorCode.stringTableInvalid,
      'target',
    ],
    [
      'malformed XML',
      '<?xml version="1.0"?><xliff version="2.0"><file id="a"><unit id="b"></file></xliff>',
      { language: 'ru' },
      400,
      ErrorCode.stringTableInvalid,
      'not well-formed',
    ],
    [
      'XLIFF 1.2',
      '<?xml version="1.0"?><xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file source-language="en" target-language="ru" datatype="plaintext" original="a"><body><trans-unit id="b"><source>Hi</source><target>Привет</target></trans-unit></body></file></xliff>',
      { language: 'ru' },
      400,
      ErrorCode.xliffVersionUnsupported,
      'Only XLIFF 2.0',
    ],
    [
      'a CSV without a language',
      'dialog_id,line_id,source,target\r\na,b,c,d\r\n',
      {},
      400,
      ErrorCode.validation,
      'Choose the language of the translations',
    ],
    [
      'a language the world does not have',
      'dialog_id,line_id,source,target\r\na,b,c,d\r\n',
      { language: 'fr' },
      400,
      ErrorCode.validation,
      'Choose one of the dialog languages',
    ],
  ])(
    'refuses %s with a clear code, writing nothing',
    async (_name, data, fields, status, code, message) => {
      const world = await stringsWorld(`dstr-bad-${Math.random().toString(36).slice(2, 8)}`);
      const refused = await world.upload(data, fields);
      expect(refused.status, JSON.stringify(refused.body)).toBe(status);
      expect(codes(refused)[0]).toBe(code);
      expect(messages(refused).join(' ')).toContain(message);
      expect((await world.counts(world.harbour)).translated).toBe(0);
      const feed = await server.api('GET', `${world.url}/Feed`, { token: team.viewer.token });
      expect(
        feed.body.items.some(
          (item: { type: string }) => item.type === 'import_dialog_translations',
        ),
      ).toBe(false);
    },
  );

  it('says a refusal in Russian to a Russian caller', async () => {
    const world = await stringsWorld('dstr-bad-ru');
    const refused = await world.upload(
      '<?xml version="1.0"?><xliff version="1.2"><file/></xliff>',
      { language: 'ru' },
      { lang: 'ru' },
    );
    expect(codes(refused)).toEqual([ErrorCode.xliffVersionUnsupported]);
    expect(messages(refused)[0]).toContain('Импортировать можно только XLIFF 2.0');
  });

  it('refuses no file, and a file past 20 MB with 413', async () => {
    const world = await stringsWorld('dstr-big');
    const none = await server.api('POST', `${world.url}/Dialogs/Strings/Import`, {
      token: team.writer.token,
      lang: 'en',
      body: {},
    });
    expect(none.status).toBe(400);
    expect(messages(none)).toEqual(['Choose a string table (CSV or XLIFF 2.0) to import']);

    const big = Buffer.alloc(stringTableImportLimits.maxFileBytes + 10, 0x61);
    const refused = await world.upload(big, { language: 'ru' });
    expect(refused.status).toBe(413);
    expect(codes(refused)).toEqual([ErrorCode.stringTableTooLarge]);
    expect(messages(refused)).toEqual(['The string table is larger than the 20 MB limit']);
  });

  it('lets a read token download but not import, and a viewer neither import', async () => {
    const world = await stringsWorld('dstr-token');
    const owner = (await server.api('GET', '/api/Account', { token: team.owner.token })).body;
    const created = await apiTokenCreator(server.ctx, owner.id, {
      name: 'Build',
      worldIds: [world.id],
      access: 'read',
      expiresAt: null,
    });
    const download = await world.fetch(`/Dialogs/Strings?language=ru&format=csv`, created.secret);
    expect(download.statusCode).toBe(200);
    const csv = 'dialog_id,line_id,source,target\r\na,b,c,d\r\n';
    const refused = await world.upload(csv, { language: 'ru' }, { token: created.secret });
    expect(refused.status).toBe(403);
    expect(codes(refused)).toEqual([ErrorCode.apiTokenReadOnly]);
    const viewer = await world.upload(csv, { language: 'ru' }, { token: team.viewer.token });
    expect(viewer.status).toBe(403);
  });
});

describe('voice script', () => {
  it('lists the spoken lines by speaker with their directions, in a language when asked', async () => {
    const world = await stringsWorld('dstr-voice');
    const source = await world.fetch(`/Dialogs/VoiceScript`);
    expect(source.statusCode, source.body).toBe(200);
    expect(source.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(fileNameOf(source.headers['content-disposition'])).toBe('dstr-voice-voice-script.csv');
    const rows = parseCsv(source.body);
    expect(rows.map((row) => [row.speaker, row.dialog, row.text, row.direction])).toEqual([
      ['', 'Market', 'Fresh fish!', ''],
      ['Captain Oro', 'Harbour', 'Welcome to the harbour.', 'Gruff, shouting over the wind'],
      ['Captain Oro', 'Harbour', 'The harbour master.', ''],
    ]);

    const greet = lineIdOf(world.harbour, { id: 'greet' });
    const imported = await world.upload(
      `dialog_id,line_id,source,target\r\n${world.harbour},${greet},Welcome to the harbour.,Добро пожаловать!\r\n`,
      { language: 'ru' },
    );
    expect(imported.status).toBe(200);
    const russian = await world.fetch(`/Dialogs/${world.harbour}/VoiceScript?language=ru`);
    expect(fileNameOf(russian.headers['content-disposition'])).toBe('Harbour-voice-script-ru.csv');
    expect(parseCsv(russian.body).map((row) => [row.line_id, row.text])).toEqual([
      [greet, 'Добро пожаловать!'],
      [lineIdOf(world.harbour, { id: 'answer' }), 'The harbour master.'],
    ]);
    const unknown = await world.fetch(`/Dialogs/VoiceScript?language=fr`);
    expect(unknown.statusCode).toBe(400);
  });
});

describe('dialog export in a language', () => {
  it('writes the translations into the file, and refuses a language the world lacks', async () => {
    const world = await stringsWorld('dstr-export');
    const greet = lineIdOf(world.harbour, { id: 'greet' });
    const who = lineIdOf(world.harbour, { id: 'greet' }, { id: 'who' });
    const imported = await world.upload(
      [
        'dialog_id,line_id,source,target',
        `${world.harbour},${greet},Welcome to the harbour.,Добро пожаловать!`,
        `${world.harbour},${who},Who are you?,Кто вы?`,
      ].join('\r\n'),
      { language: 'ru' },
    );
    expect(imported.status).toBe(200);
    const yarn = await world.fetch(`/Dialogs/${world.harbour}/Export?format=yarn&language=ru`);
    expect(yarn.statusCode, yarn.body).toBe(200);
    expect(fileNameOf(yarn.headers['content-disposition'])).toBe('Harbour-ru.yarn');
    expect(yarn.body).toContain('Добро пожаловать!');
    expect(yarn.body).toContain('Кто вы?');
    expect(yarn.body).toContain('The harbour master.');
    expect(yarn.body).not.toContain('Welcome to the harbour.');
    const source = await world.fetch(`/Dialogs/${world.harbour}/Export?format=yarn`);
    expect(source.body).toContain('Welcome to the harbour.');
    expect(source.headers.etag).not.toBe(yarn.headers.etag);

    const zip = await world.fetch(`/Dialogs/Export?format=twee-sugarcube&language=ru`);
    expect(zip.statusCode).toBe(200);
    expect(fileNameOf(zip.headers['content-disposition'])).toBe(
      'dstr-export-dialogs-twee-sugarcube-ru.zip',
    );
    const french = await world.fetch(`/Dialogs/${world.harbour}/Export?format=yarn&language=fr`);
    expect(french.statusCode).toBe(400);
    const frenchZip = await world.fetch(`/Dialogs/Export?format=yarn&language=fr`);
    expect(frenchZip.statusCode).toBe(400);
  });
});
