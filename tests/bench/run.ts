/**
 * `npm run bench` runs every part; `npm run bench -- api timeline` runs those named.
 * A part is a file tests/bench/<part>.ts exporting `run()`, registered below.
 */
interface BenchPart {
  run(): Promise<void>;
}

const parts: Record<string, { about: string; load: () => Promise<BenchPart> }> = {
  api: {
    about: 'API throughput and latency against a bare node:http server',
    load: () => import('./api'),
  },
  bundle: { about: 'gzip JS of the landing and login pages', load: () => import('./bundle') },
  wiki: {
    about: 'documents list and search on a generated world of 10,000 documents',
    load: () => import('./wiki'),
  },
  images: {
    about: 'image uploads: 100 pictures of ~2 MB through the real pipeline, and thumbnail time',
    load: () => import('./images'),
  },
  graph: {
    about:
      'relations graph: 500 documents, 1,500 relations; ELK layout in the worker, long tasks, pan/zoom frames',
    load: () => import('./graph'),
  },
  timeline: {
    about:
      'timeline canvas vs vis-timeline: 10,000 events on 50 rows, first draw and pan/zoom frames',
    load: () => import('./timeline'),
  },
  dialogs: {
    about:
      'dialog builder: 300-node branching dialog, first render, ELK auto-layout, pan/zoom/drag frames; 1,000-node exports',
    load: () => import('./dialogs'),
  },
  live: {
    about:
      'live updates: 50 WebSocket clients in one world, change-to-client latency and server memory',
    load: () => import('./live'),
  },
  import: {
    about:
      'world import of 10,000 documents on SQLite: the longest event-loop block, /api/health and world-list latency meanwhile',
    load: () => import('./world-import'),
  },
  maps: {
    about:
      'map tiling of a 16,384² picture (time, server RSS, /api/health meanwhile); the viewer with 5,000 pins and 200 regions: first tiles, pan/zoom frames, pins list',
    load: () => import('./maps'),
  },
  public: {
    about:
      "a public world's server-rendered document page read anonymously: req/s and p95; 500 readers for 60 s while members edit: 0 errors",
    load: () => import('./public'),
  },
  load: {
    about:
      "200 users doing a mixed day's work over every resource for 60 s, SQLite and PostgreSQL; p50/p99 per route, zero errors",
    load: () => import('./load'),
  },
};

async function main(): Promise<void> {
  const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = asked.filter((name) => !(name in parts));
  if (unknown.length > 0) {
    console.error(`Unknown bench part: ${unknown.join(', ')}. Parts:`);
    for (const [name, part] of Object.entries(parts))
      console.error(`  ${name.padEnd(10)} ${part.about}`);
    process.exit(2);
  }
  for (const name of asked.length > 0 ? asked : Object.keys(parts)) {
    const part = parts[name];
    if (!part) continue;
    console.log(`\n== bench ${name}: ${part.about}`);
    await (await part.load()).run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
