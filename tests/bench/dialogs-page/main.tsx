import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { useReactFlow, type ReactFlowInstance } from '@xyflow/react';
import { useEffect, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, theme } from '../../../src/client/app/theme';
import { DialogEditor } from '../../../src/client/features/dialogs/components/builder/DialogEditor';
import { makeLookup } from '../../../src/client/features/dialogs/components/nodes/dialog-lookup';
import {
  useGraphHistory,
  type GraphHistory,
} from '../../../src/client/features/dialogs/hooks/use-graph-history';
import {
  flowEdges,
  type DialogFlowNode,
} from '../../../src/client/features/dialogs/model/flow-elements';
import { layoutGraph, type Positions } from '../../../src/client/lib/elk-layout';
import { i18n } from '../../../src/client/lib/i18n';
import { generateBranchingDialog } from '../../../src/shared/dialogs/dialog-generator';
import {
  afterNextPaint,
  runCanvasFloor,
  runInteraction,
  type FrameSamples,
} from '../timeline-page/frame-meter';

/**
 * The dialog builder bench page (issue 7): the real DialogEditor (toolbar,
 * React Flow canvas with the registry's node types, minimap, warnings,
 * inspector) inside the app's providers, fed a generated 300-node branching
 * dialog. tests/bench/dialogs.ts calls window.dialogsBench step by step; the
 * drag of a node is driven from there with real mouse events.
 */
const benchNodeCount = 300;
const benchSeed = 7;

export interface DialogLayoutResult {
  /**
   * ELK `layered` in the worker, as the Auto-layout button calls it: the first
   * click, `firstClickAfterMs` after the builder opened (the builder starts and
   * warms the worker as it opens), then again.
   */
  coldMs: number;
  warmMs: number;
  /** Longest main-thread task (long-task API) while ELK worked, both calls. */
  longestTaskMs: number;
  /** Placing the laid-out nodes (one undoable graph edit, one render of the canvas) until painted, and its longest task. */
  applyMs: number;
  longestApplyTaskMs: number;
  edges: number;
}

const root = document.getElementById('root')!;
let flow: ReactFlowInstance<DialogFlowNode> | null = null;
let history: GraphHistory | null = null;

const nextFrames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
    step(count);
  });

/** Hands the page the editor's React Flow instance: rendered inside the editor's provider (as a toolbar extra). */
function FlowHandle() {
  const instance = useReactFlow<DialogFlowNode>();
  useEffect(() => {
    flow = instance;
  }, [instance]);
  return null;
}

function Host({ dialog }: { dialog: ReturnType<typeof generateBranchingDialog> }) {
  const graphHistory = useGraphHistory(dialog.graph);
  useEffect(() => {
    history = graphHistory;
  }, [graphHistory]);
  const lookup = useMemo(
    () =>
      makeLookup({
        documents: dialog.context.documents,
        variables: dialog.context.variables,
        metaSchema: dialog.context.metaSchema,
      }),
    [dialog],
  );
  return (
    <DialogEditor
      kind="branching"
      history={graphHistory}
      canEdit
      lookup={lookup}
      renderSpeakerSelect={({ value }) => <span data-testid="bench-speaker">{value ?? '—'}</span>}
      toolbarExtra={<FlowHandle />}
    />
  );
}

function instance(): ReactFlowInstance<DialogFlowNode> {
  if (!flow) throw new Error('React Flow did not start');
  return flow;
}

const renderedNodes = () => document.querySelectorAll('.react-flow__node').length;

/** All nodes in the DOM, measured by React Flow (so the initial fitView has run). */
function allMeasured(): boolean {
  if (!flow || renderedNodes() < benchNodeCount) return false;
  const nodes = flow.getNodes();
  return nodes.length === benchNodeCount && nodes.every((node) => (node.measured?.width ?? 0) > 0);
}

