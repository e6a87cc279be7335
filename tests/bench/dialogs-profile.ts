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
import type { CDPSession, Page } from 'playwright-core';
import {
  hotFunctions,
  openProfiledPage,
  traceBreakdown,
  type ProfileNode,
  type TraceEvent,
} from './profile-tools';

async function phase(
  page: Page,
  cdp: CDPSession,
  label: string,
  body: () => Promise<void>,
): Promise<void> {
  await page.evaluate(() => window.__benchRenders.reset());
  await page
    .context()
    .browser()!
    .startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
    });
  await cdp.send('Profiler.start');
  const started = performance.now();
  await body();
  const wall = performance.now() - started;
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await page.context().browser()!.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  const renders = await page.evaluate(() => ({
    commits: window.__benchRenders.commits,
    counts: [...window.__benchRenders.counts.entries()],
  }));
  console.log(`\n== ${label} (${wall.toFixed(0)} ms wall)`);
  const kinds = [...traceBreakdown(trace).entries()].sort((a, b) => b[1] - a[1]);
  console.log(
    `  main thread: ${kinds.map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(', ')} (ms)`,
  );
  const hot = hotFunctions(
    profile as unknown as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] },
  ).filter(([name]) => name !== '(idle):' && !name.startsWith('(idle)'));
  console.log(
    `  hottest JS by self time: ${hot
      .slice(0, 14)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', ')}`,
  );
  const counts = renders.counts.sort((a, b) => b[1] - a[1]).slice(0, 16);
  console.log(
    `  React: ${renders.commits} commits; renders: ${counts.map(([name, count]) => `${name}×${count}`).join(', ')}`,
  );
}

async function main(): Promise<void> {
  const { page, cdp, close } = await openProfiledPage('dialogs-page');
  try {
    await phase(
      page,
      cdp,
      'mount 300 nodes',
      async () => void (await page.evaluate(() => window.dialogsBench.mount())),
    );
    await phase(
      page,
      cdp,
      'layout (cold + warm) and placing the nodes',
      async () => void (await page.evaluate(() => window.dialogsBench.layout())),
    );
    await phase(
      page,
      cdp,
      'pan and zoom, overview',
      async () => void (await page.evaluate(() => window.dialogsBench.panZoom('overview'))),
    );
    await phase(
      page,
      cdp,
      'pan and zoom, zoom 1',
      async () => void (await page.evaluate(() => window.dialogsBench.panZoom('zoomOne'))),
    );
    const grab = await page.evaluate(() => window.dialogsBench.prepareDrag());
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
    await phase(page, cdp, 'press and first move (selects the node)', async () => {
      await mouse('mousePressed', grab.x, grab.y, 1);
      await mouse('mouseMoved', grab.x + 3, grab.y + 1.5, 1);
      for (let frame = 0; frame < 10; frame++)
        await page.evaluate(() => window.dialogsBench.nextFrame());
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
      for (let frame = 0; frame < 15; frame++)
        await page.evaluate(() => window.dialogsBench.nextFrame());
    });
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
