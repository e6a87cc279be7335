import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server';
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
    const documents = await server.api('GET', `/api/Setting/${world.id}/Documents?limit=50`, { token: guest.body.token });
    expect(documents.body.total).toBe(8);
    const lantern = documents.body.items.find((d: { name: string }) => d.name === 'Lantern of Ash');
    const detail = await server.api('GET', `/api/Setting/${world.id}/Documents/${lantern.id}`, { token: guest.body.token });
    expect(detail.body.backlinks.map((d: { name: string }) => d.name)).toEqual(['Captain Oro', 'The Drowned Bell', 'Tidewardens']);
    const revisions = await server.api('GET', `/api/Setting/${world.id}/Documents/${lantern.id}/Revisions`, { token: guest.body.token });
    expect(revisions.body).toHaveLength(2);
    const todos = await server.api('GET', `/api/Setting/${world.id}/Todos`, { token: guest.body.token });
    expect(todos.body).toHaveLength(3);
  });

  it('is seeded once, however often it runs', async () => {
    const { worldId } = await demoSeeder(server.ctx);
    await demoSeeder(server.ctx);
    const count = await server.ctx.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('world_id', '=', worldId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(8);
  });
});
