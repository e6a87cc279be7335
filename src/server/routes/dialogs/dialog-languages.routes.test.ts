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
import { emptyDialogGraph, type DialogGraph } from '../../../shared/dialogs/dialog-graph';
import { lineIdOf } from '../../../shared/dialogs/localization/dialog-lines';
import { exportRows } from '../../commands/transfer/export-entities';
import { UserNames } from '../../commands/transfer/user-names';

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'dlang');
});
afterAll(() => server.close());

/** Two lines and an option: "Hello there" → option "Bye" → "Farewell". */
function greetingGraph(): DialogGraph {
  const node = (id: string, text: string, choices: DialogGraph['nodes'][number]['choices']) => ({
    id,
    kind: 'text' as const,
    text,
    speakerId: null,
    meta: [],
    onEnter: [],
    choices,
    nextId: null,
    position: { x: 0, y: 0 },
  });
  return {
    ...emptyDialogGraph(),
    startNodeId: 'hello',
    nodes: [
      node('hello', 'Hello there', [{ id: 'bye', text: 'Bye', conditions: [], targetId: 'end' }]),
      node('end', 'Farewell', []),
    ],
  };
}

async function languagesWorld(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const api = (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { token?: string; body?: unknown; lang?: 'en' | 'ru' } = {},
  ) =>
    server.api(method, `${world.url}${path}`, {
      token: options.token ?? team.writer.token,
      lang: options.lang ?? 'en',
      body: options.body,
    });
  const created = await api('POST', '/Dialogs', { body: { name: 'Greeting', kind: 'branching' } });
  const saved = await api('PUT', `/Dialogs/${created.body.id}`, {
    body: { name: 'Greeting', graph: greetingGraph(), version: created.body.version },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const dialogId = created.body.id as string;
  const setLanguages = (languages: string[], limits: { line?: number; choice?: number } = {}) =>
    api('PUT', '/DialogLanguages', {
      body: {
        sourceLanguage: 'en',
        languages,
        lineCharLimit: limits.line ?? null,
        choiceCharLimit: limits.choice ?? null,
      },
    });
  const importCsv = (csv: string, fields: Record<string, string>) => {
    const body = multipart('table.csv', Buffer.from(csv), 'text/csv', fields);
    return server.api('POST', `${world.url}/Dialogs/Strings/Import`, {
      token: team.writer.token,
      lang: 'en',
      body: body.payload,
      headers: { 'content-type': body.contentType },
    });
  };
  return { ...world, api, dialogId, setLanguages, importCsv };
}

describe('dialog languages', () => {
  it('answers the defaults, saves what a writer sets, and refuses a viewer', async () => {
    const world = await languagesWorld('dlang-set');
    const initial = await world.api('GET', '/DialogLanguages', { token: team.viewer.token });
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({
      sourceLanguage: 'en',
      languages: [],
      lineCharLimit: null,
      choiceCharLimit: null,
    });

    const wanted = {
      sourceLanguage: 'en',
      languages: ['ru', 'pt-BR'],
      lineCharLimit: 120,
      choiceCharLimit: 40,
    };
    const saved = await world.api('PUT', '/DialogLanguages', { body: wanted });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual(wanted);
    const read = await world.api('GET', '/DialogLanguages', { token: team.viewer.token });
    expect(read.body).toEqual(wanted);

    const viewer = await world.api('PUT', '/DialogLanguages', {
      token: team.viewer.token,
      body: wanted,
    });
    expect(viewer.status).toBe(403);

    const feed = await server.api('GET', `${world.url}/Feed`, { token: team.viewer.token });
    const entry = feed.body.items.find(
      (item: { type: string }) => item.type === 'update_dialog_languages',
    );
    expect(entry?.details).toMatchObject({ sourceLanguage: 'en', languages: ['ru', 'pt-BR'] });
  });

  it.each([
    ['a code that is no language tag', { languages: ['Russian'] }, 'Use a language code'],
    ['a repeated language', { languages: ['ru', 'ru'] }, 'Each language can be listed once'],
    ['the source among the targets', { languages: ['en'] }, 'Each language can be listed once'],
    [
      'more than 20 languages',
      {
        languages: Array.from({ length: 21 }, (_, index) => `a${String.fromCharCode(97 + index)}`),
      },
      'at most 20 dialog languages',
    ],
    ['a limit of 0', { lineCharLimit: 0 }, 'A character limit is a whole number'],
    ['a limit past 10000', { choiceCharLimit: 10_001 }, 'A character limit is a whole number'],
    ['a fractional limit', { lineCharLimit: 1.5 }, 'A character limit is a whole number'],
    ['no source language', { sourceLanguage: '' }, 'Use a language code'],
  ])('refuses %s with a clear message, saving nothing', async (_name, change, message) => {
    const world = await languagesWorld(`dlang-bad-${Math.random().toString(36).slice(2, 8)}`);
    const refused = await world.api('PUT', '/DialogLanguages', {
      body: {
        sourceLanguage: 'en',
        languages: ['ru'],
        lineCharLimit: null,
        choiceCharLimit: null,
        ...change,
      },
    });
    expect(refused.status).toBe(400);
    expect(codes(refused)).toContain('400');
    expect(messages(refused).join(' ')).toContain(message);
    const read = await world.api('GET', '/DialogLanguages');
    expect(read.body.languages).toEqual([]);
  });

  it('says the message in Russian to a Russian caller', async () => {
    const world = await languagesWorld('dlang-ru');
    const refused = await world.api('PUT', '/DialogLanguages', {
      lang: 'ru',
      body: { sourceLanguage: 'en', languages: ['x'], lineCharLimit: null, choiceCharLimit: null },
    });
    expect(refused.status).toBe(400);
    expect(messages(refused).join(' ')).toContain('Укажите код языка');
  });
});

describe('dialog translations', () => {
  it('counts translated, stale and missing lines, and keeps a removed language’s translations', async () => {
    const world = await languagesWorld('dlang-counts');
    const unknown = await world.api('GET', `/Dialogs/${world.dialogId}/Translations?language=ru`);
    expect(unknown.status).toBe(400);
    expect(messages(unknown)).toEqual(['Choose one of the dialog languages of this world']);

    expect((await world.setLanguages(['ru'], { choice: 10 })).status).toBe(200);
    const empty = await world.api('GET', `/Dialogs/${world.dialogId}/Translations?language=ru`, {
      token: team.viewer.token,
    });
    expect(empty.status).toBe(200);
    expect(empty.body.counts).toEqual({ lines: 3, translated: 0, stale: 0, missing: 3 });
    const hello = lineIdOf(world.dialogId, { id: 'hello' });
    const bye = lineIdOf(world.dialogId, { id: 'hello' }, { id: 'bye' });
    expect(empty.body.lines.map((line: { lineId: string }) => line.lineId)).toEqual([
      hello,
      bye,
      lineIdOf(world.dialogId, { id: 'end' }),
    ]);
    expect(empty.body.lines[1]).toMatchObject({
      nodeId: 'hello',
      choiceId: 'bye',
      source: 'Bye',
      target: null,
      status: 'missing',
      charLimit: 10,
    });

    const csv = [
      'dialog_id,line_id,source,target',
      `${world.dialogId},${hello},Hello there,Привет`,
      `${world.dialogId},${bye},Bye (old),Пока`,
    ].join('\n');
    const imported = await world.importCsv(csv, { language: 'ru' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);

    const counted = await world.api('GET', `/Dialogs/${world.dialogId}/Translations?language=ru`);
    expect(counted.body.counts).toEqual({ lines: 3, translated: 1, stale: 1, missing: 1 });
    expect(counted.body.lines[0]).toMatchObject({ target: 'Привет', status: 'translated' });
    expect(counted.body.lines[1]).toMatchObject({ target: 'Пока', status: 'stale' });

    // Removing Russian hides it; adding it back brings its translations back.
    expect((await world.setLanguages([])).status).toBe(200);
    const gone = await world.api('GET', `/Dialogs/${world.dialogId}/Translations?language=ru`);
    expect(gone.status).toBe(400);
    expect((await world.setLanguages(['ru'])).status).toBe(200);
    const back = await world.api('GET', `/Dialogs/${world.dialogId}/Translations?language=ru`);
    expect(back.body.counts).toEqual({ lines: 3, translated: 1, stale: 1, missing: 1 });

    const feed = await server.api('GET', `${world.url}/Feed`, { token: team.viewer.token });
    const entry = feed.body.items.find(
      (item: { type: string }) => item.type === 'import_dialog_translations',
    );
    expect(entry?.details).toMatchObject({
      language: 'ru',
      written: 2,
      dialogId: world.dialogId,
      name: 'Greeting',
    });
  });

  it('answers 404 for another world’s dialog and 400 for a malformed language', async () => {
    const world = await languagesWorld('dlang-404');
    await world.setLanguages(['ru']);
    const other = await languagesWorld('dlang-404-other');
    const foreign = await world.api('GET', `/Dialogs/${other.dialogId}/Translations?language=ru`);
    expect(foreign.status).toBe(404);
    expect(codes(foreign)).toEqual(['40044']);
    const malformed = await world.api('GET', `/Dialogs/${world.dialogId}/Translations?language=R`);
    expect(malformed.status).toBe(400);
  });
});

describe('the world’s translations', () => {
  it('are exported page by page, and go with the world when it is deleted', async () => {
    const world = await languagesWorld('dlang-pages');
    await world.setLanguages(['ru', 'de']);
    const now = new Date().toISOString();
    const rows = Array.from({ length: 450 }, (_, index) => ({
      dialog_id: world.dialogId,
      language: index % 2 === 0 ? 'ru' : 'de',
      line_id: `${lineIdOf(world.dialogId, { id: 'gone' })}-${index}`,
      text: `t${index}`,
      source_text: `s${index}`,
      updated_at: now,
      updated_by: null,
    }));
    for (let start = 0; start < rows.length; start += 100)
      await server.ctx.db
        .insertInto('dialog_translations')
        .values(rows.slice(start, start + 100))
        .execute();

    const exported: { lineId: string; language: string }[] = [];
    const source = {
      db: server.ctx.db,
      worldId: world.id,
      users: new UserNames(server.ctx.db),
      markdownFile: () => '',
      imageFile: () => '',
      mapPicture: () => null,
    };
    for await (const row of exportRows(source, 'dialogTranslations')) exported.push(row);
    expect(exported).toHaveLength(450);
    expect(new Set(exported.map((row) => `${row.language} ${row.lineId}`)).size).toBe(450);
    expect(exported.every((row) => row.lineId.startsWith('*-gone-'))).toBe(true);

    const deleted = await server.api('DELETE', world.url, {
      token: team.owner.token,
      body: { name: 'dlang-pages' },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    const left = await server.ctx.db
      .selectFrom('dialog_translations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('dialog_id', '=', world.dialogId)
      .executeTakeFirstOrThrow();
    expect(Number(left.count)).toBe(0);
    const languages = await server.ctx.db
      .selectFrom('world_dialog_languages')
      .selectAll()
      .where('world_id', '=', world.id)
      .execute();
    expect(languages).toEqual([]);
  });
});
