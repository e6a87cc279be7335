import { callApi, isOk, type JsonAnswer } from '../support/http';
import { cpuMillis } from '../support/load-test';
import { Latencies, timed } from '../support/latency';
import { commonQueries, rareQueries, twoWordQueries } from './wiki-queries';
import { benchUser } from './wiki-world';

/** What one engine measured; latencies as the client sees them over loopback. */
export interface WikiFigures {
  list: Latencies;
  search: Record<SearchClass, Latencies>;
  /** GET a document / GET tags alone, then while searches run. */
  othersAlone: Latencies;
  others: Latencies;
  /** The searches that ran meanwhile. */
  concurrentSearches: Latencies;
  /** Queries of each class that found nothing (a rare word must find its document). */
  empty: Record<SearchClass, number>;
  /** Server process CPU per call in ms (SQLite's search workers included; PostgreSQL's own processes not). */
  cpuPerCall: Partial<Record<'list' | SearchClass, number>>;
}

export type SearchClass = 'rare' | 'two-word' | 'common';

const listCalls = 60;
/** Searches running all the time in the background: more than the two search workers, so they queue. */
const concurrentSearchers = 4;
const otherCalls = 300;

interface Session {
  baseUrl: string;
  token: string;
  worldId: string;
}

/** The searches alone (the measured world among many others). */
export type SearchFigures = Pick<WikiFigures, 'search' | 'empty' | 'cpuPerCall'>;

export async function measureWiki(
  baseUrl: string,
  serverPid: number | undefined,
): Promise<WikiFigures> {
  return (await measure(baseUrl, serverPid, false)) as WikiFigures;
}

export async function measureSearches(
  baseUrl: string,
  serverPid: number | undefined,
): Promise<SearchFigures> {
  return measure(baseUrl, serverPid, true);
}

async function measure(
  baseUrl: string,
  serverPid: number | undefined,
  searchesOnly: boolean,
): Promise<WikiFigures | SearchFigures> {
  const cpuPerCall: WikiFigures['cpuPerCall'] = {};
  const withCpu = async (
    key: keyof WikiFigures['cpuPerCall'],
    calls: number,
    work: () => Promise<void>,
  ) => {
    const before = cpuMillis(serverPid);
    await work();
    const after = cpuMillis(serverPid);
    if (before !== undefined && after !== undefined) cpuPerCall[key] = (after - before) / calls;
  };
  const session = await signIn(baseUrl);
  const get = (path: string) => fetchOk(session, path);
  const names = await documentNames(session);
  const queries: Record<SearchClass, string[]> = {
    rare: rareQueries(names),
    'two-word': twoWordQueries,
    common: commonQueries,
  };
  const searchPath = (query: string) =>
    `/api/Setting/${session.worldId}/Search?query=${encodeURIComponent(query)}`;

  // Warm-up: first calls prepare statements, fill caches, start the search workers.
  for (const query of [...queries.common.slice(0, 5), ...queries.rare.slice(0, 5)])
    await get(searchPath(query));
  for (let i = 0; i < 5; i++) await get(`/api/Setting/${session.worldId}/Documents`);

  const list = new Latencies();
  if (!searchesOnly)
    await withCpu('list', listCalls, async () => {
      for (let i = 0; i < listCalls; i++)
        await timed(list, () => get(`/api/Setting/${session.worldId}/Documents`));
    });

  const search = { rare: new Latencies(), 'two-word': new Latencies(), common: new Latencies() };
  const empty = { rare: 0, 'two-word': 0, common: 0 };
  for (const kind of Object.keys(queries) as SearchClass[]) {
    await withCpu(kind, queries[kind].length, async () => {
      for (const query of queries[kind]) {
        const answer = await timed(search[kind], () => get(searchPath(query)));
        if (hitCount(answer) === 0) empty[kind]++;
      }
    });
  }

  if (searchesOnly) return { search, empty, cpuPerCall };

  const documentIds = await firstDocumentIds(session);
  const otherPath = (i: number) =>
    i % 2 === 0
      ? `/api/Setting/${session.worldId}/Documents/${documentIds[i % documentIds.length]}`
      : `/api/Setting/${session.worldId}/Tags`;
  // The same calls without searches first: what the machine gives anyway.
  const othersAlone = new Latencies();
  for (let i = 0; i < otherCalls; i++) await timed(othersAlone, () => get(otherPath(i)));

  const concurrentSearches = new Latencies();
  let running = true;
  const mixed = [...queries.common, ...queries['two-word'], ...queries.rare];
  const searchers = Array.from({ length: concurrentSearchers }, async (_, index) => {
    for (let turn = index; running; turn += concurrentSearchers) {
      await timed(concurrentSearches, () => get(searchPath(mixed[turn % mixed.length] ?? 'the')));
    }
  });
  const others = new Latencies();
  try {
    for (let i = 0; i < otherCalls; i++) await timed(others, () => get(otherPath(i)));
  } finally {
    running = false;
    await Promise.all(searchers);
  }
  return { list, search, othersAlone, others, concurrentSearches, empty, cpuPerCall };
}

async function signIn(baseUrl: string): Promise<Session> {
  const login = await callApi(baseUrl, 'POST', '/api/Account/TryLogin', {
    body: { userNameOrMail: benchUser.userName, password: benchUser.password },
  });
  const user = (login.body as { user?: { token?: string } } | undefined)?.user;
  if (!isOk(login) || !user?.token)
    throw new Error(
      `Sign-in as ${benchUser.userName} failed: ${login.status} ${JSON.stringify(login.body)}`,
    );
  const worlds = await callApi(baseUrl, 'GET', '/api/Setting', { token: user.token });
  const world = (worlds.body as { id: string; urlName: string }[] | undefined)?.find(
    (w) => w.urlName === 'world-1',
  );
  if (!world) throw new Error(`The generated world is missing: ${JSON.stringify(worlds.body)}`);
  return { baseUrl, token: user.token, worldId: world.id };
}

async function fetchOk(session: Session, path: string): Promise<JsonAnswer> {
  const answer = await callApi(session.baseUrl, 'GET', path, {
    token: session.token,
    timeoutMs: 30_000,
  });
  if (!isOk(answer))
    throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer;
}

/** 125 names spread evenly over the whole list by name, for the rare queries. */
async function documentNames(session: Session): Promise<string[]> {
  const path = (offset: number) =>
    `/api/Setting/${session.worldId}/Documents?limit=1&offset=${offset}`;
  const total = (await fetchOk(session, path(0))).body as { total: number };
  const step = Math.max(1, Math.floor(total.total / 125));
  const names: string[] = [];
  for (let offset = 0; offset < total.total && names.length < 125; offset += step) {
    const page = await fetchOk(session, path(offset));
    names.push(...(page.body as { items: { name: string }[] }).items.map((item) => item.name));
  }
  return names;
}

async function firstDocumentIds(session: Session): Promise<string[]> {
  const page = await fetchOk(
    session,
    `/api/Setting/${session.worldId}/Documents?limit=100&sort=updated&direction=desc`,
  );
  return (page.body as { items: { id: string }[] }).items.map((item) => item.id);
}

function hitCount(answer: JsonAnswer): number {
  return (answer.body as { items?: unknown[] } | undefined)?.items?.length ?? 0;
}
