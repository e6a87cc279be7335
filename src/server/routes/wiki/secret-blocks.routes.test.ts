import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';

/** A secret block's text never reaches a role it is not for, by any document route. */

const marker = 'SECRET-MARKER-q7v2';
let server: TestServer;
let owner: TestUser;
let writer: TestUser;
let viewer: TestUser;
let worldId: string;
let harbourId: string;
let cellarId: string;

const paragraph = (words: string) => ({
  type: 'paragraph',
  content: [{ type: 'text', text: words }],
});
const secret = (roles: string, ...content: object[]) => ({
  type: 'secret',
  attrs: { roles },
  content,
});
const contents = (...blocks: object[]) => ({ v: 1, doc: { type: 'doc', content: blocks } });
const mention = (id: string, label: string) => ({
  type: 'paragraph',
  content: [{ type: 'mention', attrs: { id, label } }],
});

const base = () => `/api/Setting/${worldId}/Documents`;
const get = (user: TestUser, url: string) => server.api('GET', url, { token: user.token });

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('secret-owner');
  writer = await server.signUp('secret-writer');
  viewer = await server.signUp('secret-viewer');
  const world = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName: 'secrets', name: 'Secrets' },
  });
  worldId = world.body.id;
  for (const [member, role] of [
    [writer, 'writer'],
    [viewer, 'viewer'],
  ] as const) {
    await server.api('POST', `/api/Setting/${worldId}/Members`, {
      token: owner.token,
      body: { userName: member.userName, role },
    });
  }
  const cellar = await server.api('POST', base(), {
    token: owner.token,
    body: { name: 'Cellar', type: 'location', contents: contents(paragraph('Damp stones.')) },
  });
  cellarId = cellar.body.id;
  const harbour = await server.api('POST', base(), {
    token: owner.token,
    body: {
      name: 'Harbour',
      type: 'location',
      contents: contents(
        paragraph('Ships come and go.'),
        secret('owner,writer', paragraph(`The smugglers ${marker}`), mention(cellarId, 'Cellar')),
      ),
    },
  });
  harbourId = harbour.body.id;
  // A second save, so history holds more than one revision with the secret.
  await server.api('PUT', `${base()}/${harbourId}`, {
    token: owner.token,
    body: {
      name: 'Harbour',
      type: 'location',
      version: 1,
      contents: contents(
        paragraph('Ships come and go, mostly.'),
        secret('owner,writer', paragraph(`The smugglers ${marker}`), mention(cellarId, 'Cellar')),
      ),
    },
  });
});
afterAll(() => server.close());

/** Every answer a member gets about the document, its history, its mention, the search and the feed. */
async function everyAnswer(user: TestUser): Promise<string[]> {
  const revisions = await get(user, `${base()}/${harbourId}/Revisions`);
  const answers = [
    await get(user, `${base()}/${harbourId}`),
    await get(user, `${base()}/${harbourId}/Preview`),
    revisions,
    await get(user, `${base()}/${cellarId}`),
    await get(user, `${base()}/${cellarId}/Preview`),
    await get(user, `${base()}?limit=50`),
    await get(user, `/api/Setting/${worldId}/Search?query=${encodeURIComponent(marker)}`),
    await get(user, `/api/Setting/${worldId}/Search?query=smugglers`),
    await get(user, `/api/Setting/${worldId}/Search?query=ships`),
    await get(user, `/api/Setting/${worldId}/Feed`),
  ];
  for (const revision of revisions.body as { id: string }[])
    answers.push(await get(user, `${base()}/${harbourId}/Revisions/${revision.id}`));
  return answers.map((answer) => {
    expect(answer.status).toBe(200);
    return JSON.stringify(answer.body);
  });
}

