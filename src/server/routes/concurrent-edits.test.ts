import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  testDatabaseUrl,
  type ApiResponse,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';
import { ErrorCode } from '../../shared/errors';
import { emptyDialogGraph, type DialogGraph } from '../../shared/dialogs/dialog-graph';
import { dialogNode } from '../../shared/dialogs/dialog-fixtures';
import type { RichNode, RichText } from '../../shared/wiki/rich-text';

/**
 * Many clients edit the same document, the same event and the same dialog at
 * once, each with version-checked writes (SPEC: a stale version is 409 4091).
 * A client whose write is refused reads again and re-applies its own change;
 * every change is additive (a line of the contents or the description, a node
 * of the graph), so the final state must hold every acknowledged change, in
 * the order of the versions the server answered. Prints what happened.
 */
const clientCount = 20;
const editsPerClient = 1;
const maxAttempts = 500;

let server: TestServer;
let owner: TestUser;
let clients: TestUser[];
let worldId: string;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('race-owner');
  clients = await Promise.all(
    Array.from({ length: clientCount }, (_, index) => server.signUp(`racer-${index}`)),
  );
  const world = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName: 'race', name: 'Race' },
  });
  worldId = world.body.id;
  for (const client of clients) {
    await server.api('POST', `/api/Setting/${worldId}/Members`, {
      token: owner.token,
      body: { userName: client.userName, role: 'writer' },
    });
  }
});
afterAll(() => server.close());

/** One record many clients edit: how to read it, add a marker to it, and find the markers in it. */
interface Contended<T> {
  label: string;
  read(token: string): Promise<{ version: number; value: T }>;
  /** Saves `value` with `marker` added, made on `version`. */
  write(token: string, value: T, version: number, marker: string): Promise<ApiResponse>;
  markers(value: T): string[];
  /** The version an acknowledged write answered (the record's own, when the answer holds more). */
  answeredVersion?(body: ApiResponse['body']): number;
}

interface Tally {
  attempts: number;
  conflicts: number;
  /** Each acknowledged change with the version the server answered for it. */
  acknowledged: { marker: string; version: number }[];
  unexpected: string[];
  gaveUp: number;
}

/** A client's one change: read, add the marker, save; on 409 read again and add it again. */
async function editUntilAcknowledged<T>(
  record: Contended<T>,
  token: string,
  marker: string,
  tally: Tally,
): Promise<void> {
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    tally.attempts++;
    const current = await record.read(token);
    const answer = await record.write(token, current.value, current.version, marker);
    if (answer.status === 200) {
      tally.acknowledged.push({
        marker,
        version: record.answeredVersion?.(answer.body) ?? answer.body.version,
      });
      return;
    }
    if (answer.status !== 409 || !codes(answer).includes(ErrorCode.staleVersion)) {
      tally.unexpected.push(`${answer.status} ${JSON.stringify(answer.body)}`);
      return;
    }
    tally.conflicts++;
  }
  tally.gaveUp++;
}

/** Every client makes its edits one after another (one by default); all clients at once. */
async function race<T>(record: Contended<T>): Promise<Tally> {
  const tally: Tally = { attempts: 0, conflicts: 0, acknowledged: [], unexpected: [], gaveUp: 0 };
  await Promise.all(
    clients.map(async (client, index) => {
      for (let edit = 0; edit < editsPerClient; edit++) {
        await editUntilAcknowledged(record, client.token, `c${index}e${edit}`, tally);
      }
    }),
  );
  return tally;
}

/**
 * No acknowledged change disappeared: the versions answered are 2, 3, … one
 * per change, and the final state holds every change in that order.
 */
