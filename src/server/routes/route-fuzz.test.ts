import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabaseUrl, type TestServer } from '../test/test-server';
import { fuzzRoutes } from '../test/fuzz/route-fuzzer';
import { changedTables, countPostgresWrites, snapshotDatabase } from '../test/fuzz/database-snapshot';

/**
 * Route fuzzing (issue 9): every route of /api/openapi.json x every kind of
 * caller gets generated bad input (src/server/test/fuzz/). FUZZ_SEED replays
 * a run; FUZZ_RUNS (requests per route and caller) scales it up locally.
 */
const seed = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const runs = Number(process.env['FUZZ_RUNS'] ?? 3);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('route fuzzing', () => {
  it('answers bad input with a 4xx in the SPEC §8 body and writes nothing when it refuses', async () => {
    const started = Date.now();
    const report = await fuzzRoutes(server, { seed, runs });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const lines = [
      `route fuzzing on ${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'}: FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`,
      `  ${report.routes} routes, ${report.sent} requests in ${seconds} s (${report.unsendable.length} not sendable, ${report.rebuilt} successful writes re-made the fixture)`,
      `  by status: ${JSON.stringify(report.byStatus)}`,
      `  by kind: ${JSON.stringify(report.byStrategy)}; ${report.crossWorld} carried another world's id`,
      ...(report.unmapped.length ? [`  path parameters fuzzed with random ids only: ${report.unmapped.join(', ')}`] : []),
      ...report.unsendable.slice(0, 5).map((reason) => `  not sendable: ${reason}`),
      `  failures: ${report.failures.length}`,
      ...report.failures.slice(0, 40).map((failure) => `  - ${failure}`),
    ];
    console.log(lines.join('\n'));
    expect(report.failures, `replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`).toEqual([]);
  }, Math.max(300_000, runs * 100_000));

  it('walks an OpenAPI document whose every $ref resolves', async () => {
    const document = (await server.api('GET', '/api/openapi.json')).body;
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((name) => !(name in (document.components?.schemas ?? {})))).toEqual([]);
  });

  it('notices a write in any table (the check the fuzzing relies on)', async () => {
    await countPostgresWrites(server);
    const before = await snapshotDatabase(server);
    const user = await server.signUp();
    const after = await snapshotDatabase(server, before);
    expect(changedTables(before, after)).toEqual(expect.arrayContaining(['sessions', 'users']));
    expect(changedTables(after, await snapshotDatabase(server, after))).toEqual([]);
    await server.ctx.db.updateTable('users').set({ updated_at: 'changed' }).where('id', '=', user.id).execute();
    expect(changedTables(after, await snapshotDatabase(server, after))).toEqual(['users']);
  });
});