/** Mounts the editor on the generated dialog; resolves with the time until the measured, fitted 300 nodes are painted. */
async function mount(): Promise<number> {
  const dialog = generateBranchingDialog(benchNodeCount, benchSeed);
  const started = performance.now();
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        forceColorScheme="dark"
        cssVariablesResolver={cssVariablesResolver}
      >
        <Host dialog={dialog} />
      </MantineProvider>
    </I18nextProvider>,
  );
  while (!allMeasured()) await afterNextPaint();
  // The frame that shows the nodes (React Flow reveals them once measured).
  const painted = await afterNextPaint();
  return painted - started;
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
const longest = (tasks: readonly { duration: number }[]) =>
  tasks.reduce((max, task) => Math.max(max, task.duration), 0);

/** What the Auto-layout button hands the worker (hooks/use-auto-layout.ts): the nodes at their measured sizes and the flow edges. */
function layoutInput() {
  const reactFlow = instance();
  const graph = history!.graph;
  return {
    algorithm: 'layered' as const,
    nodes: graph.nodes.map((node) => {
      const measured = reactFlow.getNode(node.id)?.measured;
      return { id: node.id, width: measured?.width ?? 240, height: measured?.height ?? 120 };
    }),
    edges: flowEdges(graph),
  };
}

async function layout(firstClickAfterMs = 0): Promise<DialogLayoutResult> {
  await new Promise((resolve) => setTimeout(resolve, firstClickAfterMs));
  const input = layoutInput();
  const watch = watchLongTasks();
  let started = performance.now();
  await layoutGraph(input);
  const coldMs = performance.now() - started;
  await nextFrames(3);
  started = performance.now();
  const positions: Positions = await layoutGraph(input);
  const warmMs = performance.now() - started;
  await nextFrames(3);
  const longestTaskMs = longest(watch());

  // Place the nodes as the button does: one moveNodes edit, then React Flow renders them.
  const applyWatch = watchLongTasks();
  started = performance.now();
  history!.edit({ type: 'moveNodes', positions: Object.fromEntries(positions) });
  await afterNextPaint();
  const applyMs = performance.now() - started;
  await nextFrames(5);
  const longestApplyTaskMs = longest(applyWatch());
  return { coldMs, warmMs, longestTaskMs, applyMs, longestApplyTaskMs, edges: input.edges.length };
}

/** ANCHORS.md's script as viewport steps: pan right 30 frames and back, zoom out 30 and back in around the centre. */
function viewportScript(reactFlow: ReactFlowInstance<DialogFlowNode>, element: HTMLElement) {
  const start = reactFlow.getViewport();
  const width = element.clientWidth;
  const height = element.clientHeight;
  return (index: number) => {
    if (index < 60) {
      // Whole pixels a step, as a person's pan moves (mouse events come in whole CSS pixels).
      const shift = Math.round(width * 0.02) * (index < 30 ? index + 1 : 59 - index);
      void reactFlow.setViewport({ x: start.x - shift, y: start.y, zoom: start.zoom });
      return;
    }
    const steps = index < 90 ? index - 59 : 119 - index;
    const zoom = start.zoom / Math.pow(1.04, steps);
    const x = width / 2 - ((width / 2 - start.x) * zoom) / start.zoom;
    const y = height / 2 - ((height / 2 - start.y) * zoom) / start.zoom;
    void reactFlow.setViewport({ x, y, zoom });
  };
}

function canvasElement(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-testid="dialog-canvas"]');
  if (!element) throw new Error('No dialog canvas');
  return element;
}

/** The node the zoom-1 views centre on and the drag moves: a choice-rich node in the middle of the dialog. */
const focusNodeId = 'n150';

