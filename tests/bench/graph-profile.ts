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
import type { GraphBenchResult } from './graph-page/main';
import {
  hotFunctions,
  openProfiledPage,
  traceBreakdown,
  type ProfileNode,
  type TraceEvent,
} from './profile-tools';

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
  const { browser, page, cdp, close } = await openProfiledPage('graph-page');
  try {
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'blink.user_timing',
      ],
    });
    await cdp.send('Profiler.start');
    const result: GraphBenchResult = await page.evaluate(() => window.graphBench.run());
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: (TraceEvent & { ts: number })[];
    };
    const from = trace.traceEvents.find((event) => event.name === 'bench-zoom-one')?.ts ?? 0;

    console.log(
      `zoom 1, frame intervals (ms): ${result.zoomOne.frames.map((ms) => ms.toFixed(0)).join(' ')}`,
    );
    console.log(
      `zoom 1, busy (ms):            ${result.zoomOne.busy.map((ms) => ms.toFixed(0)).join(' ')}`,
    );
    const kinds = [
      ...traceBreakdown({
        traceEvents: trace.traceEvents.filter((event) => event.ph === 'M' || event.ts >= from),
      }).entries(),
    ].sort((a, b) => b[1] - a[1]);
    console.log(
      `zoom 1, main thread: ${kinds.map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(', ')} (ms)`,
    );
    const hot = hotFunctions(samplesFrom(profile as unknown as CpuProfile, from)).filter(
      ([name]) => !name.startsWith('(idle)'),
    );
    console.log(
      `zoom 1, hottest JS by self time: ${hot
        .slice(0, 20)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(', ')}`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
