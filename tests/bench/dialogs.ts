/**
 * Bench part `dialogs` (issue 7, ANCHORS.md method): the real dialog builder
 * (DialogEditor: React Flow, the registry's node types, minimap, warnings,
 * inspector) on a generated 300-node branching dialog in headless Chromium at
 * 1440×900, and the exporters on a 1,000-node one.
 *
 * Per run: the first render of the 300 nodes; ELK `layered` in the worker as
 * the Auto-layout button calls it, first (a second after the builder showed
 * its nodes; the builder starts and warms the worker as it opens; 0 with
 * BENCH_FIRST_CLICK_MS=0 measures a click racing the worker's start) and again,
 * with the longest main-thread task while ELK works and while its answer is
 * placed; ANCHORS' 120-frame pan and zoom at the overview (all fitted) and at
 * zoom 1; the drag of one node with real mouse events (down on the node, 120
 * moves paced at 60 Hz, up). A bare canvas through the same steps is the
 * machine's floor. Medians of BENCH_RUNS (default 3) runs. Then the export
 * medians of tests/bench/dialogs-export.ts.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import {
  benchViewport,
  buildBenchPage,
  inBenchPage,
  median,
  percentile,
  serve,
} from './browser-bench';
import {
  dialogExportTargetMs,
  measureDialogExports,
  measureDialogWarnings,
} from './dialogs-export';
import type { DialogLayoutResult, Recording } from './dialogs-page/main';
import type { FrameSamples } from './timeline-page/frame-meter';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.env['BENCH_RUNS'] ?? 3);
const viewport = benchViewport;
const targets = {
  layoutMs: 500,
  longestTaskMs: 50,
  frameP95Ms: 16.7,
  exportMs: dialogExportTargetMs,
};
const dragSteps = 120;
/** When the bench clicks Auto-layout first: a moment after the builder showed its nodes, as a person would. */
const firstClickAfterMs = Number(process.env['BENCH_FIRST_CLICK_MS'] ?? 1000);
const movePeriodMs = 1000 / 60;

interface RunResult {
  firstRender: number;
  layout: DialogLayoutResult;
  overviewPan: FrameSamples;
  overviewZoom: FrameSamples;
  zoomOnePan: FrameSamples;
  zoomOneZoom: FrameSamples;
  drawn: { overview: number; zoomOne: number; overviewZoom: number };
  drag: Recording;
  dropMs: number;
  moved: boolean;
}

/** The pan-and-zoom script's samples split in its pan half (frames 1–60) and its zoom half (61–120). */
function halves(samples: FrameSamples): { pan: FrameSamples; zoom: FrameSamples } {
  return {
    pan: { frames: samples.frames.slice(0, 60), busy: samples.busy.slice(0, 60) },
    zoom: { frames: samples.frames.slice(60), busy: samples.busy.slice(60) },
  };
}

/**
 * Mouse down on the node's header, 120 moves at 60 Hz, up: React Flow's own
 * drag, as a user does it. The events go through the DevTools protocol's
 * Input domain (what page.mouse uses) without waiting for each one's ack: the
 * ack of a move only comes after a frame handled it, so awaiting each would
 * make the mouse run at a third of the frame rate; a real mouse does not wait,
 * and Chromium merges the moves that queue up into the next frame.
 */
