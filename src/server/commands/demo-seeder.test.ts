import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../tests/kits/server/test-server';
import { demoSeeder } from './demo-seeder';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('the demo world', () => {
  it('gives a guest a living wiki: linked documents, tags, history and tasks', async () => {
    const guest = await server.api('POST', '/api/Account/TryDemo');
    expect(guest.status).toBe(200);
    const [world] = (await server.api('GET', '/api/Setting', { token: guest.body.token })).body;
    expect(world).toMatchObject({ urlName: 'the-shattered-isles', currentUserRole: 'viewer' });
    const documents = await server.api('GET', `/api/Setting/${world.id}/Documents?limit=50`, {
      token: guest.body.token,
    });
    // Eight wiki documents, and six more the relations graph brings.
    expect(documents.body.total).toBe(14);
    const lantern = documents.body.items.find((d: { name: string }) => d.name === 'Lantern of Ash');
    const detail = await server.api('GET', `/api/Setting/${world.id}/Documents/${lantern.id}`, {
      token: guest.body.token,
    });
    expect(detail.body.backlinks.map((d: { name: string }) => d.name)).toEqual([
      'Captain Oro',
      'The Drowned Bell',
      'Tidewardens',
    ]);
    const revisions = await server.api(
      'GET',
      `/api/Setting/${world.id}/Documents/${lantern.id}/Revisions`,
      { token: guest.body.token },
    );
    expect(revisions.body).toHaveLength(2);
    const todos = await server.api('GET', `/api/Setting/${world.id}/Todos`, {
      token: guest.body.token,
    });
    expect(todos.body).toHaveLength(3);
    // The archive carries no feed: the demo's tells how the world was written, after the import.
    const feed = await server.api('GET', `/api/Setting/${world.id}/Feed?limit=100`, {
      token: guest.body.token,
    });
    const types = feed.body.items.map((item: { type: string }) => item.type);
    expect(types.at(-1)).toBe('import_world');
    expect(types.filter((type: string) => type === 'create_new_document')).toHaveLength(14);
    expect(types.filter((type: string) => type === 'create_new_event')).toHaveLength(40);
  });

  it('gives the demo world a timeline on its own thirteen-month calendar, with events linked to the documents', async () => {
    const guest = await server.api('POST', '/api/Account/TryDemo');
    const [world] = (await server.api('GET', '/api/Setting', { token: guest.body.token })).body;
    const calendar = await server.api('GET', `/api/Setting/${world.id}/Timeline`, {
      token: guest.body.token,
    });
    expect(calendar.body.config.months).toHaveLength(13);
    expect(
      new Set(calendar.body.config.months.map((month: { days: number }) => month.days)).size,
    ).toBeGreaterThan(5);
    expect(calendar.body.config.eras.map((era: { name: string }) => era.name)).toEqual([
      'Age of Ash',
      'Age of Lanterns',
      'Age of Sails',
    ]);
    const rows = await server.api('GET', `/api/Setting/${world.id}/TimelineRows`, {
      token: guest.body.token,
    });
    expect(rows.body.map((row: { name: string }) => row.name)).toEqual([
      'Ages of the Isles',
      'The Gullwing',
      'Tidewardens',
      'Saltmere',
      'Myths and omens',
    ]);
    const events = await server.api('GET', `/api/Setting/${world.id}/Events`, {
      token: guest.body.token,
    });
    expect(events.body.total).toBe(40);
    expect(events.body.items[0]).toMatchObject({ name: 'Moonfall', kind: 'instant' });
    expect(
      events.body.items.filter((event: { kind: string }) => event.kind === 'lasting').length,
    ).toBeGreaterThan(15);
    expect(events.body.documents).toHaveLength(8);
    const mira = events.body.documents.find(
      (document: { name: string }) => document.name === 'Mira Vell',
    );
    const hers = await server.api('GET', `/api/Setting/${world.id}/Events?documentId=${mira.id}`, {
      token: guest.body.token,
    });
    expect(hers.body.items.map((event: { name: string }) => event.name)).toContain(
      'Mira Vell is born',
    );
  });

  it('gives the demo world generated pictures in categories and a graph of thirty relations of three types', async () => {
    const guest = await server.api('POST', '/api/Account/TryDemo');
    const [world] = (await server.api('GET', '/api/Setting', { token: guest.body.token })).body;
    const images = await server.api('GET', `/api/Setting/${world.id}/Images`, {
      token: guest.body.token,
    });
    expect(images.body.total).toBe(7);
    expect(
      images.body.items.every(
        (image: { width: number; mime: string }) =>
          image.width === 960 && image.mime === 'image/png',
      ),
    ).toBe(true);
    const thumb = await server.app.inject({ method: 'GET', url: images.body.items[0].thumbUrl });
    expect(thumb.statusCode).toBe(200);
    const categories = await server.api('GET', `/api/Setting/${world.id}/ImageCategories`, {
      token: guest.body.token,
    });
    expect(categories.body.items.map((category: { name: string }) => category.name)).toEqual([
      'Artefacts',
      'Heraldry',
      'Maps',
      'Scenery',
    ]);
    const types = await server.api('GET', `/api/Setting/${world.id}/RelationTypes`, {
      token: guest.body.token,
    });
    expect(
      types.body.map((type: { name: string; relations: number }) => [type.name, type.relations]),
    ).toEqual([
      ['Allied with', 7],
      ['Belongs to', 15],
      ['Rivals', 8],
    ]);
    const graph = await server.api('GET', `/api/Setting/${world.id}/Graph`, {
      token: guest.body.token,
    });
    expect(graph.body.nodes).toHaveLength(14);
    expect(graph.body.edges).toHaveLength(30);
    expect(
      graph.body.nodes.filter((node: { thumbUrl: string | null }) => node.thumbUrl).length,
    ).toBeGreaterThan(8);
  });

  it('is seeded once, however often it runs', async () => {
    const { worldId } = await demoSeeder(server.ctx);
    await demoSeeder(server.ctx);
    const count = await server.ctx.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('world_id', '=', worldId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(14);
    const events = await server.ctx.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('world_id', '=', worldId)
      .executeTakeFirstOrThrow();
    expect(Number(events.n)).toBe(40);
  });
});
