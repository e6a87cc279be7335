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
import { unzip } from '../../../../tests/kits/server/archive-test-support';
import { emptyDialogGraph, type DialogGraph } from '../../../shared/dialogs/dialog-graph';
import {
  dialogExportFileTypes,
  dialogExportFormats,
  tweeFormatOfExport,
  type DialogExportFormat,
} from '../../../shared/dialogs/export-formats';
import { dialogFileReaders } from '../../../shared/dialogs/import-formats';
import { importTwee } from '../../../shared/dialogs/import-twee';
import { ErrorCode } from '../../../shared/errors';

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'dlgx');
});
afterAll(() => server.close());

/** A branching dialog with a speaker, a variable, a condition, an assignment and a choice that ends it. */
function harbourGraph(speakerId: string, variableId: string): DialogGraph {
  return {
    ...emptyDialogGraph(),
    startNodeId: 'greet',
    nodes: [
      {
        id: 'greet',
        kind: 'character',
        text: 'Добро пожаловать в порт.',
        speakerId,
        meta: [],
        onEnter: [{ variableId, operation: 'add', value: '1' }],
        choices: [
          { id: 'ask', text: 'Who are you?', conditions: [], targetId: 'answer' },
          {
            id: 'pay',
            text: 'Here is gold',
            conditions: [{ variableId, operator: 'gte', value: '1' }],
            targetId: null,
          },
        ],
        nextId: null,
        position: { x: 0, y: 0 },
      },
      {
        id: 'answer',
        kind: 'text',
        text: 'The harbour master.',
        speakerId: null,
        meta: [],
        onEnter: [],
        choices: [],
        nextId: null,
        position: { x: 200, y: 0 },
      },
    ],
  };
}