async function dragNode(page: Page): Promise<{ drag: Recording; dropMs: number; moved: boolean }> {
  const grab = await page.evaluate(() => window.dialogsBench.prepareDrag());
  const before = await page.evaluate(() => window.dialogsBench.nodePosition());
  const cdp = await page.context().newCDPSession(page);
  const mouse = (
    type: 'mouseMoved' | 'mousePressed' | 'mouseReleased',
    x: number,
    y: number,
    buttons: number,
  ) =>
    cdp.send('Input.dispatchMouseEvent', {
      type,
      x,
      y,
      button: 'left',
      buttons,
      clickCount: type === 'mouseMoved' ? 0 : 1,
    });
  await mouse('mouseMoved', grab.x, grab.y, 0);
  await mouse('mousePressed', grab.x, grab.y, 1);
  await page.evaluate(() => window.dialogsBench.startRecording());
  const started = performance.now();
  const sent: Promise<unknown>[] = [];
  for (let step = 1; step <= dragSteps; step++) {
    sent.push(mouse('mouseMoved', grab.x + step * 3, grab.y + step * 1.5, 1));
    const wait = started + step * movePeriodMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await Promise.all(sent);
  const drag = await page.evaluate(() => window.dialogsBench.stop());
  // The drop: React Flow hands the move to the graph as one edit, and the canvas renders the new graph.
  await page.evaluate(() => window.dialogsBench.startRecording());
  await mouse('mouseReleased', grab.x + dragSteps * 3, grab.y + dragSteps * 1.5, 0);
  for (let frame = 0; frame < 15; frame++)
    await page.evaluate(() => window.dialogsBench.nextFrame());
  const drop = await page.evaluate(() => window.dialogsBench.stop());
  const after = await page.evaluate(() => window.dialogsBench.nodePosition());
  await cdp.detach();
  return {
    drag,
    dropMs: Math.max(...drop.frames),
    moved: after.x !== before.x || after.y !== before.y,
  };
}

async function benchRun(page: Page): Promise<RunResult> {
  const firstRender = await page.evaluate(() => window.dialogsBench.mount());
  const layout = await page.evaluate(
    (after) => window.dialogsBench.layout(after),
    firstClickAfterMs,
  );
  const overview = await page.evaluate(() => window.dialogsBench.panZoom('overview'));
  const zoomOne = await page.evaluate(() => window.dialogsBench.panZoom('zoomOne'));
  const { drag, dropMs, moved } = await dragNode(page);
  const overviewHalves = halves(overview.samples);
  const zoomOneHalves = halves(zoomOne.samples);
  return {
    firstRender,
    layout,
    overviewPan: overviewHalves.pan,
    overviewZoom: overviewHalves.zoom,
    zoomOnePan: zoomOneHalves.pan,
    zoomOneZoom: zoomOneHalves.zoom,
    drawn: {
      overview: overview.nodesDrawn,
      zoomOne: zoomOne.nodesDrawn,
      overviewZoom: overview.zoom,
    },
    drag,
    dropMs,
    moved,
  };
}

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
    `  ${label.padEnd(40)}${ms(figures.p50)}${ms(figures.p95)}${ms(figures.busy50)}${ms(figures.busy95)}`,
  );
  return figures;
};

