import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../auth/sessions';
import {
  createTestServer,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';
import { multipart } from '../../../../tests/kits/server/test-images';
import {
  fixtureImage,
  fixturePassword,
  fixtureRecordKeys as recordIds,
  makeWorldFixture,
  type WorldFixture,
} from '../../../../tests/kits/server/world-fixture';
import { routeTable, type RouteCase } from '../../../../tests/kits/server/route-table';
import { abuseReport, tally } from './abuse-report';

/**
 * Issue 9 item 4, reading or writing another world's records by id: the
 * owner of world A sends every request of the route table (route-access.test.ts
 * walks the same one per role) with world B's record ids, in A's routes and in
 * B's. Nothing may answer 2xx, no answer may carry one of B's ids, and no
 * write may happen anywhere (every write records a feed activity).
 */

/** The signature is the access (route-access.test.ts): whoever holds B's signed URL may load it; swaps are tried below. */
const signatureRoutes = new Set([
  'GET /api/Images/File/:worldId/:file',
  'GET /api/Maps/Tiles/:worldId/:fileKey/:z/:x/:y',
  'GET /api/Maps/Thumb/:worldId/:fileKey',
]);

let server: TestServer;
let ownerA: TestUser;
let ownerB: TestUser;
let worldA: WorldFixture;
let worldB: WorldFixture;

beforeAll(async () => {
  server = await createTestServer();
  ownerA = await server.signUp('cw-owner-a', fixturePassword);
  ownerB = await server.signUp('cw-owner-b', fixturePassword);
  worldA = await makeWorldFixture(server, ownerA, []);
  worldB = await makeWorldFixture(server, ownerB, []);
});
afterAll(() => server.close());

/** World A with every record id taken from world B. */
function withIdsOf(base: WorldFixture, other: WorldFixture): WorldFixture {
  const mixed = { ...base };
  for (const key of recordIds) Object.assign(mixed, { [key]: other[key] });
  return mixed;
}

function requestOf(entry: RouteCase, fixture: WorldFixture) {
  return {
    url: entry.url(fixture),
    body: entry.body ? JSON.stringify(entry.body(fixture)) : undefined,
    headers: JSON.stringify(entry.headers?.(fixture) ?? {}),
  };
}

/** The request of `entry` with the path of `pathFixture` and the body and headers of `fixture`. */
async function send(
  route: string,
  entry: RouteCase,
  fixture: WorldFixture,
  token: string,
  pathFixture = fixture,
) {
  const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const upload = entry.upload ? multipart('upload.png', await fixtureImage()) : undefined;
  return server.api(method, entry.url(pathFixture), {
    token,
    ...(entry.body ? { body: entry.body(fixture) } : {}),
    ...(upload ? { body: upload.payload } : {}),
    headers: {
      ...(upload ? { 'content-type': upload.contentType } : {}),
      ...(entry.headers?.(fixture) ?? {}),
    },
  });
}

function idsOf(fixture: WorldFixture): string[] {
  return [
    fixture.worldId,
    ...recordIds
      .filter((key) => key !== 'imageFileUrl' && key !== 'target')
      .map((key) => String(fixture[key])),
    fixture.target.id,
  ];
}

async function activityCount(): Promise<number> {
  const rows = await server.ctx.db.selectFrom('activities').select('id').execute();
  return rows.length;
}

describe("another world's records by id", () => {
  it("are neither read nor written through world A's routes or world B's", async () => {
    const token = await openSession(server.ctx, { id: ownerA.id, user_name: ownerA.userName });
    const mixed = withIdsOf(worldA, worldB);
    const foreignIds = idsOf(worldB);
    const activitiesBefore = await activityCount();
    const answers: string[] = [];
    const failures: string[] = [];
    let inA = 0;
    let inB = 0;
    for (const [route, entry] of Object.entries(routeTable)) {
      if (signatureRoutes.has(route)) continue;
      const own = requestOf(entry, worldA);
      const foreign = requestOf(entry, mixed);
      // Account routes and the like take no world: another world's ids mean nothing there.
      const worldScoped = own.url.includes(worldA.worldId) || own.headers.includes(worldA.worldId);
      if (!worldScoped) continue;
      const usesIds =
        own.url !== foreign.url || own.body !== foreign.body || own.headers !== foreign.headers;
      const referencesIds = own.body !== foreign.body || own.headers !== foreign.headers;
      const attempts: [string, WorldFixture, WorldFixture][] = [];
      if (usesIds) attempts.push(["A's route, B's ids", mixed, mixed]);
      if (referencesIds) attempts.push(["A's record, B's ids in the body", mixed, worldA]);
      attempts.push(["B's route", worldB, worldB]);
      for (const [how, fixture, pathFixture] of attempts) {
        if (fixture === mixed) inA += 1;
        else inB += 1;
        const response = await send(route, entry, fixture, token, pathFixture);
        answers.push(String(response.status));
        const text = JSON.stringify(response.body ?? '');
        const leaked = foreignIds.filter(
          (id) => text.includes(id) && !entry.url(pathFixture).includes(id),
        );
        // A list filtered by B's document (GET …/Relations?documentId=) finds nothing in A: an empty answer, no record.
        const emptyFilter =
          route.startsWith('GET ') && response.status === 200 && fixture === mixed;
        const refused =
          response.status >= 400 &&
          response.status < 500 &&
          Array.isArray(response.body?.Exceptions);
        if ((!refused && !emptyFilter) || leaked.length > 0) {
          failures.push(`${route} (${how}): ${response.status} ${text.slice(0, 160)}`);
        }
      }
    }
    const written = (await activityCount()) - activitiesBefore;
    abuseReport(
      'cross-world ids',
      `${inA} requests in world A's routes with world B's ids and ${inB} in world B's routes, by A's owner -> ${tally(answers)}; writes recorded: ${written}; B's ids in answers or 2xx: ${failures.length}`,
    );
    expect(failures).toEqual([]);
    expect(written).toBe(0);
    expect(answers.filter((answer) => answer === '200').length).toBeLessThanOrEqual(1);
  }, 120_000);

  it("refuses a dialog of world A that names world B's speaker, variable or meta field", async () => {
    const token = await openSession(server.ctx, { id: ownerA.id, user_name: ownerA.userName });
    const url = `/api/Setting/${worldA.worldId}/Dialogs/${worldA.dialogId}`;
    const node = (patch: Record<string, unknown>) => ({
      id: 'a',
      kind: 'character',
      text: 'Ahoy',
      speakerId: worldA.documentId,
      meta: [],
      onEnter: [],
      choices: [],
      nextId: null,
      position: { x: 0, y: 0 },
      ...patch,
    });
    const patches = [
      { speakerId: worldB.documentId },
      { onEnter: [{ variableId: worldB.variableId, operation: 'add', value: '1' }] },
      { meta: [{ schemaId: worldB.definitionId, value: '2' }] },
    ];
    const answers: string[] = [];
    for (const patch of patches) {
      const current = await server.api('GET', url, { token });
      const response = await server.api('PUT', url, {
        token,
        body: {
          name: 'Fixture dialog',
          version: current.body.version,
          graph: { ...current.body.graph, startNodeId: 'a', nodes: [node(patch)] },
        },
      });
      answers.push(`${response.status} ${response.body?.Exceptions?.[0]?.Code ?? ''}`.trim());
    }
    abuseReport(
      'cross-world dialog references',
      `a speaker, a variable and a meta field of world B in world A's dialog -> ${tally(answers)}`,
    );
    expect(answers.every((answer) => answer.startsWith('400'))).toBe(true);
  });

  it("refuses a signed file URL of world B under world A's id", async () => {
    const url = new URL(worldB.imageFileUrl, 'http://x');
    const swapped = `${url.pathname.replace(worldB.worldId, worldA.worldId)}${url.search}`;
    const response = await server.app.inject({ method: 'GET', url: swapped });
    abuseReport(
      'cross-world file URL',
      `B's signed thumbnail URL under A's world id -> ${response.statusCode}`,
    );
    expect(response.statusCode).toBe(403);
  });
});
