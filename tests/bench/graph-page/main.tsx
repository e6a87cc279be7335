import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ReactFlowProvider, type ReactFlowInstance } from '@xyflow/react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { cssVariablesResolver, theme } from '../../../src/client/app/theme';
import { GraphCanvas } from '../../../src/client/features/relations/components/graph/RelationsGraph';
import type { DocumentFlowNode } from '../../../src/client/features/relations/components/graph/DocumentNode';
import { i18n } from '../../../src/client/lib/i18n';
import {
  afterNextPaint,
  runCanvasFloor,
  runInteraction,
  type FrameSamples,
} from '../timeline-page/frame-meter';
import { benchGraph } from './graph-data';

/**
 * The graph bench page: the real GraphCanvas (toolbar, React Flow, document
 * nodes, ELK in its web worker) inside the app's providers, fed a generated
 * world. tests/bench/graph.ts calls window.graphBench.
 */
export interface GraphBenchResult {
  /** From handing the data over to the first painted frame with the nodes. */
  firstRender: number;
  /** ELK in the worker, first layout (worker start included) and a second one. */
  layoutColdMs: number;
  layoutWarmMs: number;
  /** Longest main-thread task (long-task API) while ELK works in the worker, and while the page then moves 500 nodes into place. */
  longestTaskMs: number;
  longestApplyTaskMs: number;
  overview: FrameSamples;
  zoomOne: FrameSamples;
  renderedNodes: { overview: number; zoomOne: number };
}

const root = document.getElementById('root')!;
const nextFrames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
    step(count);
  });

function canvasElement(): HTMLElement | null {
  return document.querySelector('[data-testid="relations-graph"]');
}

/** Resolves when the canvas reports a finished layout other than `previous`, with its time. */
function layoutDone(previousMs: string | null): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      const element = canvasElement();
      const ms = element?.getAttribute('data-layout-ms') ?? null;
      if (
        element?.getAttribute('data-layout-status') === 'idle' &&
        ms !== null &&
        ms !== previousMs
      )
        resolve(Number(ms));
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** Long tasks (start and duration) from now until stopped. */
function watchLongTasks() {
  const tasks: { start: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      tasks.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ type: 'longtask' });
  return () => {
    observer.disconnect();
    return tasks;
  };
}

/** ANCHORS.md's script as viewport steps: pan right 30 frames and back, zoom out 30 and back in. */
function viewportScript(instance: ReactFlowInstance<DocumentFlowNode>) {
  const start = instance.getViewport();
  const width = root.clientWidth;
  return (index: number) => {
    if (index < 60) {
      // Whole pixels a step, as a person's pan moves (mouse events come in whole CSS pixels).
      const shift = Math.round(width * 0.02) * (index < 30 ? index + 1 : 59 - index);
      void instance.setViewport({ x: start.x - shift, y: start.y, zoom: start.zoom });
      return;
    }
    const steps = index < 90 ? index - 59 : 119 - index;
    const zoom = start.zoom / Math.pow(1.04, steps);
    const centreX = width / 2;
    const centreY = root.clientHeight / 2;
    // Zoom around the centre of the view.
    const x = centreX - ((centreX - start.x) * zoom) / start.zoom;
    const y = centreY - ((centreY - start.y) * zoom) / start.zoom;
    void instance.setViewport({ x, y, zoom });
  };
}

const renderedNodes = () => document.querySelectorAll('.react-flow__node').length;

async function run(): Promise<GraphBenchResult> {
  const graph = benchGraph();
  let instance: ReactFlowInstance<DocumentFlowNode> | null = null;
  const queryClient = new QueryClient();
  const started = performance.now();
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        forceColorScheme="dark"
        cssVariablesResolver={cssVariablesResolver}
      >
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/?view=graph']}>
            <ReactFlowProvider>
              <GraphCanvas
                worldId="bench"
                canEdit={false}
                documentHref={(id) => `/documents/${id}`}
                graph={graph}
                onInit={(ready) => (instance = ready)}
              />
            </ReactFlowProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  while (renderedNodes() === 0) await afterNextPaint();
  const firstRender = performance.now() - started;
  const layoutColdMs = await layoutDone(null);
  await nextFrames(3);

  // A second layout, as when the user picks another one: the worker is warm. Tasks that
  // start before ELK's answer arrived ran while it worked; later ones move the nodes.
  const watch = watchLongTasks();
  const previous = canvasElement()?.getAttribute('data-layout-ms') ?? null;
  const clicked = performance.now();
  document.querySelector<HTMLButtonElement>('[data-testid="graph-relayout"]')!.click();
  const layoutWarmMs = await layoutDone(previous);
  await nextFrames(5);
  const answered = clicked + layoutWarmMs;
  const tasks = watch();
  const longest = (list: typeof tasks) =>
    list.reduce((max, task) => Math.max(max, task.duration), 0);
  const longestTask = longest(tasks.filter((task) => task.start < answered - 5));
  const longestApply = longest(tasks.filter((task) => task.start >= answered - 5));

  if (!instance) throw new Error('React Flow did not start');
  const flow: ReactFlowInstance<DocumentFlowNode> = instance;
  await flow.fitView({ padding: 0.1, duration: 0 });
  await nextFrames(10);
  const overviewNodes = renderedNodes();
  const overview = await runInteraction(viewportScript(flow));
  // Zoom 1 on the best-connected document, where the graph is densest.
  const hub = flow.getNode('doc-0')!;
  await flow.setCenter(hub.position.x, hub.position.y, { zoom: 1, duration: 0 });
  await nextFrames(10);
  const zoomOneNodes = renderedNodes();
  performance.mark('bench-zoom-one');
  const zoomOne = await runInteraction(viewportScript(flow));
  return {
    firstRender,
    layoutColdMs,
    layoutWarmMs,
    longestTaskMs: longestTask,
    longestApplyTaskMs: longestApply,
    overview,
    zoomOne,
    renderedNodes: { overview: overviewNodes, zoomOne: zoomOneNodes },
  };
}

async function floor(): Promise<FrameSamples> {
  return runCanvasFloor(root);
}

declare global {
  interface Window {
    graphBench: { run(): Promise<GraphBenchResult>; floor(): Promise<FrameSamples> };
  }
}
window.graphBench = { run, floor };