export async function run(): Promise<void> {
  console.log('Building the bench page…');
  const folder = await buildBenchPage(path.join(here, 'dialogs-page'), 'dialogs');
  const server = await serve(folder);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    console.log(
      `A 300-node branching dialog (generateBranchingDialog, seed 7) in the real builder; ${viewport.width}×${viewport.height}, ` +
        `Chromium ${browser.version()} (software raster); ${runs} runs, ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)}`,
    );
    const results: RunResult[] = [];
    const floors: FrameSamples[] = [];
    for (let index = 0; index < runs; index++) {
      floors.push(
        await inBenchPage(browser, baseUrl, (page) =>
          page.evaluate(() => window.dialogsBench.floor()),
        ),
      );
      const result = await inBenchPage(browser, baseUrl, benchRun);
      if (!result.moved) throw new Error('The dragged node did not move: the drag missed the node');
      results.push(result);
      const p95 = (samples: FrameSamples) => percentile(samples.frames, 0.95).toFixed(1);
      console.log(
        `  run ${index + 1}: first render ${result.firstRender.toFixed(0)} ms, layout ${result.layout.coldMs.toFixed(0)} / ${result.layout.warmMs.toFixed(0)} ms ` +
          `(${result.layout.edges} edges), longest task ${result.layout.longestTaskMs.toFixed(0)} ms while ELK works, ` +
          `placing ${result.layout.applyMs.toFixed(0)} ms (longest task ${result.layout.longestApplyTaskMs.toFixed(0)} ms); ` +
          `p95 overview pan ${p95(result.overviewPan)} zoom ${p95(result.overviewZoom)} (${result.drawn.overview} nodes drawn, zoom ${result.drawn.overviewZoom.toFixed(2)}), ` +
          `zoom 1 pan ${p95(result.zoomOnePan)} zoom ${p95(result.zoomOneZoom)} (${result.drawn.zoomOne} drawn), ` +
          `drag ${p95(result.drag)} ms (${result.drag.moves} moves in ${result.drag.framesWithMoves} of ${result.drag.frames.length} frames), drop ${result.dropMs.toFixed(0)} ms`,
      );
    }
    const per = (pick: (result: RunResult) => number) => median(results.map(pick));
    const firstRender = per((result) => result.firstRender);
    const layoutCold = per((result) => result.layout.coldMs);
    const layoutWarm = per((result) => result.layout.warmMs);
    const longestTask = per((result) => result.layout.longestTaskMs);
    const apply = per((result) => result.layout.applyMs);
    const longestApply = per((result) => result.layout.longestApplyTaskMs);
    const drop = per((result) => result.dropMs);
    console.log(
      `\n  first render of the 300 nodes (measured, fitted, painted): ${firstRender.toFixed(0)} ms`,
    );
    console.log(
      `  ELK layered in the worker: ${layoutCold.toFixed(0)} ms on the first click (${firstClickAfterMs} ms after the nodes showed), ${layoutWarm.toFixed(0)} ms on the second`,
    );
    console.log(`  longest main-thread task while ELK works: ${longestTask.toFixed(0)} ms`);
    console.log(
      `  placing the laid-out nodes (one graph edit, painted): ${apply.toFixed(0)} ms, longest task ${longestApply.toFixed(0)} ms`,
    );
    console.log(
      `  dropping the dragged node (one graph edit): longest frame ${drop.toFixed(0)} ms`,
    );
    console.log(
      `\n  ${'frames'.padEnd(40)}${'frame p50'.padStart(10)}${'frame p95'.padStart(10)}${'busy p50'.padStart(10)}${'busy p95'.padStart(10)}`,
    );
    frameRow('floor: bare canvas, 400 rects', floors);
    const rows = [
      frameRow(
        'pan, overview (all fitted)',
        results.map((result) => result.overviewPan),
      ),
      frameRow(
        'zoom, overview (all fitted)',
        results.map((result) => result.overviewZoom),
      ),
      frameRow(
        'pan, zoom 1',
        results.map((result) => result.zoomOnePan),
      ),
      frameRow(
        'zoom, zoom 1',
        results.map((result) => result.zoomOneZoom),
      ),
      frameRow(
        'drag one node, zoom 1 (real mouse)',
        results.map((result) => result.drag),
      ),
    ];
    console.log(`  (load average at the end ${os.loadavg()[0]?.toFixed(1)})`);

    console.log(
      '\nExports and imports of a 1,000-node branching dialog (in Node, the pure exporters and readers):',
    );
    const exports = measureDialogExports();
    for (const row of exports.rows)
      console.log(
        `  ${row.label.padEnd(34)}${ms(row.medianMs)}  ${(row.size / 1024).toFixed(0).padStart(5)} KiB  (median of ${exports.runs})`,
      );
    const warnings = measureDialogWarnings();
    console.log(
      `Warnings (unreachable, dead ends, …) over a ${warnings.nodeCount.toLocaleString('en')}-node dialog, run on every edit:${ms(warnings.medianMs)}  (median of ${warnings.runs})`,
    );

    console.log('\nTargets:');
    console.log(
      `  auto-layout in the worker ≤ ${targets.layoutMs} ms: ${layoutWarm.toFixed(0)} ms on the second click, ${verdict(layoutWarm <= targets.layoutMs)}; ${layoutCold.toFixed(0)} ms on the first (${firstClickAfterMs} ms after opening), ${verdict(layoutCold <= targets.layoutMs)}`,
    );
    console.log(
      `  longest main-thread task during layout ≤ ${targets.longestTaskMs} ms: ${longestTask.toFixed(0)} ms, ${verdict(longestTask <= targets.longestTaskMs)}`,
    );
    const worst = Math.max(...rows.map((row) => row.p95));
    const floorP95 = median(floors.map((samples) => percentile(samples.frames, 0.95)));
    console.log(
      `  frame p95 while panning, zooming and dragging ≤ ${targets.frameP95Ms} ms: worst ${worst.toFixed(1)} ms (floor ${floorP95.toFixed(1)} ms), ${verdict(worst <= targets.frameP95Ms)}`,
    );
    for (const row of exports.rows)
      console.log(
        `  ${row.label} of ${exports.nodeCount} nodes ≤ ${targets.exportMs} ms: ${row.medianMs.toFixed(1)} ms, ${verdict(row.medianMs <= targets.exportMs)}`,
      );
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