/** Frames of the pan-and-zoom script at the overview (all fitted) or at zoom 1 on the focus node; with the nodes drawn. */
async function panZoom(
  where: 'overview' | 'zoomOne',
): Promise<{ samples: FrameSamples; nodesDrawn: number; zoom: number }> {
  const reactFlow = instance();
  if (where === 'overview') await reactFlow.fitView({ padding: 0.1, duration: 0 });
  else {
    const node = reactFlow.getNode(focusNodeId)!;
    await reactFlow.setCenter(
      node.position.x + (node.measured?.width ?? 0) / 2,
      node.position.y + (node.measured?.height ?? 0) / 2,
      { zoom: 1, duration: 0 },
    );
  }
  await nextFrames(10);
  const nodesDrawn = renderedNodes();
  const zoom = reactFlow.getViewport().zoom;
  const samples = await runInteraction(viewportScript(reactFlow, canvasElement()));
  await nextFrames(5);
  return { samples, nodesDrawn, zoom };
}

/** Centres the focus node at zoom 1 again; returns the client point of its header, where a drag grabs it. */
async function prepareDrag(): Promise<{ x: number; y: number }> {
  const reactFlow = instance();
  const node = reactFlow.getNode(focusNodeId)!;
  await reactFlow.setCenter(
    node.position.x + (node.measured?.width ?? 0) / 2,
    node.position.y + (node.measured?.height ?? 0) / 2,
    { zoom: 1, duration: 0 },
  );
  await nextFrames(10);
  const element = document.querySelector(`[data-node-id="${focusNodeId}"]`);
  if (!element) throw new Error(`Node ${focusNodeId} is not drawn`);
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + 12 };
}

/**
 * A frame recorder for interactions driven from outside the page (real mouse
 * events): frame and busy as frame-meter.ts measures them, from start() to
 * stop(), and how many frames handled a pointer move.
 */
export interface Recording extends FrameSamples {
  framesWithMoves: number;
  moves: number;
}
let stopRecording: (() => Promise<Recording>) | null = null;

function startRecording(): void {
  const frames: number[] = [];
  const busy: number[] = [];
  let moves = 0;
  let movesAtLastFrame = 0;
  let framesWithMoves = 0;
  let previous: number | null = null;
  let stopped = false;
  const onMove = () => moves++;
  window.addEventListener('pointermove', onMove, { capture: true, passive: true });
  const tick = (timestamp: number) => {
    const now = performance.now();
    if (previous !== null) frames.push(now - previous);
    previous = now;
    if (moves !== movesAtLastFrame) framesWithMoves++;
    movesAtLastFrame = moves;
    if (stopped) return;
    const frameStart = Math.min(timestamp, now);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => busy.push(performance.now() - frameStart);
    channel.port2.postMessage(null);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  stopRecording = () =>
    new Promise((resolve) => {
      stopped = true;
      window.removeEventListener('pointermove', onMove, { capture: true });
      setTimeout(() => resolve({ frames, busy, framesWithMoves, moves }), 50);
    });
}

async function stop(): Promise<Recording> {
  if (!stopRecording) throw new Error('Not recording');
  const recording = await stopRecording();
  stopRecording = null;
  return recording;
}

/** Where the focus node is in the graph now (after a drag it should have moved). */
function nodePosition(): { x: number; y: number } {
  const node = history!.graph.nodes.find((item) => item.id === focusNodeId)!;
  return node.position;
}

async function floor(): Promise<FrameSamples> {
  return runCanvasFloor(root);
}

declare global {
  interface Window {
    dialogsBench: {
      mount(): Promise<number>;
      layout(firstClickAfterMs?: number): Promise<DialogLayoutResult>;
      panZoom(
        where: 'overview' | 'zoomOne',
      ): Promise<{ samples: FrameSamples; nodesDrawn: number; zoom: number }>;
      prepareDrag(): Promise<{ x: number; y: number }>;
      startRecording(): void;
      stop(): Promise<Recording>;
      nextFrame(): Promise<void>;
      nodePosition(): { x: number; y: number };
      floor(): Promise<FrameSamples>;
    };
  }
}
window.dialogsBench = {
  mount,
  layout,
  panZoom,
  prepareDrag,
  startRecording,
  stop,
  nextFrame: () => nextFrames(1),
  nodePosition,
  floor,
};
