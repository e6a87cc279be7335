import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import {
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';
import { publishFixtureWorld } from '../../../../tests/kits/server/world-fixture';
import {
  answerBytes,
  readAs,
  setVisibility,
  strangers,
} from '../../../../tests/kits/server/reader-calls';
import {
  emptyDialogGraph,
  type DialogGraph,
  type DialogNode,
} from '../../../shared/dialogs/dialog-graph';

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'dlgread');
});
afterAll(() => server.close());

/** Strings only members-only items hold: none may reach a reader. */
const marker = {
  document: 'MARK-doc-7f3a9c',
  dialog: 'MARK-dialog-2b8e41',
  line: 'MARK-line-c0d9e2',
  variable: 'zqhiddenvarmark',
  field: 'zqhiddenfieldmark',
  commentary: 'MARK-commentary-51aa',
};
const allMarkers = Object.values(marker);

function node(id: string, fields: Partial<DialogNode> = {}): DialogNode {
  return {
    id,
    kind: 'text',
    text: id,
    speakerId: null,
    meta: [],
    onEnter: [],
    choices: [],
    nextId: null,
    position: { x: 0, y: 0 },
    ...fields,
  };
}

const graphOf = (nodes: DialogNode[]): DialogGraph => ({
  ...emptyDialogGraph(),
  startNodeId: nodes[0]?.id ?? null,
  nodes,
});

/**
 * A world with a public dialog spoken by a public and a members-only
 * document, and a members-only dialog using its own variable and meta field.
 */
async function markedWorld(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const as = { token: team.writer.token };
  const post = async (path: string, body: unknown) => {
    const response = await server.api('POST', `${world.url}/${path}`, { ...as, body });
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    return response.body as { id: string; version: number };
  };
  const save = async (id: string, name: string, graph: DialogGraph) => {
    const response = await server.api('PUT', `${world.url}/Dialogs/${id}`, {
      ...as,
      body: { name, graph, version: 1 },
    });
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
  };
  const shownSpeaker = await world.addDocument('Captain Oro');
  const hiddenSpeaker = await world.addDocument(marker.document);
  await setVisibility(server, 'documents', [hiddenSpeaker], 'members');
  const shownVariable = await post('StoryVariables', {
    name: 'coins',
    type: 'integer',
    defaultValue: '0',
    commentary: marker.commentary,
  });
  const hiddenVariable = await post('StoryVariables', {
    name: marker.variable,
    type: 'boolean',
    defaultValue: 'false',
  });
  const hiddenField = await post('DialogMetaSchema', { name: marker.field, type: 'text' });
  const shown = await post('Dialogs', { name: 'Harbour talk', kind: 'branching' });
  await save(
    shown.id,
    'Harbour talk',
    graphOf([
      node('greet', {
        kind: 'character',
        speakerId: shownSpeaker,
        text: 'Who goes there?',
        onEnter: [{ variableId: shownVariable.id, operation: 'add', value: '1' }],
        nextId: 'whisper',
      }),
      node('whisper', { kind: 'character', speakerId: hiddenSpeaker, text: 'Psst.' }),
    ]),
  );
  const hidden = await post('Dialogs', { name: marker.dialog, kind: 'branching' });
  await save(
    hidden.id,
    marker.dialog,
    graphOf([
      node('secret', {
        kind: 'custom',
        text: marker.line,
        meta: [{ schemaId: hiddenField.id, value: 'x' }],
        onEnter: [{ variableId: hiddenVariable.id, operation: 'set', value: 'true' }],
      }),
    ]),
  );
  await setVisibility(server, 'dialogs', [hidden.id], 'members');
  const languages = await server.api('PUT', `${world.url}/DialogLanguages`, {
    token: team.owner.token,
    body: { sourceLanguage: 'en', languages: ['ru'], lineCharLimit: null, choiceCharLimit: null },
  });
  expect(languages.status).toBe(200);
  const hiddenIds = [hiddenSpeaker, hiddenVariable.id, hiddenField.id, hidden.id];
  return { ...world, shown: shown.id, hidden: hidden.id, shownSpeaker, hiddenIds };
}

