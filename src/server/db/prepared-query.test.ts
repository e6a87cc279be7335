import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  testDatabaseUrl,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';
import { preparedQuery, preparedStatementName } from './prepared-query';

let server: TestServer;
let ada: TestUser;
let bob: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  ada = await server.signUp();
  bob = await server.signUp();
});
afterAll(() => server.close());

const userByName = preparedQuery((db, userName: string) =>
  db
    .selectFrom('users')
    .select(['id', 'user_name'])
    .where('user_name', '=', userName)
    .where('is_guest', '=', 0),
);

describe('preparedQuery', () => {
  it('runs the query compiled once with each call’s arguments, keeping constant parameters', async () => {
    expect(await userByName(server.ctx.db, ada.userName)).toEqual([
      { id: ada.id, user_name: ada.userName },
    ]);
    expect(await userByName(server.ctx.db, bob.userName)).toEqual([
      { id: bob.id, user_name: bob.userName },
    ]);
    expect(await userByName(server.ctx.db, 'nobody')).toEqual([]);
  });

  it('works inside a transaction, which is its own Kysely instance', async () => {
    const rows = await server.ctx.db.transaction().execute((trx) => userByName(trx, ada.userName));
    expect(rows).toEqual([{ id: ada.id, user_name: ada.userName }]);
  });

  it('refuses an argument that does not become a parameter, and any write', async () => {
    const shaped = preparedQuery((db, column: string) =>
      db
        .selectFrom('users')
        .select('id')
        .where('id', '=', 'x')
        .orderBy(column === 'a' ? 'id' : 'user_name'),
    );
    await expect(shaped(server.ctx.db, 'a')).rejects.toThrow(/argument 0 is not a query parameter/);
    const write = preparedQuery((db, id: string) => db.deleteFrom('users').where('id', '=', id));
    await expect(write(server.ctx.db, ada.id)).rejects.toThrow(/only a SELECT/);
    expect(await userByName(server.ctx.db, ada.userName)).toHaveLength(1);
  });

  it.skipIf(!testDatabaseUrl)(
    'has PostgreSQL parse and plan it once per connection, as a named statement',
    async () => {
      const named = await server.ctx.db.transaction().execute(async (trx) => {
        await userByName(trx, ada.userName);
        const compiled = trx
          .selectFrom('users')
          .select('id')
          .where('user_name', '=', 'x')
          .compile();
        await trx.executeQuery(compiled);
        const rows = await sql<{
          name: string;
          statement: string;
        }>`SELECT name, statement FROM pg_prepared_statements`.execute(trx);
        return rows.rows;
      });
      const prepared = named.filter((row) => row.statement.includes('"is_guest"'));
      expect(prepared).toHaveLength(1);
      expect(preparedStatementName(prepared[0]?.statement ?? '')).toBe(prepared[0]?.name);
      // Other SQL is not kept on the server.
      expect(named.filter((row) => !row.name.startsWith('loreweave_'))).toEqual([]);
    },
  );
});
