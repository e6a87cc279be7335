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

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'docread');
});
afterAll(() => server.close());

/** Strings only members-only things hold: none may reach a reader. */
const marker = {
  name: 'MARKdocname5e1f',
  text: 'MARKdoctext9a2c',
  tag: 'marktag7d3b',
  relation: 'MARKrel4c8e',
  event: 'MARKevent2b9d',
};
const allMarkers = Object.values(marker);

const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const text = (value: string) => ({ type: 'text', text: value });
const mention = (id: string, label: string) => ({ type: 'mention', attrs: { id, label } });
const contents = (...blocks: object[]) => ({ v: 1, doc: { type: 'doc', content: blocks } });

/**
 * A world with a public document and a members-only one that mention each
 * other, a relation between them and one between two public documents, a
 * position pinned for each, tags on both, and an event on a members-only row.
 */
async function markedWorld(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const as = { token: team.writer.token };
  const send = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
    const response = await server.api(method, `${world.url}/${path}`, { ...as, body });
    if (response.status !== 200) throw new Error(`${path} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const hidden = await send('POST', 'Documents', {
    name: marker.name,
    type: 'character',
    description: marker.text,
    tags: [marker.tag, 'crew'],
    contents: contents(paragraph(text(`Plans ${marker.text}`))),
    visibility: 'members',
  });
  const shown = await send('POST', 'Documents', {
    name: 'Captain Oro',
    type: 'character',
    tags: ['crew'],
    contents: contents(paragraph(text('Sails the tide. Ask '), mention(hidden.id, marker.name))),
  });
  const harbour = await send('POST', 'Documents', {
    name: 'Harbour',
    type: 'location',
    contents: contents(paragraph(text('The tide comes in.'), mention(shown.id, 'Captain Oro'))),
  });
  // The members-only document mentions the public one: a backlink a reader must not get.
  await send('PUT', `Documents/${hidden.id}`, {
    name: marker.name,
    type: 'character',
    description: marker.text,
    tags: [marker.tag, 'crew'],
    contents: contents(paragraph(text(`Plans ${marker.text} tide`), mention(shown.id, 'Oro'))),
    version: 1,
  });
  const type = await send('POST', 'RelationTypes', { name: 'Knows', directed: false });
  await send('POST', 'Relations', {
    typeId: type.id,
    sourceId: shown.id,
    targetId: hidden.id,
    label: marker.relation,
  });
  await send('POST', 'Relations', {
    typeId: type.id,
    sourceId: shown.id,
    targetId: harbour.id,
    label: 'Docks at',
  });
  await send('PUT', 'Graph/Positions', {
    positions: [
      { documentId: hidden.id, x: 1, y: 2 },
      { documentId: shown.id, x: 3, y: 4 },
    ],
  });
  const row = await send('POST', 'TimelineRows', { name: 'Plots' });
  await setVisibility(server, 'timeline_rows', [row.id], 'members');
  await send('POST', 'Events', {
    name: `${marker.event} tide`,
    kind: 'instant',
    start: { year: 1, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
    rowId: row.id,
  });
  return { ...world, shown: shown.id as string, hidden: hidden.id as string, harbour: harbour.id };
}

type World = Awaited<ReturnType<typeof markedWorld>>;

const readerUrls = (world: World) => [
  `${world.url}/Documents`,
  `${world.url}/Documents?name=a`,
  `${world.url}/Documents?tags=`,
  `${world.url}/Documents/${world.shown}`,
  `${world.url}/Documents/${world.shown}/Preview`,
  `${world.url}/Tags`,
  `${world.url}/Search?query=tide`,
  `${world.url}/Search?query=${marker.text}`,
  `${world.url}/Search?query=${marker.name}`,
  `${world.url}/RelationTypes`,
  `${world.url}/Relations`,
  `${world.url}/Relations?documentId=${world.shown}`,
  `${world.url}/Relations?documentId=${world.hidden}`,
  `${world.url}/Graph`,
  `${world.url}/Graph/Positions`,
];

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('the wiki for readers of a public world', () => {
  it('shows public documents and what links them, nothing of members-only ones', async () => {
    const world = await markedWorld('docs-readers');
    await publishFixtureWorld(server, world.id, 'public');
    const read = readAs(server, team.outsider.token);
    for (const stranger of strangers) {
      for (const url of readerUrls(world)) {
        const response = await read(stranger, url);
        expect([stranger, url, response.status]).toEqual([stranger, url, 200]);
        const bytes = answerBytes(response);
        for (const hidden of [...allMarkers, world.hidden])
          expect(bytes, `${stranger} ${url}`).not.toContain(hidden);
        // Readers do not get to list members, not even as authors.
        for (const member of Object.values(team))
          expect(bytes, `${stranger} ${url}`).not.toContain(member.userName);
      }
      const list = await read(stranger, `${world.url}/Documents`);
      expect([list.body.total, names(list.body.items)]).toEqual([2, ['Captain Oro', 'Harbour']]);
      const document = await read(stranger, `${world.url}/Documents/${world.shown}`);
      expect([names(document.body.backlinks), names(document.body.mentions)]).toEqual([
        ['Harbour'],
        [],
      ]);
      const tags = await read(stranger, `${world.url}/Tags`);
      expect(tags.body.map((tag: { name: string; documents: number }) => tag)).toEqual([
        expect.objectContaining({ name: 'crew', documents: 1 }),
      ]);
      const search = await read(stranger, `${world.url}/Search?query=tide`);
      expect(search.body.items.map((hit: { title: string }) => hit.title).sort()).toEqual([
        'Captain Oro',
        'Harbour',
      ]);
      const relations = await read(stranger, `${world.url}/Relations`);
      expect([relations.body.total, relations.body.items[0].label]).toEqual([1, 'Docks at']);
      const types = await read(stranger, `${world.url}/RelationTypes`);
      expect(types.body[0].relations).toBe(1);
      const graph = await read(stranger, `${world.url}/Graph`);
      expect([names(graph.body.nodes), graph.body.edges.length, graph.body.positions]).toEqual([
        ['Captain Oro', 'Harbour'],
        1,
        [{ documentId: world.shown, x: 3, y: 4 }],
      ]);
      for (const url of [
        `${world.url}/Documents/${world.hidden}`,
        `${world.url}/Documents/${world.hidden}/Preview`,
      ]) {
        const missing = await read(stranger, url);
        expect([missing.status, codes(missing)]).toEqual([404, ['404']]);
        for (const hidden of allMarkers) expect(answerBytes(missing)).not.toContain(hidden);
      }
    }
  });

  it('follows the world default for documents without their own setting', async () => {
    const world = await markedWorld('docs-readers-default');
    await publishFixtureWorld(server, world.id, 'members');
    const read = readAs(server, team.outsider.token);
    const list = await read('anonymous', `${world.url}/Documents`);
    expect([list.status, list.body.total, list.body.items]).toEqual([200, 0, []]);
    expect((await read('anonymous', `${world.url}/Tags`)).body).toEqual([]);
    expect((await read('anonymous', `${world.url}/Documents/${world.shown}`)).status).toBe(404);
    await setVisibility(server, 'documents', [world.shown], 'public');
    const document = await read('nonMember', `${world.url}/Documents/${world.shown}`);
    expect([document.status, document.body.backlinks, document.body.mentions]).toEqual([
      200,
      [],
      [],
    ]);
    const graph = await read('nonMember', `${world.url}/Graph`);
    // Its pinned position makes it a node; its relations lead to members-only documents.
    expect([names(graph.body.nodes), graph.body.edges]).toEqual([['Captain Oro'], []]);
  });

  it('stays closed to strangers in a private world and whole for members', async () => {
    const world = await markedWorld('docs-readers-private');
    const read = readAs(server, team.outsider.token);
    for (const stranger of strangers) {
      for (const url of [...readerUrls(world), `${world.url}/Documents/${world.hidden}`]) {
        const response = await read(stranger, url);
        expect([stranger, url, response.status, codes(response)]).toEqual([
          stranger,
          url,
          403,
          ['401_2'],
        ]);
        for (const hidden of allMarkers) expect(answerBytes(response)).not.toContain(hidden);
      }
    }
    await publishFixtureWorld(server, world.id, 'public');
    const member = { token: team.viewer.token };
    const list = await server.api('GET', `${world.url}/Documents`, member);
    expect(
      list.body.items.map((item: { name: string; visibility: string | null }) => [
        item.name,
        item.visibility,
      ]),
    ).toEqual([
      ['Captain Oro', null],
      ['Harbour', null],
      [marker.name, 'members'],
    ]);
    const document = await server.api('GET', `${world.url}/Documents/${world.shown}`, member);
    expect(names(document.body.backlinks)).toEqual(['Harbour', marker.name]);
    expect(document.body.updatedBy.userName).toBe(team.writer.userName);
    const graph = await server.api('GET', `${world.url}/Graph`, member);
    expect([graph.body.nodes.length, graph.body.edges.length]).toEqual([3, 2]);
    const search = await server.api('GET', `${world.url}/Search?query=tide`, member);
    expect(answerBytes(search)).toContain(marker.event);
  });
});

describe('a document visibility', () => {
  it('is set on create, kept when an edit leaves it out, changed by one that names it', async () => {
    const world = await newImageWorld(server, team, 'docs-visibility');
    const documents = `${world.url}/Documents`;
    const writer = { token: team.writer.token };
    const body = { name: 'Tide', type: 'note', contents: contents() };
    const created = await server.api('POST', documents, {
      ...writer,
      body: { ...body, visibility: 'public' },
    });
    expect([created.status, created.body.visibility]).toEqual([200, 'public']);
    const kept = await server.api('PUT', `${documents}/${created.body.id}`, {
      ...writer,
      body: { ...body, version: 1 },
    });
    expect([kept.status, kept.body.visibility]).toEqual([200, 'public']);
    const changed = await server.api('PUT', `${documents}/${created.body.id}`, {
      ...writer,
      body: { ...body, version: 2, visibility: 'members' },
    });
    expect([changed.status, changed.body.visibility]).toEqual([200, 'members']);
    const followed = await server.api('PUT', `${documents}/${created.body.id}`, {
      ...writer,
      body: { ...body, version: 3, visibility: null },
    });
    expect([followed.status, followed.body.visibility]).toEqual([200, null]);
    const wrong = await server.api('POST', documents, {
      ...writer,
      lang: 'ru',
      body: { ...body, name: 'Other', visibility: 'all' },
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).not.toContain('VALIDATION.VISIBILITY_INVALID');
  });

  it('filters the members list by what readers would see', async () => {
    const world = await newImageWorld(server, team, 'docs-visibility-filter');
    const documents = `${world.url}/Documents`;
    const writer = { token: team.writer.token };
    for (const [name, visibility] of [
      ['Open', 'public'],
      ['Closed', 'members'],
      ['Plain', null],
    ] as const)
      await server.api('POST', documents, {
        ...writer,
        body: { name, type: 'note', contents: contents(), visibility },
      });
    const listed = async (filter: string) =>
      names((await server.api('GET', `${documents}?visibility=${filter}`, writer)).body.items);
    // A new world's default is members only.
    expect([await listed('public'), await listed('members')]).toEqual([
      ['Open'],
      ['Closed', 'Plain'],
    ]);
    await publishFixtureWorld(server, world.id, 'public');
    expect([await listed('public'), await listed('members')]).toEqual([
      ['Open', 'Plain'],
      ['Closed'],
    ]);
    const wrong = await server.api('GET', `${documents}?visibility=all`, writer);
    expect(wrong.status).toBe(400);
  });
});
