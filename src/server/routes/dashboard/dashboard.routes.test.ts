import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  messages,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';
import { perMonth } from '../../queries/analytics';

let server: TestServer;
let owner: TestUser;
let artist: TestUser;
let worldId: string;

const contents = { v: 1, doc: { type: 'doc', content: [] } };

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('dash-owner');
  artist = await server.signUp('dash-artist');
  const world = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName: 'dash', name: 'Dash' },
  });
  worldId = world.body.id;
  await server.api('POST', `/api/Setting/${worldId}/Members`, {
    token: owner.token,
    body: { userName: 'dash-artist', role: 'artist' },
  });
  const a = await server.api('POST', `/api/Setting/${worldId}/Documents`, {
    token: owner.token,
    body: { name: 'Linked', type: 'lore', tags: ['Sea'], contents },
  });
  await server.api('POST', `/api/Setting/${worldId}/Documents`, {
    token: owner.token,
    body: {
      name: 'Linker',
      type: 'lore',
      tags: ['Sea', 'Sky'],
      contents: {
        v: 1,
        doc: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'mention', attrs: { id: a.body.id, label: 'Linked' } }],
            },
          ],
        },
      },
    },
  });
  await server.api('POST', `/api/Setting/${worldId}/Documents`, {
    token: owner.token,
    body: { name: 'Alone', type: 'note', contents },
  });
  const story = await server.api('POST', `/api/Setting/${worldId}/Stories`, {
    token: owner.token,
    body: { name: 'The Crossing', type: 'novel' },
  });
  if (story.status !== 200) throw new Error(JSON.stringify(story.body));
});
afterAll(() => server.close());

describe('dashboard', () => {
  it('counts what the world holds', async () => {
    const summary = await server.api('GET', `/api/Setting/${worldId}/Summary`, {
      token: artist.token,
    });
    expect(summary.body.counts).toEqual({
      documents: 3,
      events: 0,
      images: 0,
      maps: 0,
      relations: 0,
      stories: 1,
      dialogs: 0,
      tags: 2,
      members: 2,
    });
  });

  it('keeps a shared checklist members can assign and check', async () => {
    const todos = `/api/Setting/${worldId}/Todos`;
    const created = await server.api('POST', todos, {
      token: artist.token,
      body: { text: 'Paint the coast', assigneeId: artist.id },
    });
    expect(created.body).toMatchObject({
      text: 'Paint the coast',
      done: false,
      assignee: { userName: 'dash-artist' },
    });
    const checked = await server.api('PUT', `${todos}/${created.body.id}`, {
      token: owner.token,
      body: { text: 'Paint the coast', done: true, assigneeId: artist.id },
    });
    expect(checked.body.done).toBe(true);
    const stranger = await server.signUp();
    const wrong = await server.api('PUT', `${todos}/${created.body.id}`, {
      token: owner.token,
      body: { text: 'x', assigneeId: stranger.id },
    });
    expect(messages(wrong)).toEqual(['Assign the task to a member of the world']);
    const empty = await server.api('POST', todos, { token: owner.token, body: { text: '  ' } });
    expect(messages(empty)).toEqual(['This field is required']);
    expect(
      (await server.api('DELETE', `${todos}/${created.body.id}`, { token: artist.token })).status,
    ).toBe(204);
  });

  it('reports analytics: documents over time, contributions, tags and orphans', async () => {
    const analytics = await server.api('GET', `/api/Setting/${worldId}/Analytics`, {
      token: owner.token,
    });
    expect(
      analytics.body.documentsPerMonth.reduce(
        (sum: number, m: { count: number }) => sum + m.count,
        0,
      ),
    ).toBe(3);
    expect(analytics.body.contributions[0].userName).toBe('dash-owner');
    expect(
      analytics.body.tags.map((tag: { name: string; count: number }) => [tag.name, tag.count]),
    ).toEqual([
      ['Sea', 2],
      ['Sky', 1],
    ]);
    expect(analytics.body.orphans.map((doc: { name: string }) => doc.name)).toEqual(['Alone']);
  });
});

describe('perMonth', () => {
  it('fills the months between', () => {
    expect(
      perMonth(['2026-11-02T00:00:00Z', '2027-01-05T00:00:00Z', '2026-11-30T00:00:00Z']),
    ).toEqual([
      { month: '2026-11', count: 2 },
      { month: '2026-12', count: 0 },
      { month: '2027-01', count: 1 },
    ]);
  });
});
