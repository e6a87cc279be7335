import crypto from 'node:crypto';
import fc from 'fast-check';
import { openSession } from '../../../../src/server/auth/sessions';
import type { TestServer, TestUser } from '../test-server';
import {
  fixtureImage,
  fixturePassword,
  makeWorldFixture,
  type WorldFixture,
} from '../world-fixture';
import { callers, routeTable, type Caller } from '../route-table';
import { operationsOf } from './openapi-operations';
import { idKeyFor, recordKeys, resolveId, IdRef, type FuzzWorlds, type IdKey } from './fuzz-worlds';
import { requestPlans, type RouteExample } from './request-plans';
import { buildRequest, type BuiltRequest } from './request-builder';
import { answerProblem } from './answer-checks';
import { fixtureIntact } from './fixture-check';
import { changedTables, countPostgresWrites, snapshotDatabase } from './database-snapshot';

/**
 * Tables a refused request may write, because the refusal itself is recorded:
 * a failed login counts toward the lockout, a wrong restore code toward the
 * code's attempt limit. Nothing else may change when the answer is a 4xx.
 */
const writesOfRefusals: Record<string, string[]> = {
  'POST /api/Account/TryLogin': ['login_failures'],
  'POST /api/Account/RestorePassword/Confirm': ['password_resets'],
};

export interface FuzzOptions {
  seed: number;
  /** Requests per route and caller. */
  runs: number;
}

export interface FuzzReport {
  routes: number;
  sent: number;
  /** Requests the HTTP injector itself could not send (not the server's doing), with its reason. */
  unsendable: string[];
  byStatus: Record<string, number>;
  byStrategy: Record<string, number>;
  /** Requests naming the fuzzed world with the other world's id beside it (each must be refused). */
  crossWorld: number;
  /** Successful writes that broke a fixture world (deleted a record, changed a role), which was then made anew. */
  rebuilt: number;
  /** Path parameters whose id kind is unknown here: they get random ids only. */
  unmapped: string[];
  failures: string[];
}

/**
 * Walks the app's OpenAPI document and sends every route, as every kind of
 * caller, `runs` generated bad requests (request-plans.ts). Each answer must
 * be a 2xx or a 4xx in the SPEC §8 body, and a 4xx must leave every table
 * (and the stored image files) as it was. A successful write that broke a
 * fixture world (a delete, a hand-over, a member leaving) has it made anew,
 * so the following requests still aim at every kind of record.
 */