async function expectNothingLost<T>(
  record: Contended<T>,
  tally: Tally,
): Promise<{ lost: string[]; version: number }> {
  const final = await record.read(owner.token);
  const present = record.markers(final.value);
  const inVersionOrder = [...tally.acknowledged].sort((a, b) => a.version - b.version);
  const lost = tally.acknowledged
    .filter((change) => !present.includes(change.marker))
    .map((change) => change.marker);
  const changes = clientCount * editsPerClient;
  console.log(
    `concurrent edits (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'}), ${record.label}: ${clientCount} clients × ${editsPerClient} edits, ` +
      `${tally.attempts} attempts, ${tally.acknowledged.length} acknowledged, ${tally.conflicts} 409s, ${lost.length} lost, ` +
      `final version ${final.version}`,
  );
  expect(tally.unexpected).toEqual([]);
  expect(tally.gaveUp).toBe(0);
  expect(tally.acknowledged).toHaveLength(changes);
  expect(inVersionOrder.map((change) => change.version)).toEqual(
    Array.from({ length: changes }, (_, index) => index + 2),
  );
  expect(lost).toEqual([]);
  expect(present).toEqual(inVersionOrder.map((change) => change.marker));
  expect(final.version).toBe(changes + 1);
  return { lost, version: final.version };
}

// ── The three records ───────────────────────────────────────────────────────

const paragraph = (text: string): RichNode => ({
  type: 'paragraph',
  content: [{ type: 'text', text }],
});

async function contendedDocument(): Promise<Contended<RichText>> {
  const path = `/api/Setting/${worldId}/Documents`;
  const created = await server.api('POST', path, {
    token: owner.token,
    body: {
      name: 'Shared page',
      type: 'note',
      contents: { v: 1, doc: { type: 'doc', content: [] } },
    },
  });
  const url = `${path}/${created.body.id}`;
  return {
    label: 'document contents',
    read: async (token) => {
      const answer = await server.api('GET', url, { token });
      return { version: answer.body.version, value: answer.body.contents };
    },
    write: (token, contents, version, marker) =>
      server.api('PUT', url, {
        token,
        body: {
          name: 'Shared page',
          type: 'note',
          contents: {
            ...contents,
            doc: { ...contents.doc, content: [...(contents.doc.content ?? []), paragraph(marker)] },
          },
          version,
        },
      }),
    markers: (contents) =>
      (contents.doc.content ?? []).map((block) => block.content?.[0]?.text ?? ''),
  };
}

