import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  testDatabaseUrl,
  type TestServer,
} from '../../../tests/kits/server/test-server';
import { fuzzRoutes } from '../../../tests/kits/server/fuzz/route-fuzzer';
import { operationsOf } from '../../../tests/kits/server/fuzz/openapi-operations';
import { requestPlans, type RequestPlan } from '../../../tests/kits/server/fuzz/request-plans';
import { IdRef } from '../../../tests/kits/server/fuzz/fuzz-worlds';
import { buildRequest } from '../../../tests/kits/server/fuzz/request-builder';
import { answerProblem } from '../../../tests/kits/server/fuzz/answer-checks';
import { routeTable } from '../../../tests/kits/server/route-table';
import { fixtureImage, makeWorldFixture } from '../../../tests/kits/server/world-fixture';
import { TokenService } from '../auth/tokens';
import {
  changedTables,
  countPostgresWrites,
  snapshotDatabase,
} from '../../../tests/kits/server/fuzz/database-snapshot';

/**
 * Route fuzzing (issue 9): every route of /api/openapi.json x every kind of
 * caller gets generated bad input (tests/kits/server/fuzz/). FUZZ_SEED replays
 * a run; FUZZ_RUNS (requests per route and caller) scales it up locally.
 */
const seed = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const runs = Number(process.env['FUZZ_RUNS'] ?? 3);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/**
 * Whether the router can take the plan's path to its route at all: a path
 * with broken percent-encoding, a dot segment or an over-long parameter is
 * refused (400, 404, 414) before any route, and so before anyone is asked
 * who they are. The answer says nothing about the route.
 */
function reachesItsRoute(plan: RequestPlan): boolean {
  return Object.values(plan.path).every(
    (value) =>
      value instanceof IdRef ||
      (typeof value === 'string' && value !== '.' && value !== '..' && encodedLength(value) <= 100),
  );
}

/** A lone surrogate has no UTF-8 form: the fuzzer sends bytes that are not UTF-8 for it. */
function encodedLength(value: string): number {
  try {
    return encodeURIComponent(value).length;
  } catch {
    return Infinity;
  }
}

describe('route fuzzing', () => {
  it(
    'answers bad input with a 4xx in the SPEC §8 body and writes nothing when it refuses',
    async () => {
      const started = Date.now();
      const report = await fuzzRoutes(server, { seed, runs });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const lines = [
        `route fuzzing on ${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'}: FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`,
        `  ${report.routes} routes, ${report.sent} requests in ${seconds} s (${report.unsendable.length} not sendable, ${report.rebuilt} successful writes re-made the fixture)`,
        `  by status: ${JSON.stringify(report.byStatus)}`,
        `  by kind: ${JSON.stringify(report.byStrategy)}; ${report.crossWorld} carried another world's id`,
        ...(report.unmapped.length
          ? [`  path parameters fuzzed with random ids only: ${report.unmapped.join(', ')}`]
          : []),
        ...report.unsendable.slice(0, 5).map((reason) => `  not sendable: ${reason}`),
        `  failures: ${report.failures.length}`,
        ...report.failures.slice(0, 40).map((failure) => `  - ${failure}`),
      ];
      console.log(lines.join('\n'));
      expect(report.failures, `replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`).toEqual([]);
    },
    Math.max(300_000, runs * 100_000),
  );

  it('answers 401 to a caller without a valid token on every protected route, whatever the request', async () => {
    const owner = await server.signUp();
    const worlds = {
      own: await makeWorldFixture(server, owner, []),
      foreign: await makeWorldFixture(server, owner, []),
    };
    const png = await fixtureImage();
    const forged = await new TokenService(crypto.randomBytes(32)).sign(
      { userId: owner.id, sessionId: crypto.randomUUID(), userName: owner.userName },
      server.ctx.clock.now(),
    );
    const operations = operationsOf((await server.api('GET', '/api/openapi.json')).body);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const entry = routeTable[operation.route];
      // Routes the table lets anonymous callers use (sign-in, health, image files) are not the point here.
      if (!entry || server.routeAccess[operation.route] === 'public') continue;
      const example = () => entry.body?.(worlds.own);
      const plans = fc.sample(
        requestPlans(
          operation,
          { body: example(), upload: entry.upload === true },
          () => undefined,
        ),
        {
          seed: seed ^ operation.route.length,
          numRuns: Math.max(8, runs * 3),
        },
      );
      for (const [who, authorization] of [
        ['anonymous', undefined],
        ['a forged token', `Bearer ${forged}`],
      ] as const) {
        // A public world's reads let anyone in without a token (a forged one is still a 401).
        if (!authorization && server.routeAccess[operation.route] === 'world.read') continue;
        for (const plan of plans.filter(reachesItsRoute)) {
          const request = buildRequest(
            operation,
            { ...plan, authorization: authorization ?? '' },
            worlds,
            example,
            png,
          );
          if (!authorization) delete request.headers['authorization'];
          const response = await server.app.inject({
            method: request.method,
            url: request.url,
            headers: request.headers,
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          sent += 1;
          const problem = answerProblem(
            response.statusCode,
            response.headers['content-type'],
            response.body,
          );
          if (response.statusCode !== 401 || problem) {
            failures.push(
              `${operation.route} as ${who} [${plan.strategy}] ${request.url.slice(0, 100)}: ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
          }
        }
      }
    }
    console.log(`401 before the request is read: ${sent} requests, ${failures.length} failures`);
    expect(failures, `replay with FUZZ_SEED=${seed}`).toEqual([]);
  }, 300_000);

  it('walks an OpenAPI document whose every $ref resolves', async () => {
    const document = (await server.api('GET', '/api/openapi.json')).body;
    const refs = [
      ...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g),
    ].map((match) => match[1] ?? '');
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
    await server.ctx.db
      .updateTable('users')
      .set({ updated_at: 'changed' })
      .where('id', '=', user.id)
      .execute();
    expect(changedTables(after, await snapshotDatabase(server, after))).toEqual(['users']);
  });
});
