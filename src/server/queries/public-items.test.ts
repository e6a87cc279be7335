import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../tests/kits/server/test-server';
import { isPublicItem } from './public-items';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function visibleNames(world: { is_public: number; default_visibility: string }) {
  const items = sql`(select 'a' as name, null as visibility
    union all select 'b', 'public' union all select 'c', 'members') items`;
  const { rows } = await sql<{
    name: string;
  }>`select name from ${items} where ${isPublicItem('items.visibility', world)} order by name`.execute(
    server.ctx.db,
  );
  return rows.map((row) => row.name);
}

describe('isPublicItem', () => {
  it('follows the world default for items without their own setting', async () => {
    expect(await visibleNames({ is_public: 1, default_visibility: 'public' })).toEqual(['a', 'b']);
    expect(await visibleNames({ is_public: 1, default_visibility: 'members' })).toEqual(['b']);
  });

  it('shows nothing of a private world', async () => {
    expect(await visibleNames({ is_public: 0, default_visibility: 'public' })).toEqual([]);
  });
});
