import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, type TestUser } from '../test/test-server';
import { preparedQuery } from './prepared-query';

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
});
