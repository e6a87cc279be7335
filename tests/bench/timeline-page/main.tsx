import { changeLanguage } from '../../../src/client/lib/i18n';
import { benchData, type BenchData } from './bench-data';
import {
  afterNextPaint,
  runCanvasFloor,
  runInteraction,
  scriptedWindow,
  type FrameSamples,
} from './frame-meter';
import { mountOurs } from './ours-view';
import { mountVis } from './vis-view';

/**
 * The timeline bench page. tests/bench/timeline.ts opens it once per run and
 * view, and calls window.timelineBench. Open it by hand with ?show=ours (or
 * vis) to look at the view with the bench's data; &lang=ru for Russian.
 */
type ViewName = 'ours' | 'vis' | 'floor';

export interface BenchResult {
  firstPaint: number;
  samples: FrameSamples;
  drawnEvents: number | null;
  /** Canvas pixels were painted (a sanity check of the first-paint signal, outside the timing). */
  painted: boolean;
}

/** The window the interaction starts from: 200 of the 1,000 years, in the middle. */
function startWindow(data: BenchData): { from: number; to: number } {
  const { startSeconds, secondsInYear } = data.calendar;
  const from = startSeconds + 400 * secondsInYear;
  return { from, to: from + 200 * secondsInYear };
}

function frames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
    step(count);
  });
}

/** The container of one view; the other one is removed so it cannot cover it. */
function containerOf(view: 'ours' | 'vis'): HTMLElement {
  document.getElementById(view === 'ours' ? 'vis' : 'ours')?.remove();
  return document.getElementById(view)!;
}

/** The machine's floor (frame-meter's bare canvas), in the ours container. */
async function runFloor(): Promise<BenchResult> {
  const samples = await runCanvasFloor(containerOf('ours'));
  return { firstPaint: 0, samples, drawnEvents: 400, painted: true };
}

async function run(view: ViewName): Promise<BenchResult> {
  if (view === 'floor') return runFloor();
  const data = benchData();
  const element = containerOf(view);
  let setWindow: (window: { from: number; to: number }) => void;
  let firstPaint: number;
  if (view === 'ours') {
    const ours = await mountOurs(element);
    const started = performance.now();
    ours.show(data);
    firstPaint = (await afterNextPaint()) - started;
    setWindow = ({ from, to }) => ours.handle.zoomTo(from, to);
  } else {
    const vis = mountVis(element);
    const started = performance.now();
    await vis.show(data);
    firstPaint = (await afterNextPaint()) - started;
    setWindow = ({ from, to }) => vis.setWindow(from, to);
  }
  const painted = view === 'vis' || oursPainted(element);
  const start = startWindow(data);
  setWindow(start);
  await frames(30);
  const samples = await runInteraction((index) => setWindow(scriptedWindow(start, index)));
  await new Promise((resolve) => setTimeout(resolve, 400)); // the canvas publishes its figures at most every 200 ms
  const drawn = element.querySelector('[data-drawn-events]')?.getAttribute('data-drawn-events');
  return { firstPaint, samples, drawnEvents: drawn ? Number(drawn) : null, painted };
}

/** True when the canvas's first layer has non-background pixels in the rows area. */
function oursPainted(element: HTMLElement): boolean {
  const canvas = element.querySelector('canvas');
  const context = canvas?.getContext('2d');
  if (!canvas || !context) return false;
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  const distinct = new Set<number>();
  for (let index = 0; index < pixels.length && distinct.size < 4; index += 4 * 997) {
    distinct.add((pixels[index]! << 16) | (pixels[index + 1]! << 8) | pixels[index + 2]!);
  }
  return distinct.size >= 3;
}

declare global {
  interface Window {
    timelineBench: { run(view: ViewName): Promise<BenchResult> };
  }
}
window.timelineBench = { run };

const params = new URLSearchParams(location.search);
const language = params.get('lang');
if (language === 'ru') await changeLanguage('ru');
const show = params.get('show');
if (show === 'ours') {
  const ours = await mountOurs(containerOf('ours'));
  const data = benchData();
  ours.show(data);
  const from = Number(params.get('from'));
  const to = Number(params.get('to'));
  if (from && to) ours.handle.zoomTo(from, to);
} else if (show === 'vis') {
  void mountVis(containerOf('vis')).show(benchData());
}
