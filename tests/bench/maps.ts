import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { benchServerEnv } from '../support/bench-env';
import { formatMs, Latencies, timed } from '../support/latency';
import { buildServerBundle, startServer } from '../support/server-process';
import { run as runViewer } from './maps-view';
import { runGet } from './maps-get';

/**
 * Map tiling (issue 23): a 16,384 × 16,384 picture (a smooth, map-like JPEG
 * generated here) uploaded to the real server, bundled as `npm start` runs it,
 * and cut into its tile pyramid by the tiler's child process. Meanwhile
 * /api/health is asked every 100 ms and the server's RSS (and the tiler's) is
 * sampled. Targets: tiled within 30 s, server RSS at most 1 GB, /api/health
 * at most 100 ms.
 */
const side = Number(process.env['BENCH_MAP_SIDE'] ?? 16_384);

/** `get` measures the map's answer alone (maps-get.ts): no 16k picture, no browser. */
const part = process.env['BENCH_MAPS_PART'] ?? 'all';

export async function run(): Promise<void> {
  if (part === 'get') return runGet();
  if (part !== 'all') throw new Error(`BENCH_MAPS_PART is get or unset, not ${part}`);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(`${side} × ${side} px; ${os.cpus().length} CPUs, load average ${load}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-bench-maps-'));
  const picture = path.join(dataDir, 'bench-map.jpg');
  const generated = performance.now();
  const seed = await sharp({
    create: {
      width: 1024,
      height: 1024,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  await sharp(seed).resize(side, side, { kernel: 'linear' }).jpeg({ quality: 85 }).toFile(picture);
  const bytes = fs.statSync(picture).size;
  console.log(
    `generated in ${formatMs(performance.now() - generated)}: ${(bytes / 1e6).toFixed(1)} MB`,
  );

  const bundle = buildServerBundle();
  const server = await startServer({
    dataDir,
    env: { ...benchServerEnv(), LOG_LEVEL: 'warn' },
    bundle: bundle.entry,
  });
  try {
    const token = await signUp(server.url);
    const worldId = await post<{ id: string }>(server.url, token, '/api/Setting', {
      urlName: 'bench-maps',
      name: 'bench-maps',
    });
    const mapId = await post<{ id: string }>(server.url, token, `/api/Setting/${worldId.id}/Maps`, {
      name: 'Bench map',
    });
    const mapUrl = `${server.url}/api/Setting/${worldId.id}/Maps/${mapId.id}`;

    const health = new Latencies();
    let serverRss = 0;
    let tilerRss = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        await timed(health, async () => {
          const response = await fetch(`${server.url}/api/health`);
          await response.arrayBuffer();
        });
        serverRss = Math.max(serverRss, rssOf(server.child.pid));
        tilerRss = Math.max(tilerRss, childrenRss(server.child.pid));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const uploadStarted = performance.now();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fs.readFileSync(picture))]), 'bench-map.jpg');
    const uploaded = await fetch(`${mapUrl}/Picture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (uploaded.status !== 202)
      throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
    await uploaded.arrayBuffer();
    const tilingStarted = performance.now();
    let status = 'tiling';
    let detail: { status: string; picture: { maxZoom: number } | null } | undefined;
    while (status === 'tiling') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const response = await fetch(mapUrl, { headers: { authorization: `Bearer ${token}` } });
      detail = (await response.json()) as typeof detail;
      status = detail?.status ?? 'unknown';
    }
    const tiledMs = performance.now() - tilingStarted;
    sampling = false;
    await sampler;
    if (status !== 'ready') throw new Error(`the map ended ${status}:\n${server.output()}`);

    const tiles = countFiles(path.join(dataDir, 'maps', worldId.id));
    console.log(`\n${'map tiling'.padEnd(40)}value`);
    const rows: [string, string][] = [
      ['upload (202 answered)', formatMs(tilingStarted - uploadStarted)],
      ['tiled (202 → ready)', `${(tiledMs / 1000).toFixed(1)} s (target ≤ 30 s)`],
      ['tiles written', `${tiles} (max zoom ${detail?.picture?.maxZoom ?? '?'})`],
      ['server RSS, peak', `${Math.round(serverRss / 1024)} MB (target ≤ 1,024 MB)`],
      ['tiler process RSS, peak', `${Math.round(tilerRss / 1024)} MB`],
      [
        '/api/health meanwhile',
        `${health.count} calls, p50 ${formatMs(health.percentile(50))}, p95 ${formatMs(health.percentile(95))}, max ${formatMs(health.percentile(100))} (target ≤ 100 ms)`,
      ],
    ];
    for (const [label, value] of rows) console.log(`  ${label.padEnd(38)}${value}`);
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    await server.kill('SIGTERM');
    bundle.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await runViewer();
}

/** Resident memory of a process in KB (Linux), 0 when unknown. */
function rssOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Resident memory of a process's children together (the tiler), in KB. */
function childrenRss(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return children.reduce((sum, child) => sum + rssOf(Number(child)), 0);
  } catch {
    return 0;
  }
}

function countFiles(folder: string): number {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.webp')).length;
}

async function signUp(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/Account/CreateAccount`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userName: 'bench-cartographer',
      password: 'bench-password',
      emailAdress: 'bench-cartographer@example.com',
    }),
  });
  const body = (await response.json()) as { token: string };
  return body.token;
}

async function post<T>(baseUrl: string, token: string, url: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}
