/**
 * Bench part `graph` (issue 6, ANCHORS.md method): 500 documents and 1,500
 * relations in the real relations graph (React Flow, our document nodes, ELK
 * in its web worker) in headless Chromium at 1440×900.
 *
 * Per run: React Flow's first render of the data; ELK's layered layout in the
 * worker, first (worker start included) and again; the longest main-thread
 * task while ELK works and while its answer is placed; then ANCHORS' 120-frame
 * pan and zoom at the overview (the whole graph fitted) and at zoom 1. A bare
 * canvas through the same steps is the machine's floor. Medians of BENCH_RUNS
 * (default 3) runs.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import {
  benchViewport,
  buildBenchPage,
  inBenchPage,
  median,
  percentile,
  serve,
} from './browser-bench';
import type { GraphBenchResult } from './graph-page/main';
import type { FrameSamples } from './timeline-page/frame-meter';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.env['BENCH_RUNS'] ?? 3);
const viewport = benchViewport;
const targets = { layoutMs: 2000, longestTaskMs: 50, frameP95Ms: 16.7 };

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
const frameRow = (label: string, samples: readonly FrameSamples[]) => {
  const per = (pick: (s: FrameSamples) => number) => median(samples.map(pick));
  const figures = {
    p50: per((s) => percentile(s.frames, 0.5)),
    p95: per((s) => percentile(s.frames, 0.95)),
    busy50: per((s) => percentile(s.busy, 0.5)),
    busy95: per((s) => percentile(s.busy, 0.95)),
  };
  console.log(
    `  ${label.padEnd(36)}${ms(figures.p50)}${ms(figures.p95)}${ms(figures.busy50)}${ms(figures.busy95)}`,
  );
  return figures;
};

export async function run(): Promise<void> {
  console.log('Building the bench page…');
  const folder = await buildBenchPage(path.join(here, 'graph-page'), 'graph');
  const server = await serve(folder);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    console.log(
      `500 documents, 1,500 relations of 3 types (hub-shaped), layered layout; ${viewport.width}×${viewport.height}, ` +
        `Chromium ${browser.version()} (software raster); ${runs} runs, ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)}`,
    );
    const results: GraphBenchResult[] = [];
    const floors: FrameSamples[] = [];
    for (let index = 0; index < runs; index++) {
      floors.push(
        await inBenchPage(browser, baseUrl, (page) =>
          page.evaluate(() => window.graphBench.floor()),
        ),
      );
      const result = await inBenchPage(browser, baseUrl, (page) =>
        page.evaluate(() => window.graphBench.run()),
      );
      results.push(result);
      console.log(
        `  run ${index + 1}: first render ${result.firstRender.toFixed(0)} ms, layout ${result.layoutColdMs} / ${result.layoutWarmMs} ms, ` +
          `longest task ${result.longestTaskMs.toFixed(0)} ms while ELK works, ${result.longestApplyTaskMs.toFixed(0)} ms placing the nodes, ` +
          `overview p95 ${percentile(result.overview.frames, 0.95).toFixed(1)} ms (${result.renderedNodes.overview} nodes drawn), ` +
          `zoom 1 p95 ${percentile(result.zoomOne.frames, 0.95).toFixed(1)} ms (${result.renderedNodes.zoomOne} nodes drawn)`,
      );
    }
    const per = (pick: (result: GraphBenchResult) => number) => median(results.map(pick));
    const firstRender = per((result) => result.firstRender);
    const layoutCold = per((result) => result.layoutColdMs);
    const layoutWarm = per((result) => result.layoutWarmMs);
    const longestTask = per((result) => result.longestTaskMs);
    const longestApply = per((result) => result.longestApplyTaskMs);
    console.log(`\n  React Flow first render of 500 nodes: ${firstRender.toFixed(0)} ms`);
    console.log(
      `  ELK layered in the worker: ${layoutCold.toFixed(0)} ms with the worker's start, ${layoutWarm.toFixed(0)} ms warm`,
    );
    console.log(
      `  longest main-thread task while ELK works: ${longestTask.toFixed(0)} ms; placing the 500 laid-out nodes (one React render): ${longestApply.toFixed(0)} ms`,
    );
    console.log(
      `\n  ${'pan and zoom'.padEnd(36)}${'frame p50'.padStart(10)}${'frame p95'.padStart(10)}${'busy p50'.padStart(10)}${'busy p95'.padStart(10)}`,
    );
    frameRow('floor: bare canvas, 400 rects', floors);
    const overview = frameRow(
      'graph, overview (all fitted)',
      results.map((result) => result.overview),
    );
    const zoomOne = frameRow(
      'graph, zoom 1',
      results.map((result) => result.zoomOne),
    );
    console.log(`  (load average at the end ${os.loadavg()[0]?.toFixed(1)})`);
    console.log('\nTargets:');
    console.log(
      `  layout in the worker ≤ ${targets.layoutMs} ms: ${layoutWarm.toFixed(0)} ms warm, ${layoutCold.toFixed(0)} ms with the worker's start and the first render beside it, ${verdict(layoutWarm <= targets.layoutMs)}`,
    );
    console.log(
      `  longest main-thread task during layout ≤ ${targets.longestTaskMs} ms: ${longestTask.toFixed(0)} ms, ${verdict(longestTask <= targets.longestTaskMs)}`,
    );
    const worst = Math.max(overview.p95, zoomOne.p95);
    console.log(
      `  frame p95 while panning and zooming ≤ ${targets.frameP95Ms} ms: ${worst.toFixed(1)} ms, ${verdict(worst <= targets.frameP95Ms)}`,
    );
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
