import { expect, it } from 'vitest';
import { createTestServer } from '../../../tests/kits/server/test-server';
import {
  closeSession,
  collabWorld,
  openSession,
  synced,
  typeInto,
} from '../../../tests/kits/server/collab-test-kit';

it('saves edits still in their quiet time when the server shuts down', async () => {
  const server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const owner = await server.signUp();
  const world = await collabWorld(server, owner, [], 'Before the shutdown.');
  const session = openSession(world.url, owner.token, world.name);
  try {
    await synced(session);
    typeInto(session.doc, 0, 0, 'Just ');
    await synced(session);
    // Well inside the 2 s quiet time: only the shutdown can have saved it.
    await server.app.close();
    const row = await server.database.db
      .selectFrom('documents')
      .select(['contents', 'version'])
      .where('id', '=', world.documentId)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(2);
    expect(row.contents).toContain('Just Before the shutdown.');
  } finally {
    closeSession(session);
    await server.close();
  }
});
