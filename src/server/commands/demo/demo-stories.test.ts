import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/kits/server/test-server';
import { demoSeeder } from '../demo-seeder';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('the demo stories', () => {
  it('gives the demo world two stories whose scenes link its documents and events, once', async () => {
    const guest = await server.api('POST', '/api/Account/TryDemo');
    const [world] = (await server.api('GET', '/api/Setting', { token: guest.body.token })).body;
    const list = await server.api('GET', `/api/Setting/${world.id}/Stories`, {
      token: guest.body.token,
    });
    expect(
      list.body.items.map(
        (story: { name: string; type: string; blocks: number; scenes: number }) => [
          story.name,
          story.type,
          story.blocks,
          story.scenes,
        ],
      ),
    ).toEqual([
      ['Moonfall', 'novel', 2, 3],
      ['The Lantern Beneath', 'game_quest', 3, 5],
    ]);
    const quest = await server.api(
      'GET',
      `/api/Setting/${world.id}/Stories/${list.body.items[1].id}`,
      { token: guest.body.token },
    );
    const opening = quest.body.blocks[0].scenes[0];
    expect(
      opening.links.map((link: { kind: string; name: string }) => `${link.kind}:${link.name}`),
    ).toEqual([
      'document:Mira Vell',
      'document:Widow Sable',
      'document:Saltmere',
      'event:Warden council at Saltmere',
    ]);
    await demoSeeder(server.ctx);
    const again = await server.api('GET', `/api/Setting/${world.id}/Stories`, {
      token: guest.body.token,
    });
    expect(again.body.total).toBe(2);
  });
});