describe('secret blocks', () => {
  it('never reach a viewer: document, preview, history, backlinks, search, feed', async () => {
    const answers = await everyAnswer(viewer);
    expect(answers.join('\n')).toContain('Ships come and go');
    for (const answer of answers) expect(answer).not.toContain(marker);
    const cellar = (await get(viewer, `${base()}/${cellarId}`)).body;
    // The only mention of the cellar is inside the secret: no backlink tells of it.
    expect(cellar.backlinks).toEqual([]);
  });

  it('reach the roles they are for', async () => {
    const forWriter = await get(writer, `${base()}/${harbourId}`);
    expect(JSON.stringify(forWriter.body)).toContain(marker);
    const history = await get(owner, `${base()}/${harbourId}/Revisions`);
    const first = await get(
      owner,
      `${base()}/${harbourId}/Revisions/${(history.body as { id: string }[]).at(-1)!.id}`,
    );
    expect(JSON.stringify(first.body)).toContain(marker);
  });

  it('are not indexed for search, not even for the owner', async () => {
    const hits = await get(owner, `/api/Setting/${worldId}/Search?query=smugglers`);
    expect(hits.body.items ?? hits.body).toHaveLength(0);
  });

  it('cannot be overwritten by a writer who does not see them', async () => {
    const created = await server.api('POST', base(), {
      token: owner.token,
      body: {
        name: 'Vault',
        type: 'location',
        contents: contents(paragraph('A door.'), secret('owner', paragraph('The key'))),
      },
    });
    const vault = `${base()}/${created.body.id}`;
    const seen = await get(writer, vault);
    expect(JSON.stringify(seen.body)).not.toContain('The key');
    const save = await server.api('PUT', vault, {
      token: writer.token,
      lang: 'ru',
      body: { ...fields(seen.body), contents: contents(paragraph('A door, open.')) },
    });
    expect(save.status).toBe(403);
    expect(save.body.Exceptions[0].Code).toBe('4035');
    expect(save.body.Exceptions[0].Message).toMatch(/секрет/);
    const fieldsOnly = await server.api('PUT', vault, {
      token: writer.token,
      body: { ...fields(seen.body), description: 'Renamed bits' },
    });
    expect(fieldsOnly.status).toBe(200);
    expect(JSON.stringify(fieldsOnly.body)).not.toContain('The key');
    const revisions = await get(writer, `${vault}/Revisions`);
    const restore = await server.api(
      'POST',
      `${vault}/Revisions/${(revisions.body as { id: string }[]).at(-1)!.id}/Restore`,
      { token: writer.token, body: { version: fieldsOnly.body.version } },
    );
    expect(restore.status).toBe(403);
    const stored = await get(owner, vault);
    expect(JSON.stringify(stored.body)).toContain('The key');
  });

  it('refuse roles that are not membership roles, with a translated message', async () => {
    const refused = await server.api('POST', base(), {
      token: owner.token,
      body: {
        name: 'Bad',
        type: 'lore',
        contents: contents(secret('owner,reader', paragraph('x'))),
      },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('A secret block may be shown only');
  });
});

function fields(document: { name: string; type: string; description: string; version: number }) {
  return {
    name: document.name,
    type: document.type,
    description: document.description,
    version: document.version,
  };
}

describe('secret blocks in templates', () => {
  it('are cut from the template list of a viewer', async () => {
    const made = await server.api('POST', `/api/Setting/${worldId}/Templates`, {
      token: owner.token,
      body: {
        name: 'GM sheet',
        type: 'character',
        contents: contents(paragraph('Name:'), secret('owner', paragraph(marker))),
      },
    });
    expect(made.status).toBe(200);
    const forViewer = await get(viewer, `/api/Setting/${worldId}/Templates`);
    expect(forViewer.status).toBe(200);
    expect(JSON.stringify(forViewer.body)).toContain('Name:');
    expect(JSON.stringify(forViewer.body)).not.toContain(marker);
    const forOwner = await get(owner, `/api/Setting/${worldId}/Templates`);
    expect(JSON.stringify(forOwner.body)).toContain(marker);
  });
});
