/**
 * Where the dialog builder's frames go (evidence for tests/bench/dialogs.ts,
 * not part of `npm run bench`): `npx tsx tests/bench/dialogs-profile.ts`.
 *
 * The same bench page, built without minifying so function and component
 * names survive, driven through the same steps. For each phase (overview pan
 * and zoom, zoom-1 pan and zoom, node drag, drop) it prints: the main thread's
 * time by kind of work from a Chromium trace (script, style, layout, paint,
 * …), the hottest JS functions by self time from the CPU profiler, and how
 * many times each React component rendered (counted through the DevTools
 * hook React calls on every commit).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { serve } from './browser-bench';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Installed before React loads: counts, per commit, the components that rendered (as React DevTools decides it). */
const renderCounter = `
(() => {
  const counts = new Map();
  window.__benchRenders = { counts, commits: 0, reset() { counts.clear(); this.commits = 0; } };
  const nameOf = (type) => type && (type.displayName || type.name || (type.type && (type.type.displayName || type.type.name)) || (type.render && (type.render.displayName || type.render.name)));
  const walk = (fiber) => {
    while (fiber) {
      const componentTag = fiber.tag === 0 || fiber.tag === 1 || fiber.tag === 11 || fiber.tag === 14 || fiber.tag === 15;
      if (componentTag && (fiber.alternate === null || (fiber.flags & 1) === 1)) {
        const name = nameOf(fiber.type) || nameOf(fiber.elementType) || '(anonymous)';
        counts.set(name, (counts.get(name) || 0) + 1);
      }
      // A subtree React did not enter this commit keeps its children: skip it.
      if (!(fiber.alternate && fiber.alternate.child === fiber.child)) walk(fiber.child);
      fiber = fiber.sibling;
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onCommitFiberRoot(_id, root) { window.__benchRenders.commits++; walk(root.current.child); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    checkDCE() {},
  };
})();
`;

declare global {
  interface Window {
    __benchRenders: { counts: Map<string, number>; commits: number; reset(): void };
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { frame?: string } };
}

/** Main-thread time (ms) by top-level trace event of the renderer's main thread. */
function traceBreakdown(trace: { traceEvents: TraceEvent[] }): Map<string, number> {
  const events = trace.traceEvents;
  const mainThread = events.find((event) => event.name === 'thread_name' && (event as unknown as { args: { name: string } }).args.name === 'CrRendererMain');
  const kinds = new Map<string, number>();
  if (!mainThread) return kinds;
  const names: Record<string, string> = {
    FunctionCall: 'script',
    EvaluateScript: 'script',
    'v8.callFunction': 'script',
    TimerFire: 'script',
    FireAnimationFrame: 'script (rAF)',
    EventDispatch: 'script (input events)',
    RunMicrotasks: 'script (microtasks)',
    UpdateLayoutTree: 'style',
    Layout: 'layout',
    PrePaint: 'pre-paint',
    Paint: 'paint',
    Layerize: 'layerize',
    UpdateLayer: 'layers',
    Commit: 'commit',
    MinorGC: 'gc',
    MajorGC: 'gc',
    'V8.GC_SCAVENGER': 'gc',
    HitTest: 'hit test',
  };
  for (const event of events) {
    if (event.pid !== mainThread.pid || event.tid !== mainThread.tid || event.ph !== 'X' || !event.dur) continue;
    const kind = names[event.name];
    if (kind) kinds.set(kind, (kinds.get(kind) ?? 0) + event.dur / 1000);
  }
  return kinds;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Self time (ms) by function from a CPU profile. */
function hotFunctions(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const name = `${frame.functionName || '(anonymous)'}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]);
}

async function phase(page: Page, cdp: CDPSession, label: string, body: () => Promise<void>): Promise<void> {
  await page.evaluate(() => window.__benchRenders.reset());
  await page.context().browser()!.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
  await cdp.send('Profiler.start');
  const started = performance.now();
  await body();
  const wall = performance.now() - started;
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await page.context().browser()!.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const renders = await page.evaluate(() => ({ commits: window.__benchRenders.commits, counts: [...window.__benchRenders.counts.entries()] }));
  console.log(`\n== ${label} (${wall.toFixed(0)} ms wall)`);
  const kinds = [...traceBreakdown(trace).entries()].sort((a, b) => b[1] - a[1]);
  console.log(`  main thread: ${kinds.map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(', ')} (ms)`);
  const hot = hotFunctions(profile as unknown as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }).filter(([name]) => name !== '(idle):' && !name.startsWith('(idle)'));
  console.log(`  hottest JS by self time: ${hot.slice(0, 14).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ')}`);
  const counts = renders.counts.sort((a, b) => b[1] - a[1]).slice(0, 16);
  console.log(`  React: ${renders.commits} commits; renders: ${counts.map(([name, count]) => `${name}×${count}`).join(', ')}`);
}

async function main(): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-bench-dialogs-profile-'));
  await build({
    configFile: false,
    root: path.join(here, 'dialogs-page'),
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
    await phase(page, cdp, 'mount 300 nodes', async () => void (await page.evaluate(() => window.dialogsBench.mount())));
    await phase(page, cdp, 'layout (cold + warm) and placing the nodes', async () => void (await page.evaluate(() => window.dialogsBench.layout())));
    await phase(page, cdp, 'pan and zoom, overview', async () => void (await page.evaluate(() => window.dialogsBench.panZoom('overview'))));
    await phase(page, cdp, 'pan and zoom, zoom 1', async () => void (await page.evaluate(() => window.dialogsBench.panZoom('zoomOne'))));
    const grab = await page.evaluate(() => window.dialogsBench.prepareDrag());
    const mouse = (type: 'mouseMoved' | 'mousePressed' | 'mouseReleased', x: number, y: number, buttons: number) =>
      cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons, clickCount: type === 'mouseMoved' ? 0 : 1 });
    await mouse('mouseMoved', grab.x, grab.y, 0);
    await phase(page, cdp, 'press and first move (selects the node)', async () => {
      await mouse('mousePressed', grab.x, grab.y, 1);
      await mouse('mouseMoved', grab.x + 3, grab.y + 1.5, 1);
      for (let frame = 0; frame < 10; frame++) await page.evaluate(() => window.dialogsBench.nextFrame());
    });
    await phase(page, cdp, 'drag, 119 moves at 60 Hz', async () => {
      const started = performance.now();
      const sent: Promise<unknown>[] = [];
      for (let step = 2; step <= 120; step++) {
        sent.push(mouse('mouseMoved', grab.x + step * 3, grab.y + step * 1.5, 1));
        const wait = started + (step - 1) * (1000 / 60) - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      await Promise.all(sent);
    });
    await phase(page, cdp, 'drop (one moveNodes edit)', async () => {
      await mouse('mouseReleased', grab.x + 360, grab.y + 180, 0);
      for (let frame = 0; frame < 15; frame++) await page.evaluate(() => window.dialogsBench.nextFrame());
    });
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
