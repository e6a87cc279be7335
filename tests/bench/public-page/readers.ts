import type { Random } from '../../../scripts/generate/random';
import type { SeededSite } from './seed';
import type { Tally } from './tally';

/** What readers pick from: the seeded world, and the words its documents hold. */
export interface ReadSite extends SeededSite {
  /** Documents members made during the run, read like the others. */
  madeDocumentIds: string[];
}

const searchWords = ['harbour', 'island', 'tides', 'part', 'harbour island', 'Island 04', 'atlas'];

/** Two readers in ten read the Russian pages: another cached copy of each. */
function languageHeaders(random: Random): Record<string, string> {
  return random.next() < 0.2
    ? { 'accept-language': 'ru-RU,ru;q=0.9', lang: 'ru' }
    : { 'accept-language': 'en-US,en;q=0.9', lang: 'en' };
}

/** Most visits go to a few well-known documents; the rest anywhere, new ones included. */
function someDocument(random: Random, site: ReadSite): string {
  if (random.next() < 0.5) return random.pick(site.documentIds.slice(0, 20));
  if (site.madeDocumentIds.length > 0 && random.next() < 0.1)
    return random.pick(site.madeDocumentIds);
  return random.pick(site.documentIds);
}

interface ReaderRequest {
  kind: string;
  weight: number;
  path(random: Random, site: ReadSite): string;
  /** A server-rendered page: the reader's browser keeps it and asks with If-None-Match. */
  page?: boolean;
}

const api = (site: ReadSite) => `/api/Setting/${site.worldId}`;

/**
 * The mix: four in ten requests are server-rendered pages (arrivals from
 * links and crawlers), half the reader API the app calls once it runs, one
 * in ten the search.
 */
const mix: ReaderRequest[] = [
  {
    kind: 'page: document',
    weight: 32,
    page: true,
    path: (random, site) =>
      `/${site.ownerName}/${site.urlName}/documents/${someDocument(random, site)}`,
  },
  {
    kind: 'page: world home, section',
    weight: 8,
    page: true,
    path: (random, site) =>
      `/${site.ownerName}/${site.urlName}${random.pick(['', '', '/documents', '/timeline', '/stories'])}`,
  },
  {
    kind: 'api: world by name',
    weight: 5,
    path: (_random, site) => `/api/Setting/ByName/${site.ownerName}/${site.urlName}`,
  },
  {
    kind: 'api: document',
    weight: 27,
    path: (random, site) => `${api(site)}/Documents/${someDocument(random, site)}`,
  },
  {
    kind: 'api: documents list',
    weight: 10,
    path: (random, site) =>
      `${api(site)}/Documents?sort=name&limit=50&offset=${50 * random.int(0, 5)}`,
  },
  {
    kind: 'api: events',
    weight: 8,
    path: (_random, site) => `${api(site)}/Events`,
  },
  {
    kind: 'api: search',
    weight: 10,
    path: (random, site) =>
      `${api(site)}/Search?${new URLSearchParams({ query: random.pick(searchWords), limit: '20' })}`,
  },
];

const totalWeight = mix.reduce((sum, request) => sum + request.weight, 0);

function pickRequest(random: Random): ReaderRequest {
  let left = random.next() * totalWeight;
  for (const request of mix) {
    left -= request.weight;
    if (left < 0) return request;
  }
  return mix[0]!;
}

/** Pause between a reader's requests, ms: reading what came; 0–0 asks again at once (a stress run). */
export interface Think {
  min: number;
  max: number;
}

/**
 * One anonymous reader: a request, a pause to read it, the next, until the
 * deadline. No token, so every API request counts against the per-address
 * budget of public reads.
 */
export async function readUntil(
  site: ReadSite,
  tally: Tally,
  random: Random,
  think: Think,
  deadline: number,
): Promise<void> {
  const held = new Map<string, string>();
  const headers = languageHeaders(random);
  while (Date.now() < deadline) {
    const request = pickRequest(random);
    const path = request.path(random, site);
    const etag = request.page ? held.get(path) : undefined;
    const reply = await tally.send(request.kind, path, {
      headers: { ...headers, ...(etag ? { 'if-none-match': etag } : {}) },
    });
    if (request.page && reply?.status === 200 && reply.etag) held.set(path, reply.etag);
    if (think.max > 0)
      await new Promise((resolve) => setTimeout(resolve, random.int(think.min, think.max)));
  }
}