async function contendedEvent(): Promise<Contended<string>> {
  const rows = await server.api('GET', `/api/Setting/${worldId}/TimelineRows`, {
    token: owner.token,
  });
  const fields = {
    name: 'The long siege',
    kind: 'instant',
    start: { year: 1200, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
    rowId: rows.body[0].id,
  };
  const path = `/api/Setting/${worldId}/Events`;
  const created = await server.api('POST', path, {
    token: owner.token,
    body: { ...fields, description: '' },
  });
  const url = `${path}/${created.body.id}`;
  return {
    label: 'event description',
    read: async (token) => {
      const answer = await server.api('GET', url, { token });
      return { version: answer.body.version, value: answer.body.description };
    },
    write: (token, description, version, marker) =>
      server.api('PUT', url, {
        token,
        body: {
          ...fields,
          description: description ? `${description}\n${marker}` : marker,
          version,
        },
      }),
    markers: (description) => (description ? description.split('\n') : []),
  };
}

async function contendedDialog(): Promise<Contended<DialogGraph>> {
  const path = `/api/Setting/${worldId}/Dialogs`;
  const created = await server.api('POST', path, {
    token: owner.token,
    body: { name: 'Shared talk', kind: 'branching' },
  });
  const url = `${path}/${created.body.id}`;
  return {
    label: 'dialog graph',
    read: async (token) => {
      const answer = await server.api('GET', url, { token });
      return { version: answer.body.version, value: answer.body.graph };
    },
    write: (token, graph, version, marker) => {
      const nodes = [
        ...graph.nodes,
        dialogNode(marker, {
          text: `line ${marker}`,
          position: { x: graph.nodes.length * 200, y: 0 },
        }),
      ];
      return server.api('PUT', url, {
        token,
        body: {
          name: 'Shared talk',
          graph: { ...emptyDialogGraph(), startNodeId: nodes[0]?.id ?? null, nodes },
          version,
        },
      });
    },
    markers: (graph) => graph.nodes.map((item) => item.id),
  };
}

const appendLine = (text: string, marker: string): string => (text ? `${text}\n${marker}` : marker);
const linesOf = (text: string): string[] => (text ? text.split('\n') : []);

async function contendedStory(): Promise<Contended<string>> {
  const path = `/api/Setting/${worldId}/Stories`;
  const fields = { name: 'Shared saga', type: 'novel' };
  const created = await server.api('POST', path, { token: owner.token, body: fields });
  const url = `${path}/${created.body.id}`;
  return {
    label: 'story description',
    read: async (token) => {
      const answer = await server.api('GET', url, { token });
      return { version: answer.body.version, value: answer.body.description };
    },
    write: (token, description, version, marker) =>
      server.api('PUT', url, {
        token,
        body: { ...fields, description: appendLine(description, marker), version },
      }),
    markers: linesOf,
  };
}

/** A scene's saves answer with the whole story; the scene's own version is what counts. */
async function contendedScene(): Promise<Contended<string>> {
  const stories = `/api/Setting/${worldId}/Stories`;
  const story = await server.api('POST', stories, {
    token: owner.token,
    body: { name: 'Shared chapter book', type: 'novel' },
  });
  const storyUrl = `${stories}/${story.body.id}`;
  const withBlock = await server.api('POST', `${storyUrl}/Blocks`, {
    token: owner.token,
    body: { name: 'Act I' },
  });
  const blockId = withBlock.body.blocks[0].id;
  const withScene = await server.api('POST', `${storyUrl}/Blocks/${blockId}/Scenes`, {
    token: owner.token,
    body: { name: 'Opening' },
  });
  const sceneOf = (body: { blocks: { scenes: { version: number; text: string }[] }[] }) =>
    body.blocks[0]!.scenes[0]!;
  const sceneId = (withScene.body.blocks[0].scenes[0] as { id: string }).id;
  return {
    label: 'scene text',
    read: async (token) => {
      const scene = sceneOf((await server.api('GET', storyUrl, { token })).body);
      return { version: scene.version, value: scene.text };
    },
    write: (token, text, version, marker) =>
      server.api('PUT', `${storyUrl}/Scenes/${sceneId}`, {
        token,
        body: { name: 'Opening', text: appendLine(text, marker), version },
      }),
    markers: linesOf,
    answeredVersion: (body) => sceneOf(body).version,
  };
}

describe(`${clientCount} clients editing the same records at once`, () => {
  it('keep every acknowledged change of a document, with one revision per save', async () => {
    const document = await contendedDocument();
    const tally = await race(document);
    await expectNothingLost(document, tally);
    const id = (
      await server.api('GET', `/api/Setting/${worldId}/Documents?name=Shared`, {
        token: owner.token,
      })
    ).body.items[0].id;
    const revisions = await server.api('GET', `/api/Setting/${worldId}/Documents/${id}/Revisions`, {
      token: owner.token,
    });
    const versions = (revisions.body as { version: number }[])
      .map((revision) => revision.version)
      .sort((a, b) => a - b);
    // The create and each acknowledged save; a refused save leaves none.
    expect(versions).toEqual(
      Array.from({ length: tally.acknowledged.length + 1 }, (_, index) => index + 1),
    );
  });

  it('keep every acknowledged change of an event', async () => {
    const event = await contendedEvent();
    await expectNothingLost(event, await race(event));
  });

  it('keep every acknowledged change of a dialog', async () => {
    const dialog = await contendedDialog();
    await expectNothingLost(dialog, await race(dialog));
  });

  it('keep every acknowledged change of a story', async () => {
    const story = await contendedStory();
    await expectNothingLost(story, await race(story));
  });

  it('keep every acknowledged change of a scene, though each answer is the whole story', async () => {
    const scene = await contendedScene();
    await expectNothingLost(scene, await race(scene));
  });
});