/** Every dialog read a player needs, for a world and its two dialogs. */
const readerUrls = (world: { url: string; shown: string }) => [
  `${world.url}/Dialogs`,
  `${world.url}/Dialogs?search=a`,
  `${world.url}/Dialogs/${world.shown}`,
  `${world.url}/StoryVariables`,
  `${world.url}/DialogMetaSchema`,
  `${world.url}/DialogLanguages`,
  `${world.url}/Dialogs/${world.shown}/Translations?language=ru`,
];

describe('dialogs for readers of a public world', () => {
  it('show public dialogs only, without members-only speakers, variables or fields', async () => {
    const world = await markedWorld('dialogs-readers');
    await publishFixtureWorld(server, world.id, 'public');
    const read = readAs(server, team.outsider.token);
    for (const stranger of strangers) {
      for (const url of readerUrls(world)) {
        const response = await read(stranger, url);
        expect([stranger, url, response.status]).toEqual([stranger, url, 200]);
        const bytes = answerBytes(response);
        for (const text of [...allMarkers, ...world.hiddenIds])
          expect(bytes, `${stranger} ${url}`).not.toContain(text);
      }
      const list = await read(stranger, `${world.url}/Dialogs`);
      expect([list.body.total, list.body.items.map((item: { name: string }) => item.name)]).toEqual(
        [1, ['Harbour talk']],
      );
      expect(list.body.items[0].updatedBy).toBeNull();
      const dialog = await read(stranger, `${world.url}/Dialogs/${world.shown}`);
      expect(dialog.body.mentionedDocuments).toEqual([
        { id: world.shownSpeaker, name: 'Captain Oro', type: 'character' },
      ]);
      // The hidden speaker's line stays, spoken by nobody the reader may know.
      expect(dialog.body.graph.nodes.map((n: DialogNode) => [n.id, n.text, n.speakerId])).toEqual([
        ['greet', 'Who goes there?', world.shownSpeaker],
        ['whisper', 'Psst.', null],
      ]);
      const variables = await read(stranger, `${world.url}/StoryVariables`);
      expect(variables.body).toEqual([
        expect.objectContaining({ name: 'coins', commentary: '', usedBy: 1 }),
      ]);
      expect((await read(stranger, `${world.url}/DialogMetaSchema`)).body).toEqual([]);
      for (const url of [
        `${world.url}/Dialogs/${world.hidden}`,
        `${world.url}/Dialogs/${world.hidden}/Translations?language=ru`,
      ]) {
        const response = await read(stranger, url);
        expect([url, response.status, codes(response)]).toEqual([url, 404, ['40044']]);
      }
    }
  });

  it('keep exports, strings, voice scripts, play links and plays to members', async () => {
    const world = await markedWorld('dialogs-readers-closed');
    await publishFixtureWorld(server, world.id, 'public');
    const read = readAs(server, team.outsider.token);
    for (const stranger of strangers) {
      for (const url of [
        `${world.url}/Dialogs/${world.shown}/Export?format=yarn`,
        `${world.url}/Dialogs/Export?format=lorehub-v2`,
        `${world.url}/Dialogs/${world.shown}/Strings?language=ru&format=csv`,
        `${world.url}/Dialogs/Strings?language=ru&format=csv`,
        `${world.url}/Dialogs/${world.shown}/VoiceScript`,
        `${world.url}/Dialogs/${world.shown}/ShareLinks`,
        `${world.url}/Dialogs/${world.shown}/Plays`,
      ]) {
        const response = await read(stranger, url);
        expect([stranger, url, response.status]).toEqual([
          stranger,
          url,
          stranger === 'anonymous' ? 401 : 403,
        ]);
        for (const text of allMarkers) expect(answerBytes(response)).not.toContain(text);
      }
    }
  });

  it('follow the world default: items without their own setting stay hidden when it is members', async () => {
    const world = await markedWorld('dialogs-readers-default');
    await publishFixtureWorld(server, world.id, 'members');
    const read = readAs(server, team.outsider.token);
    const before = await read('anonymous', `${world.url}/Dialogs`);
    expect([before.status, before.body.total]).toEqual([200, 0]);
    expect((await read('anonymous', `${world.url}/Dialogs/${world.shown}`)).status).toBe(404);
    expect((await read('anonymous', `${world.url}/StoryVariables`)).body).toEqual([]);
    await setVisibility(server, 'dialogs', [world.shown], 'public');
    const after = await read('anonymous', `${world.url}/Dialogs/${world.shown}`);
    expect(after.status).toBe(200);
    // The speaker follows the world's default too: members only.
    expect(after.body.mentionedDocuments).toEqual([]);
    for (const text of [...allMarkers, ...world.hiddenIds, world.shownSpeaker])
      expect(answerBytes(after)).not.toContain(text);
  });

  it('stay closed to strangers in a private world and whole for members', async () => {
    const world = await markedWorld('dialogs-readers-private');
    const read = readAs(server, team.outsider.token);
    for (const stranger of strangers) {
      for (const url of readerUrls(world)) {
        const response = await read(stranger, url);
        expect([stranger, url, response.status, codes(response)]).toEqual([
          stranger,
          url,
          403,
          ['401_2'],
        ]);
        for (const text of allMarkers) expect(answerBytes(response)).not.toContain(text);
      }
    }
    await publishFixtureWorld(server, world.id, 'public');
    const member = { token: team.viewer.token };
    const list = await server.api('GET', `${world.url}/Dialogs`, member);
    expect(list.body.items.map((item: { name: string }) => item.name)).toEqual([
      'Harbour talk',
      marker.dialog,
    ]);
    expect(list.body.items[1].visibility).toBe('members');
    const hidden = await server.api('GET', `${world.url}/Dialogs/${world.hidden}`, member);
    expect(answerBytes(hidden)).toContain(marker.line);
    const shown = await server.api('GET', `${world.url}/Dialogs/${world.shown}`, member);
    expect(answerBytes(shown)).toContain(marker.document);
    const variables = await server.api('GET', `${world.url}/StoryVariables`, member);
    expect(answerBytes(variables)).toContain(marker.commentary);
    expect(answerBytes(variables)).toContain(marker.variable);
    const fields = await server.api('GET', `${world.url}/DialogMetaSchema`, member);
    expect(answerBytes(fields)).toContain(marker.field);
  });
});

