import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  messages,
  testDatabaseUrl,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import {
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';
import { dialogNode, tavernContext, tavernGraph } from '../../../shared/dialogs/dialog-fixtures';
import { exportLoreHub } from '../../../shared/dialogs/export-lorehub';
import { dialogGraphVersion, type DialogGraph } from '../../../shared/dialogs/dialog-graph';
import type { LoreHubResource } from '../../../shared/dialogs/lorehub-format';
import { realLoreHubFile, realLoreHubIds } from '../../../shared/dialogs/lorehub-fixtures';
import { dialogImportLimits } from '../../../shared/schemas/dialog-import';
import { ErrorCode } from '../../../shared/errors';

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'dimp');
});
afterAll(() => server.close());

/** A multipart body with the fields first and the file last (or the other way round). */
function multipartOf(
  file: { name: string; data: Buffer } | null,
  fields: Record<string, string>,
  fileFirst = false,
) {
  const boundary = `----import${crypto.randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  const fileParts = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/json\r\n\r\n`,
        ),
        file.data,
        Buffer.from('\r\n'),
      ]
    : [];
  const parts = fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function importWorld(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const send = (
    data: Buffer | string | null,
    options: {
      format?: string;
      token?: string;
      lang?: 'en' | 'ru';
      fileFirst?: boolean;
      fileName?: string;
      fields?: Record<string, string>;
    } = {},
  ) => {
    const fields: Record<string, string> = {
      ...(options.format === undefined
        ? { format: 'lorehub-v2' }
        : options.format
          ? { format: options.format }
          : {}),
      ...options.fields,
    };
    const body = multipartOf(
      data === null
        ? null
        : {
            name: options.fileName ?? 'tavern.lorehub.json',
            data: Buffer.isBuffer(data) ? data : Buffer.from(data),
          },
      fields,
      options.fileFirst,
    );
    return server.api('POST', `${world.url}/Dialogs/Import`, {
      token: options.token ?? team.writer.token,
      lang: options.lang ?? 'en',
      body: body.payload,
      headers: { 'content-type': body.contentType },
    });
  };
  /** Everything an import could have written in this world. */
  const state = async () => {
    const db = server.ctx.db;
    const count = async (
      table: 'dialogs' | 'story_variables' | 'dialog_meta_schemas' | 'activities' | 'documents',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select(db.fn.countAll().as('n'))
            .where('world_id', '=', world.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      dialogs: await count('dialogs'),
      variables: await count('story_variables'),
      fields: await count('dialog_meta_schemas'),
      activities: await count('activities'),
      documents: await count('documents'),
    };
  };
  const addVariable = async (name: string, type: string, defaultValue: string) => {
    const response = await server.api('POST', `${world.url}/StoryVariables`, {
      token: team.writer.token,
      body: { name, type, defaultValue },
    });
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    return response.body.id as string;
  };
  return { ...world, send, state, addVariable };
}

const tavernFile = () => exportLoreHub(tavernGraph(), tavernContext);

/** The tavern export with its resources edited. */
function editedTavern(edit: (resources: LoreHubResource[]) => unknown[]): string {
  const { data } = tavernFile();
  return JSON.stringify({ ...data, resources: edit(data.resources) });
}

describe(`dialog import (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('creates the dialog with its new fields, reuses the world’s variable, matches speakers by name and reports it all', async () => {
    const world = await importWorld('import-good');
    const anna = await world.addDocument('anna');
    const hasKey = await world.addVariable('has_key', 'boolean', 'false');
    const response = await world.send(tavernFile().json);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      dialog: { id: expect.any(String), name: 'The Tavern', nodeCount: 4 },
      created: { variables: [], metaFields: ['background', 'frame'], speakers: [] },
      reused: { variables: ['has_key'], metaFields: [] },
      renamed: [],
      dropped: [{ reason: 'speakerMissing', count: 1, examples: ['Bob "the Barman"'] }],
      missingSpeakers: ['Bob "the Barman"'],
    });

    const fields = (
      await server.api('GET', `${world.url}/DialogMetaSchema`, { token: team.viewer.token })
    ).body;
    expect(fields.map((field: { name: string; type: string }) => [field.name, field.type])).toEqual(
      [
        ['background', 'text'],
        ['frame', 'integer'],
      ],
    );
    const fieldId = (name: string) =>
      fields.find((field: { name: string }) => field.name === name).id;
    const dialog = (
      await server.api('GET', `${world.url}/Dialogs/${response.body.dialog.id}`, {
        token: team.viewer.token,
      })
    ).body;
    const byId = new Map(
      dialog.graph.nodes.map((node: DialogGraph['nodes'][number]) => [node.id, node]),
    );
    expect(dialog.kind).toBe('branching');
    expect(dialog.graph.startNodeId).toBe('greet');
    expect(byId.get('greet')).toMatchObject({
      speakerId: anna,
      choices: [
        { id: 'drink' },
        { id: 'ask', conditions: [{ variableId: hasKey, operator: 'eq', value: 'false' }] },
        { id: 'leave' },
      ],
    });
    expect(byId.get('more')).toMatchObject({ speakerId: null, text: 'Anything else?' });
    expect(byId.get('cellar')).toMatchObject({
      meta: [
        { schemaId: fieldId('background'), value: 'cellar' },
        { schemaId: fieldId('frame'), value: '3' },
      ],
      onEnter: [{ variableId: hasKey, operation: 'set', value: 'true' }],
    });
    expect(dialog.mentionedDocuments).toEqual([{ id: anna, name: 'anna', type: 'character' }]);
    const variables = (
      await server.api('GET', `${world.url}/StoryVariables`, { token: team.viewer.token })
    ).body;
    expect(variables).toEqual([
      expect.objectContaining({ id: hasKey, name: 'has_key', usedBy: 1 }),
    ]);
    const feed = await server.ctx.db
      .selectFrom('activities')
      .select('type')
      .where('world_id', '=', world.id)
      .orderBy('id')
      .execute();
    expect(feed.map((row) => row.type).slice(-3)).toEqual([
      'create_dialog_meta_schema',
      'create_dialog_meta_schema',
      'create_new_dialog',
    ]);
  });

  it('refuses a file whose second variable clashes with the world’s, and creates nothing, not even the first', async () => {
    const world = await importWorld('import-clash');
    await world.addVariable('coins', 'integer', '0');
    const file = editedTavern((resources) => [
      ...resources,
      {
        type: '@lorehub/variable',
        apiVersion: '1.0.0',
        id: 'v-new',
        name: 'met_guard',
        variableType: 'boolean',
        defaultValue: 'false',
      },
      {
        type: '@lorehub/variable',
        apiVersion: '1.0.0',
        id: 'v-coins',
        name: 'coins',
        variableType: 'boolean',
        defaultValue: 'false',
      },
    ]);
    const before = await world.state();
    for (const lang of ['en', 'ru'] as const) {
      const response = await world.send(file, { lang });
      expect(response.status).toBe(409);
      expect(codes(response)).toEqual([ErrorCode.dialogImportTypeClash]);
      expect(messages(response)[0]).toMatch(
        lang === 'en' ? /another type.*: coins$/ : /другого типа.*: coins$/,
      );
    }
    expect(await world.state()).toEqual(before);
  });

  it('refuses a file past the limit with 413 and creates nothing', async () => {
    const world = await importWorld('import-large');
    const before = await world.state();
    const { data } = tavernFile();
    const padded = JSON.stringify({
      ...data,
      padding: 'x'.repeat(dialogImportLimits.maxFileBytes),
    });
    const response = await world.send(padded);
    expect(response.status).toBe(413);
    expect(codes(response)).toEqual([ErrorCode.dialogFileTooLarge]);
    expect(messages(response)[0]).toContain('16 MB');
    expect(await world.state()).toEqual(before);
  });

  it('refuses a graph past a dialog’s limits, with nothing created', async () => {
    const world = await importWorld('import-many-nodes');
    const nodes = Array.from({ length: 5_001 }, (_, index) =>
      dialogNode(`n${index}`, { text: 'Line', nextId: index < 5_000 ? `n${index + 1}` : null }),
    );
    const graph: DialogGraph = { version: dialogGraphVersion, startNodeId: 'n0', nodes };
    const before = await world.state();
    const response = await world.send(
      exportLoreHub(graph, { ...tavernContext, variables: [], metaSchema: [] }).json,
    );
    expect(response.status).toBe(400);
    expect(codes(response)).toEqual([ErrorCode.dialogFileInvalid]);
    expect(messages(response)).toEqual(['The ids or sizes do not fit a dialog']);
    expect(await world.state()).toEqual(before);
  });

  it('refuses values that do not fit their field as a save would, before creating the other field', async () => {
    const world = await importWorld('import-values');
    const file = editedTavern((resources) =>
      resources.map((resource) =>
        resource.type === '@lorehub/dialogue-node' && resource.metaData.length > 0
          ? {
              ...resource,
              metaData: resource.metaData.map((entry) => ({ ...entry, metaSchemaValue: 'third' })),
            }
          : resource,
      ),
    );
    const before = await world.state();
    const response = await world.send(file);
    expect(response.status).toBe(400);
    expect(messages(response)).toEqual(['This field holds whole numbers only: cellar']);
    expect(await world.state()).toEqual(before);
  });

  it('refuses a file naming a variable it does not hold, with nothing created', async () => {
    const world = await importWorld('import-unknown-variable');
    const file = editedTavern((resources) =>
      resources.filter((resource) => resource.type !== '@lorehub/variable'),
    );
    const before = await world.state();
    const response = await world.send(file);
    expect(response.status).toBe(400);
    expect(codes(response)).toEqual([ErrorCode.dialogReferenceMissing]);
    expect(messages(response)[0]).toMatch(/: v-key$/);
    expect(await world.state()).toEqual(before);
  });

  it('refuses bytes that are not UTF-8 with 40051 and never stores U+FFFD', async () => {
    const world = await importWorld('import-bytes');
    const before = await world.state();
    const text = tavernFile().json.replace('Welcome to the tavern!', 'Welcome to the tavern\u0001');
    const bytes = Buffer.from(text);
    bytes[bytes.indexOf(0x01)] = 0xff;
    for (const lang of ['en', 'ru'] as const) {
      const response = await world.send(bytes, { lang });
      expect(response.status).toBe(400);
      expect(codes(response)).toEqual([ErrorCode.textNotUtf8]);
      expect(messages(response)[0]).toMatch(lang === 'en' ? /UTF-8/ : /UTF-8/);
    }
    expect(await world.state()).toEqual(before);
  });

  it('lists every problem of a file that is no dialog, in the caller’s language', async () => {
    const world = await importWorld('import-broken');
    const before = await world.state();
    const notJson = await world.send('{"type":', { lang: 'ru' });
    expect(notJson.status).toBe(400);
    expect(codes(notJson)).toEqual([ErrorCode.dialogFileInvalid]);
    expect(messages(notJson)).toEqual(['Файл не в формате JSON']);
    const broken = editedTavern((resources) =>
      resources.filter(
        (resource) =>
          !resource.id.endsWith('/dialogue-node-option/leave') &&
          !resource.id.endsWith('/dialogue-node-option/bye'),
      ),
    );
    const response = await world.send(broken);
    expect(response.status).toBe(400);
    expect(codes(response)).toEqual([ErrorCode.dialogFileInvalid, ErrorCode.dialogFileInvalid]);
    expect(messages(response)).toEqual([
      'A node lists an option the file does not hold: dialogue/tavern/dialogue-node/greet/dialogue-node-option/leave',
      'A node lists an option the file does not hold: dialogue/tavern/dialogue-node/more/dialogue-node-option/bye',
    ]);
    expect(await world.state()).toEqual(before);
  });

  it('imports a file LoreHub exported itself: no dialogue name, no contentBlockId', async () => {
    const world = await importWorld('import-real');
    const edna = await world.addDocument('edna');
    const file = JSON.stringify(realLoreHubFile());
    const response = await world.send(file, { fileName: 'C:\\exports\\hallway.json' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      dialog: { id: expect.any(String), name: 'hallway', nodeCount: 3 },
      created: { variables: ['met_edna'], metaFields: ['background'], speakers: [] },
      reused: { variables: [], metaFields: [] },
      renamed: [],
      dropped: [{ reason: 'mentionFlattened', count: 1, examples: ['Sword of Dawn'] }],
      missingSpeakers: [],
    });
    const dialog = (
      await server.api('GET', `${world.url}/Dialogs/${response.body.dialog.id}`, {
        token: team.viewer.token,
      })
    ).body;
    expect(dialog.graph.startNodeId).toBe(realLoreHubIds.greet);
    expect(dialog.graph.nodes[0]).toMatchObject({
      speakerId: edna,
      text: 'You came for the Sword of Dawn?',
    });
    // Neither the file nor its file name names it: the caller's language does.
    const unnamed = await world.send(file, { fileName: '.json', lang: 'ru' });
    expect(unnamed.body.dialog.name).toBe('Импортированный диалог');
  });

  it('creates the speakers the world lacks when asked, in the same transaction; a dry run writes nothing', async () => {
    const world = await importWorld('import-speakers');
    const file = JSON.stringify(realLoreHubFile());
    const before = await world.state();
    const dry = await world.send(file, { fields: { dryRun: 'true' } });
    expect(dry.status).toBe(200);
    // Only real speakers: the sword is named inside a line, not speaking.
    expect(dry.body.missingSpeakers).toEqual(['Edna']);
    expect(await world.state()).toEqual(before);

    const dryCreating = await world.send(file, {
      fields: { dryRun: 'true', createMissingSpeakers: 'true' },
    });
    expect(dryCreating.body).toMatchObject({
      created: { speakers: ['Edna'] },
      missingSpeakers: [],
    });
    expect(await world.state()).toEqual(before);

    const response = await world.send(file, { fields: { createMissingSpeakers: 'true' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      created: { variables: ['met_edna'], metaFields: ['background'], speakers: ['Edna'] },
      dropped: [{ reason: 'mentionFlattened' }],
      missingSpeakers: [],
    });
    const dialog = (
      await server.api('GET', `${world.url}/Dialogs/${response.body.dialog.id}`, {
        token: team.viewer.token,
      })
    ).body;
    expect(dialog.mentionedDocuments).toEqual([
      { id: expect.any(String), name: 'Edna', type: 'character' },
    ]);
    const ednaId = dialog.mentionedDocuments[0].id;
    expect(dialog.graph.nodes.filter((node: { speakerId: unknown }) => node.speakerId)).toEqual([
      expect.objectContaining({ speakerId: ednaId }),
      expect.objectContaining({ speakerId: ednaId }),
    ]);
    expect((await world.state()).documents).toBe(before.documents + 1);

    // The second import finds Edna and creates nothing more.
    const again = await world.send(file, { fields: { createMissingSpeakers: 'true' } });
    expect(again.body).toMatchObject({ created: { speakers: [] }, missingSpeakers: [] });
    expect((await world.state()).documents).toBe(before.documents + 1);
  });

  it('refuses duplicate content block or option ids, naming the id, and creates nothing', async () => {
    const world = await importWorld('import-duplicates');
    const file = realLoreHubFile() as { resources: { type: string }[] };
    const block = file.resources.find((r) => r.type === '@lorehub/content-block');
    const twice = JSON.stringify({ ...file, resources: [...file.resources, block] });
    const before = await world.state();
    for (const lang of ['en', 'ru'] as const) {
      const response = await world.send(twice, { lang, fields: { createMissingSpeakers: 'true' } });
      expect(response.status).toBe(400);
      expect(codes(response)).toEqual([ErrorCode.dialogFileInvalid]);
      expect(messages(response)).toEqual([
        lang === 'en'
          ? `Two resources of one kind share this id: ${realLoreHubIds.greet}`
          : `Два ресурса одного вида с одним идентификатором: ${realLoreHubIds.greet}`,
      ]);
    }
    expect(await world.state()).toEqual(before);
  });

  it('renames names the world refuses and says so; the format may follow the file', async () => {
    const world = await importWorld('import-rename');
    const file = editedTavern((resources) =>
      resources.map((resource) =>
        resource.type === '@lorehub/variable'
          ? { ...resource, name: 'Has Key' }
          : resource.type === '@lorehub/meta-schema' && resource.name === 'frame'
            ? { ...resource, name: 'Frame!' }
            : resource,
      ),
    );
    const response = await world.send(file, { fileFirst: true });
    expect(response.status).toBe(200);
    expect(response.body.created).toEqual({
      variables: ['has_key'],
      metaFields: ['background', 'frame'],
      speakers: [],
    });
    expect(response.body.renamed).toEqual([
      { kind: 'variable', from: 'Has Key', to: 'has_key' },
      { kind: 'metaField', from: 'Frame!', to: 'frame' },
    ]);
  });

  it('refuses a missing file or format, and callers who may not create dialogs', async () => {
    const world = await importWorld('import-refusals');
    const before = await world.state();
    const noFile = await world.send(null);
    expect([noFile.status, messages(noFile)]).toEqual([400, ['Choose a dialog file to import']]);
    const noFormat = await world.send(tavernFile().json, { format: '' });
    expect([noFormat.status, codes(noFormat)]).toEqual([400, [ErrorCode.validation]]);
    expect(messages(noFormat)[0]).toContain('lorehub-v2');
    const yarn = await world.send(tavernFile().json, { format: 'yarn' });
    expect(yarn.status).toBe(400);
    expect((await world.send(tavernFile().json, { token: team.viewer.token })).status).toBe(403);
    expect((await world.send(tavernFile().json, { token: team.artist.token })).status).toBe(403);
    expect((await world.send(tavernFile().json, { token: team.outsider.token })).status).toBe(403);
    expect(await world.state()).toEqual(before);
  });
});
