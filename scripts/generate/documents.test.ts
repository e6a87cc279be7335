import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../tests/kits/server/test-server';
import { richTextSchema, mentionedDocumentIds } from '../../src/shared/wiki/rich-text';
import type { GenerateContext } from './context';
import { documents } from './documents';
import { nameShapeWords } from './prose';
import { Random } from './random';

let server: TestServer;
let worldId: string;
let token: string;

async function generate(count: number, seed: number): Promise<string> {
  return server.ctx.db.transaction().execute((trx) => {
    const ctx: GenerateContext = {
      db: trx,
      random: new Random(seed),
      seed,
      epoch: new Date('2026-11-01T00:00:00Z'),
      made: { users: [], worlds: [] },
      options: { 'into-world': worldId },
    };
    return documents.run(ctx, count);
  });
}

beforeAll(async () => {
  server = await createTestServer();
  const owner = await server.signUp('generator');
  token = owner.token;
  worldId = (
    await server.api('POST', '/api/Setting', { token, body: { urlName: 'gen', name: 'Gen' } })
  ).body.id;
  await server.api('POST', `/api/Setting/${worldId}/Documents`, {
    token,
    body: {
      name: 'Handwritten',
      type: 'note',
      contents: { v: 1, doc: { type: 'doc', content: [] } },
    },
  });
});
afterAll(() => server.close());

describe('the documents generator', () => {
  it('writes documents the app reads: ~1,000 words of rich text, tags, mentions as links, a revision, searchable', async () => {
    expect(await generate(40, 7)).toMatch(
      /^40 documents \(~\d+ words each, \d+ tags, \d+ mentions\) in world /,
    );
    const list = await server.api('GET', `/api/Setting/${worldId}/Documents?limit=200`, { token });
    expect(list.body.total).toBe(41);
    const generated = list.body.items.find((item: { name: string }) => item.name !== 'Handwritten');
    const detail = (
      await server.api('GET', `/api/Setting/${worldId}/Documents/${generated.id}`, { token })
    ).body;
    expect(richTextSchema.safeParse(detail.contents).success).toBe(true);
    const words =
      JSON.stringify(detail.contents)
        .match(/"text":"([^"]*)"/g)
        ?.join(' ')
        .split(/\s+/).length ?? 0;
    expect(words).toBeGreaterThan(700);
    expect(detail.mentions.map((m: { id: string }) => m.id).sort()).toEqual(
      mentionedDocumentIds(detail.contents.doc).sort(),
    );
    const history = await server.api(
      'GET',
      `/api/Setting/${worldId}/Documents/${generated.id}/Revisions`,
      { token },
    );
    expect(history.status).toBe(200);
    const subject = generated.name
      .split(' ')
      .find((word: string) => !nameShapeWords.has(word.toLowerCase()));
    const found = await server.api(
      'GET',
      `/api/Setting/${worldId}/Search?query=${encodeURIComponent(subject)}`,
      { token },
    );
    expect(found.body.items.map((hit: { id: string }) => hit.id)).toContain(generated.id);
  });

  it('refuses to generate the same seed twice into one database', async () => {
    await expect(generate(5, 7)).rejects.toThrow(/Seed 7 already generated documents/);
  });
});