export async function fuzzRoutes(server: TestServer, options: FuzzOptions): Promise<FuzzReport> {
  const users = {} as Record<Exclude<Caller, 'anonymous'>, TestUser>;
  for (const caller of callers) {
    if (caller !== 'anonymous')
      users[caller] = await server.signUp(`fz-${caller.toLowerCase()}`, fixturePassword);
  }
  const members = [
    { userId: users.viewer.id, role: 'viewer' as const },
    { userId: users.artist.id, role: 'artist' as const },
    { userId: users.writer.id, role: 'writer' as const },
  ];
  const makeWorld = () => makeWorldFixture(server, users.owner, members);
  const worlds: FuzzWorlds = { own: await makeWorld(), foreign: await makeWorld() };
  const png = await fixtureImage();
  let tokens = await openTokens(server, users);

  const openapi = await server.api('GET', '/api/openapi.json');
  const operations = operationsOf(openapi.body);
  const report: FuzzReport = {
    routes: operations.length,
    sent: 0,
    unsendable: [],
    byStatus: {},
    byStrategy: {},
    crossWorld: 0,
    rebuilt: 0,
    unmapped: [],
    failures: [],
  };
  report.unmapped = operations.flatMap((operation) =>
    operation.pathParams
      .filter((parameter) => !idKeyFor(parameter.name))
      .map((parameter) => `${operation.route} :${parameter.name}`),
  );

  await countPostgresWrites(server);
  let before = await snapshotDatabase(server);
  for (const operation of operations) {
    const entry = routeTable[operation.route];
    const example = (current: FuzzWorlds) => entry?.body?.(current.own);
    for (const caller of callers) {
      const routeExample: RouteExample | undefined = entry
        ? { body: example(worlds), upload: entry.upload === true }
        : undefined;
      const plans = fc.sample(requestPlans(operation, routeExample, idKeysOf(worlds.own)), {
        seed: seedFor(options.seed, `${operation.route} ${caller}`),
        numRuns: options.runs,
      });
      for (const plan of plans) {
        const request = buildRequest(operation, plan, worlds, example, png);
        if (plan.authorization === undefined && tokens[caller])
          request.headers['authorization'] = `Bearer ${tokens[caller]}`;
        request.headers['lang'] ??= 'en';
        const response = await send(server, request);
        if ('error' in response) {
          report.unsendable.push(response.error);
          continue;
        }
        report.sent += 1;
        count(report.byStatus, String(response.status));
        count(report.byStrategy, plan.strategy);
        if (request.mixesWorlds) report.crossWorld += 1;
        const where = `${operation.route} as ${caller} [${plan.strategy}]`;
        const problem =
          answerProblem(response.status, response.contentType, response.text) ??
          (response.status < 300 && request.mixesWorlds
            ? 'accepted an id of another world'
            : undefined);
        if (problem) report.failures.push(describe(where, problem, request, response));
        if (response.status < 300) {
          // An accepted map picture is tiled in the background: let it finish before the next
          // refusal is checked, or its ready map would count as that refusal's write.
          await server.ctx.mapJobs.idle();
          if (operation.method !== 'GET') {
            for (const side of ['own', 'foreign'] as const) {
              if (await fixtureIntact(server, worlds[side], users.owner.id, members)) continue;
              worlds[side] = await makeWorld();
              report.rebuilt += 1;
            }
            // Logging out, a new password or a renewed token revoke sessions the callers hold.
            if (operation.path.startsWith('/api/Account')) tokens = await openTokens(server, users);
          }
          before = await snapshotDatabase(server, before);
          continue;
        }
        const after = await snapshotDatabase(server, before);
        const allowed = writesOfRefusals[operation.route] ?? [];
        const changed = changedTables(before, after).filter((table) => !allowed.includes(table));
        if (changed.length)
          report.failures.push(
            describe(
              where,
              `refused with ${response.status} but changed ${changed.join(', ')}`,
              request,
              response,
            ),
          );
        before = after;
      }
    }
  }
  return report;
}

async function openTokens(
  server: TestServer,
  users: Record<Exclude<Caller, 'anonymous'>, TestUser>,
): Promise<Partial<Record<Caller, string>>> {
  const tokens: Partial<Record<Caller, string>> = {};
  for (const [caller, user] of Object.entries(users)) {
    tokens[caller as Caller] = await openSession(server.ctx, {
      id: user.id,
      user_name: user.userName,
    });
  }
  return tokens;
}

/** The kind of each of the fixture's ids, so a valid example's ids can be swapped for the other world's. */
function idKeysOf(fixture: WorldFixture): (value: string) => IdKey | undefined {
  const worlds = { own: fixture, foreign: fixture };
  const keys = new Map(recordKeys.map((key) => [resolveId(new IdRef('own', key), worlds), key]));
  return (value) => keys.get(value);
}

interface Answer {
  status: number;
  contentType: unknown;
  text: string;
}

async function send(
  server: TestServer,
  request: BuiltRequest,
): Promise<Answer | { error: string }> {
  let response;
  try {
    response = await server.app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
  } catch (error) {
    return { error: `${request.method} ${clip(request.url, 120)}: ${clip(String(error), 200)}` };
  }
  return {
    status: response.statusCode,
    contentType: response.headers['content-type'],
    text: response.body,
  };
}

function describe(where: string, problem: string, request: BuiltRequest, answer: Answer): string {
  const payload =
    request.payload === undefined ? '' : ` body ${clip(String(request.payload), 300)}`;
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${clip(value, 80)}`)
    .join('; ');
  return `${where}: ${problem}\n    ${request.method} ${clip(request.url, 300)} {${headers}}${payload}\n    → ${answer.status} ${clip(answer.text, 300)}`;
}

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
}

function count(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

function seedFor(seed: number, label: string): number {
  return (seed ^ crypto.createHash('sha256').update(label).digest().readInt32BE(0)) | 0;
}
