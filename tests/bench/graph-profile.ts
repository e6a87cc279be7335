/**
 * Where the relations graph's zoom-1 frames go (evidence for tests/bench/graph.ts,
 * not part of `npm run bench`): `npx tsx tests/bench/graph-profile.ts`.
 *
 * The graph bench page, built without minifying so names survive, runs the
 * bench's whole script; from the mark where its zoom-1 interaction starts
 * (`bench-zoom-one`) it prints each frame's interval and busy time, the main
 * thread's time by kind of work from a Chromium trace, the hottest JS
 * functions, and the compositor layers the page ends with.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { serve } from './browser-bench';
import type { GraphBenchResult } from './graph-page/main';
import { hotFunctions, renderCounter, traceBreakdown, type ProfileNode, type TraceEvent } from './profile-tools';

const here = path.dirname(fileURLToPath(import.meta.url));

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** The profile's samples taken at or after `fromMicros` (the trace's clock). */
function samplesFrom(profile: CpuProfile, fromMicros: number): CpuProfile {
  let time = profile.startTime;
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time < fromMicros) return;
    samples.push(id);
    timeDeltas.push(profile.timeDeltas[index] ?? 0);
  });
  return { ...profile, samples, timeDeltas };
}

async function main(): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-bench-graph-profile-'));
  await build({
    configFile: false,
    root: path.join(here, 'graph-page'),
    logLevel: 'warn',
    plugins: [react()],
    worker: { format: 'es' },
    build: { outDir, emptyOutDir: true, sourcemap: false, minify: false, chunkSizeWarningLimit: 10_000 },
  });
  const server = await serve(outDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
    await context.addInitScript(renderCounter);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'] });
    await cdp.send('Profiler.start');
    const result: GraphBenchResult = await page.evaluate(() => window.graphBench.run());
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: (TraceEvent & { ts: number })[] };
    const from = trace.traceEvents.find((event) => event.name === 'bench-zoom-one')?.ts ?? 0;

    console.log(`zoom 1, frame intervals (ms): ${result.zoomOne.frames.map((ms) => ms.toFixed(0)).join(' ')}`);
    console.log(`zoom 1, busy (ms):            ${result.zoomOne.busy.map((ms) => ms.toFixed(0)).join(' ')}`);
    const kinds = [...traceBreakdown({ traceEvents: trace.traceEvents.filter((event) => event.ph === 'M' || event.ts >= from) }).entries()].sort((a, b) => b[1] - a[1]);
    console.log(`zoom 1, main thread: ${kinds.map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(', ')} (ms)`);
    const hot = hotFunctions(samplesFrom(profile as unknown as CpuProfile, from)).filter(([name]) => !name.startsWith('(idle)'));
    console.log(`zoom 1, hottest JS by self time: ${hot.slice(0, 20).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ')}`);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
