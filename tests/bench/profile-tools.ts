/**
 * What the profile scripts share (tests/bench/dialogs-profile.ts,
 * tests/bench/graph-profile.ts): a React render counter installed before React
 * loads, the main thread's time by kind of work from a Chromium trace, and
 * the hottest functions of a CPU profile. `CPU_THROTTLE=3` slows the page's
 * main thread threefold (Chromium's CPU throttling), a stand-in for a slower
 * machine than the one at hand.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { serve } from './browser-bench';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Installed before React loads: counts, per commit, the components that rendered (as React DevTools decides it). */
export const renderCounter = `
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

export interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { frame?: string } };
}

/** Main-thread time (ms) by top-level trace event of the renderer's main thread. */
export function traceBreakdown(trace: { traceEvents: TraceEvent[] }): Map<string, number> {
  const events = trace.traceEvents;
  const mainThread = events.find(
    (event) =>
      event.name === 'thread_name' &&
      (event as unknown as { args: { name: string } }).args.name === 'CrRendererMain',
  );
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
    if (
      event.pid !== mainThread.pid ||
      event.tid !== mainThread.tid ||
      event.ph !== 'X' ||
      !event.dur
    )
      continue;
    const kind = names[event.name];
    if (kind) kinds.set(kind, (kinds.get(kind) ?? 0) + event.dur / 1000);
  }
  return kinds;
}

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Self time (ms) by function from a CPU profile. */
export function hotFunctions(profile: {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}): [string, number][] {
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

export interface ProfiledPage {
  browser: Browser;
  page: Page;
  cdp: CDPSession;
  close(): Promise<void>;
}

/**
 * The bench page in `tests/bench/<folder>`, built without minifying so function and
 * component names survive, open in Chromium at 1440×900 with the render counter
 * installed and the CPU profiler sampling every 200 µs (throttled by `CPU_THROTTLE`).
 */
export async function openProfiledPage(folder: string): Promise<ProfiledPage> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `loreweave-bench-${folder}-profile-`));
  await build({
    configFile: false,
    root: path.join(here, folder),
    logLevel: 'warn',
    plugins: [react()],
    worker: { format: 'es' },
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
      chunkSizeWarningLimit: 10_000,
    },
  });
  const server = await serve(outDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const close = async () => {
    await browser.close();
    server.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  };
  try {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      deviceScaleFactor: 1,
    });
    await context.addInitScript(renderCounter);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      waitUntil: 'load',
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    if (process.env['CPU_THROTTLE'])
      await cdp.send('Emulation.setCPUThrottlingRate', {
        rate: Number(process.env['CPU_THROTTLE']),
      });
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    return { browser, page, cdp, close };
  } catch (error) {
    await close();
    throw error;
  }
}