describe('a dialog visibility', () => {
  it('is set on create, kept when a save leaves it out, changed by a save that names it', async () => {
    const world = await newImageWorld(server, team, 'dialogs-visibility');
    const dialogs = `${world.url}/Dialogs`;
    const writer = { token: team.writer.token };
    const created = await server.api('POST', dialogs, {
      ...writer,
      body: { name: 'Gate', kind: 'linear', visibility: 'members' },
    });
    expect([created.status, created.body.visibility]).toEqual([200, 'members']);
    const kept = await server.api('PUT', `${dialogs}/${created.body.id}`, {
      ...writer,
      body: { name: 'Gate', graph: emptyDialogGraph(), version: 1 },
    });
    expect([kept.status, kept.body.visibility]).toEqual([200, 'members']);
    const changed = await server.api('PUT', `${dialogs}/${created.body.id}`, {
      ...writer,
      body: { name: 'Gate', graph: emptyDialogGraph(), version: 2, visibility: null },
    });
    expect([changed.status, changed.body.visibility]).toEqual([200, null]);
    for (const lang of ['en', 'ru'] as const) {
      const wrong = await server.api('POST', dialogs, {
        ...writer,
        lang,
        body: { name: 'Gate', kind: 'linear', visibility: 'everyone' },
      });
      expect(wrong.status).toBe(400);
      expect(JSON.stringify(wrong.body)).not.toContain('VALIDATION.VISIBILITY_INVALID');
    }
  });
});
