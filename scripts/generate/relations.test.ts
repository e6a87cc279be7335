import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../tests/kits/server/test-server';
import { graphResponse, relationListResponse } from '../../src/shared/schemas/relation';
import { imageListResponse } from '../../src/shared/schemas/image';
import type { GenerateContext } from './context';
import { relations } from './relations';
import { images } from './images';
import { Random } from './random';

let server: TestServer;
let worldId: string;
let token: string;

function generate(
  generator: typeof relations,
  count: number,
  seed: number,
  options: Record<string, string> = {},
): Promise<string> {
  return server.ctx.db.transaction().execute((trx) => {
    const ctx: GenerateContext = {
      db: trx,
      random: new Random(seed),
      seed,
      epoch: new Date('2026-11-01T00:00:00Z'),
      made: { users: [], worlds: [] },
      dataDir: server.dataDir,
      options: { 'into-world': worldId, ...options },
    };
    return generator.run(ctx, count);
  });
}

beforeAll(async () => {
  server = await createTestServer();
  const owner = await server.signUp('relation-generator');
  token = owner.token;
  worldId = (
    await server.api('POST', '/api/Setting', {
      token,
      body: { urlName: 'gen-relations', name: 'Gen relations' },
    })
  ).body.id;
  for (let index = 0; index < 40; index++) {
    await server.api('POST', `/api/Setting/${worldId}/Documents`, {
      token,
      body: {
        name: `Doc ${index}`,
        type: 'character',
        contents: { v: 1, doc: { type: 'doc', content: [] } },
      },
    });
  }
});
afterAll(() => server.close());

describe('the relations generator', () => {
  it('writes relations the app reads: valid pairs, no duplicates, the types asked for', async () => {
    expect(await generate(relations, 150, 4, { 'relation-types': '3' })).toMatch(
      /^150 relations of 3 types between 40 documents/,
    );
    const types = (await server.api('GET', `/api/Setting/${worldId}/RelationTypes`, { token }))
      .body;
    expect(types).toHaveLength(3);
    expect(
      types.reduce((sum: number, type: { relations: number }) => sum + type.relations, 0),
    ).toBe(150);
    const list = await server.api('GET', `/api/Setting/${worldId}/Relations?limit=500`, { token });
    expect(relationListResponse.safeParse(list.body).success).toBe(true);
    const seen = new Set<string>();
    for (const relation of list.body.items) {
      expect(relation.source.id).not.toBe(relation.target.id);
      const key = `${relation.typeId}/${relation.source.id}/${relation.target.id}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
    const graph = await server.api('GET', `/api/Setting/${worldId}/Graph`, { token });
    expect(graphResponse.safeParse(graph.body).success).toBe(true);
    expect(graph.body.edges).toHaveLength(150);
    // A second run adds to the same types without clashing with the first.
    expect(await generate(relations, 50, 5, { 'relation-types': '3' })).toMatch(
      /^50 relations of 3 types/,
    );
  });

  it('writes images with their files, thumbnails and links, found by the gallery', async () => {
    expect(await generate(images, 3, 6)).toMatch(/^3 images/);
    const list = await server.api('GET', `/api/Setting/${worldId}/Images`, { token });
    expect(imageListResponse.safeParse(list.body).success).toBe(true);
    expect(list.body.total).toBe(3);
    for (const image of list.body.items) {
      expect((await server.app.inject({ method: 'GET', url: image.thumbUrl })).statusCode).toBe(
        200,
      );
    }
  });
});