async function exportWorld(urlName: string) {
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
  const addDialog = async (name: string, graph?: DialogGraph) => {
    const created = await api('POST', '/Dialogs', { body: { name, kind: 'branching' } });
    expect(created.status).toBe(200);
    if (graph) {
      const saved = await api('PUT', `/Dialogs/${created.body.id}`, {
        body: { name, graph, version: created.body.version },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    return created.body.id as string;
  };
  /** The raw answer: bodies are files, not JSON. */
  const fetch = (path: string, headers: Record<string, string> = {}, token = team.viewer.token) =>
    server.app.inject({
      method: 'GET',
      url: `${world.url}${path}`,
      headers: { authorization: `Bearer ${token}`, lang: 'en', ...headers },
    });
  return { ...world, api, addDialog, fetch };
}

/** A file name from Content-Disposition's `filename*` (RFC 8187). */
function fileNameOf(disposition: unknown): string {
  const match = /filename\*=UTF-8''([^;]+)/.exec(String(disposition));
  if (!match?.[1]) throw new Error(`no filename* in ${String(disposition)}`);
  return decodeURIComponent(match[1]);
}

/** Our importer of the same format reads it back as the same two-node dialog. */
function expectReadable(format: DialogExportFormat, text: string, continueLabel = 'Next') {
  const readers: Record<string, ((text: string) => { ok: boolean }) | undefined> = {
    ...dialogFileReaders,
  };
  const twee = tweeFormatOfExport[format];
  const read = twee
    ? importTwee(text, { format: twee, continueLabels: [continueLabel] })
    : (readers[format] ?? readers[`${format}-2`])?.(text);
  if (!read && format === 'yarn') {
    // Until a Yarn importer is listed among the readers: a title per node.
    expect(text.match(/^title: /gm)).toHaveLength(2);
    return;
  }
  expect(read, `no importer reads ${format}`).toBeDefined();
  expect(read?.ok, JSON.stringify(read)).toBe(true);
  if (read?.ok) expect((read as unknown as { graph: DialogGraph }).graph.nodes).toHaveLength(2);
}

describe('dialog export', () => {
  it('answers one dialog in each format as a named file that reads back', async () => {
    const world = await exportWorld('dlgx-one');
    const speaker = await world.addDocument('Капитан Оро');
    const variable = await world.api('POST', '/StoryVariables', {
      body: { name: 'gold', type: 'integer', defaultValue: '0' },
    });
    expect(variable.status).toBe(200);
    const dialogId = await world.addDialog(
      'Разговор в порту',
      harbourGraph(speaker, variable.body.id),
    );

    for (const format of dialogExportFormats) {
      const answer = await world.fetch(`/Dialogs/${dialogId}/Export?format=${format}`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe(dialogExportFileTypes[format].contentType);
      expect(fileNameOf(answer.headers['content-disposition'])).toBe(
        `Разговор в порту.${dialogExportFileTypes[format].extension}`,
      );
      expect(answer.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="dialog\\.${dialogExportFileTypes[format].extension}"`),
      );
      expect(answer.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(answer.body).toContain('Капитан Оро');
      expectReadable(format, answer.body);
    }
  });

  it('says what LoreHub leaves out, writes Twee in the caller’s language and answers 304 to its ETag', async () => {
    const world = await exportWorld('dlgx-headers');
    const linear = await world.api('POST', '/Dialogs', { body: { name: 'Line', kind: 'linear' } });
    const saved = await world.api('PUT', `/Dialogs/${linear.body.id}`, {
      body: {
        name: 'Line',
        version: linear.body.version,
        graph: {
          ...emptyDialogGraph(),
          startNodeId: 'a',
          nodes: ['a', 'b'].map((id, index) => ({
            id,
            kind: 'text',
            text: id,
            speakerId: null,
            meta: [],
            onEnter: [],
            choices: [],
            nextId: null,
            position: { x: index * 100, y: 0 },
          })),
        },
      },
    });
    expect(saved.status).toBe(200);
    const losses = await world.fetch(`/Dialogs/${linear.body.id}/Export?format=lorehub-v2`);
    expect(losses.headers['loreweave-export-losses']).toBe('linearAsBranching=1, positions=1');

    const russian = await world.fetch(`/Dialogs/${linear.body.id}/Export?format=twee-sugarcube`, {
      lang: 'ru',
    });
    expect(russian.body).toContain('[[Далее->');
    const english = await world.fetch(`/Dialogs/${linear.body.id}/Export?format=twee-sugarcube`);
    expect(english.body).toContain('[[Next->');
    expect(english.headers.etag).not.toBe(russian.headers.etag);

    const again = await world.fetch(`/Dialogs/${linear.body.id}/Export?format=twee-sugarcube`, {
      'if-none-match': `"other", ${String(english.headers.etag)}`,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(english.headers.etag);
  });

  it('refuses an unknown or missing format with a translated message, and a missing dialog with 404', async () => {
    const world = await exportWorld('dlgx-errors');
    const dialogId = await world.addDialog('Harbour talk');
    for (const query of ['?format=docx', '']) {
      const answer = await world.api('GET', `/Dialogs/${dialogId}/Export${query}`, {
        token: team.viewer.token,
        lang: 'ru',
      });
      expect(answer.status).toBe(400);
      expect(codes(answer)).toEqual([ErrorCode.validation]);
      expect(messages(answer)[0]).toMatch(/^Выберите формат экспорта/);
      const zip = await world.api('GET', `/Dialogs/Export${query}`, { token: team.viewer.token });
      expect(zip.status).toBe(400);
      expect(messages(zip)[0]).toMatch(/^Choose an export format/);
    }
    const missing = await world.api('GET', '/Dialogs/no-such-dialog/Export?format=yarn');
    expect(missing.status).toBe(404);
    expect(codes(missing)).toEqual([ErrorCode.dialogNotFound]);

    const other = await exportWorld('dlgx-errors-other');
    const otherDialog = await other.addDialog('Elsewhere');
    const crossed = await world.api('GET', `/Dialogs/${otherDialog}/Export?format=yarn`);
    expect(crossed.status).toBe(404);
    const noStory = await world.api('GET', '/Stories/no-such-story/Dialogs/Export?format=yarn');
    expect(noStory.status).toBe(404);
    expect(codes(noStory)).toEqual([ErrorCode.storyNotFound]);
  });

  it("zips the world's dialogs, a file each with a unique safe name, and the story's linked ones", async () => {
    const world = await exportWorld('dlgx-zip');
    const speaker = await world.addDocument('Mira');
    const variable = await world.api('POST', '/StoryVariables', {
      body: { name: 'gold', type: 'integer', defaultValue: '0' },
    });
    const names = ['Разговор в порту', 'Harbour talk', 'harbour TALK', 'a/b:c?', 'CON', '...'];
    const ids: string[] = [];
    for (const name of names)
      ids.push(await world.addDialog(name, harbourGraph(speaker, variable.body.id)));

    for (const format of dialogExportFormats) {
      const answer = await world.fetch(`/Dialogs/Export?format=${format}`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/zip');
      expect(fileNameOf(answer.headers['content-disposition'])).toBe(
        `dlgx-zip-dialogs-${format}.zip`,
      );
      const files = await unzip(answer.rawPayload);
      const extension = dialogExportFileTypes[format].extension;
      // The two Harbour talks differ only in case: which one keeps the name follows their ids.
      expect([...files.keys()].map((name) => name.toLowerCase()).sort()).toEqual(
        ['a_b_c_', 'con_', 'dialog', 'harbour talk', 'harbour talk-2', 'разговор в порту']
          .map((name) => `${name}.${extension}`)
          .sort(),
      );
      for (const text of files.values()) expectReadable(format, text.toString('utf8'));
    }

    const story = await world.api('POST', '/Stories', { body: { name: 'Ветер', type: 'novel' } });
    expect(story.status).toBe(200);
    const block = await world.api('POST', `/Stories/${story.body.id}/Blocks`, {
      body: { name: 'Act I' },
    });
    const blockId = block.body.blocks[0].id as string;
    for (const [name, dialogId] of [
      ['Arrival', ids[0]],
      ['Again', ids[0]],
      ['Quay', ids[1]],
    ] as const) {
      const scene = await world.api('POST', `/Stories/${story.body.id}/Blocks/${blockId}/Scenes`, {
        body: { name, links: [{ kind: 'dialog', id: dialogId }] },
      });
      expect(scene.status, JSON.stringify(scene.body)).toBe(200);
    }
    const storyZip = await world.fetch(`/Stories/${story.body.id}/Dialogs/Export?format=yarn`);
    expect(storyZip.statusCode, storyZip.body).toBe(200);
    expect(fileNameOf(storyZip.headers['content-disposition'])).toBe('Ветер-dialogs-yarn.zip');
    expect(storyZip.headers['content-disposition']).toMatch(
      /^attachment; filename="dialogs-yarn\.zip"/,
    );
    expect([...(await unzip(storyZip.rawPayload)).keys()].sort()).toEqual(
      ['Harbour talk.yarn', 'Разговор в порту.yarn'].sort(),
    );
  });

  it('zips an empty world as an empty zip', async () => {
    const world = await exportWorld('dlgx-empty');
    const answer = await world.fetch('/Dialogs/Export?format=yarn');
    expect(answer.statusCode).toBe(200);
    expect((await unzip(answer.rawPayload)).size).toBe(0);
  });
});
