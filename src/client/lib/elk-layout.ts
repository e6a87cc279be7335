import ELK, { type ElkNode, type LayoutOptions } from 'elkjs/lib/elk-api.js';

export type LayoutAlgorithm = 'layered' | 'stress' | 'radial';

export interface LayoutInput {
  nodes: readonly { id: string; width: number; height: number }[];
  edges: readonly { id: string; source: string; target: string }[];
  algorithm: LayoutAlgorithm;
}

export type Positions = Map<string, { x: number; y: number }>;

/**
 * Options chosen for speed at hundreds of nodes (ANCHORS.md: ELK's defaults
 * take 2.6 s for 500 nodes): simple node placement, no greedy switch, one
 * pass of crossing minimisation, components packed side by side, and
 * polyline edge routing: both views draw their own edges from the positions
 * alone, and ELK's default orthogonal routing spent a fifth of the time (and
 * channels between the layers) on routes nobody draws. 300-node dialog, in
 * Node: 570-740 ms -> ~450 ms, the same crossings, 12 % narrower.
 */
export const layoutOptions: Record<LayoutAlgorithm, LayoutOptions> = {
  layered: {
    'elk.algorithm': 'layered',
    'elk.direction': 'RIGHT',
    'elk.edgeRouting': 'POLYLINE',
    'elk.separateConnectedComponents': 'true',
    'elk.layered.nodePlacement.strategy': 'SIMPLE',
    'elk.layered.crossingMinimization.greedySwitch.type': 'OFF',
    'elk.layered.thoroughness': '1',
    'elk.layered.cycleBreaking.strategy': 'GREEDY',
    'elk.spacing.nodeNode': '36',
    'elk.layered.spacing.nodeNodeBetweenLayers': '120',
    'elk.spacing.componentComponent': '48',
  },
  stress: {
    'elk.algorithm': 'stress',
    'elk.stress.desiredEdgeLength': '160',
    'elk.stress.iterationLimit': '60',
    'elk.stress.epsilon': '0.01',
  },
  radial: {
    'elk.algorithm': 'radial',
    'elk.radial.compactor': 'NONE',
    'elk.spacing.nodeNode': '24',
  },
};

/** The ELK graph of a layout request (pure; tested without a worker). */
export function toElkGraph(input: LayoutInput): ElkNode {
  const known = new Set(input.nodes.map((node) => node.id));
  return {
    id: 'root',
    layoutOptions: layoutOptions[input.algorithm],
    children: input.nodes.map(({ id, width, height }) => ({ id, width, height })),
    edges: input.edges
      .filter(
        (edge) => known.has(edge.source) && known.has(edge.target) && edge.source !== edge.target,
      )
      .map((edge) => ({ id: edge.id, sources: [edge.source], targets: [edge.target] })),
  };
}

/** Top-left positions of the laid-out nodes. */
export function positionsOf(result: ElkNode): Positions {
  const positions: Positions = new Map();
  for (const child of result.children ?? [])
    positions.set(child.id, { x: child.x ?? 0, y: child.y ?? 0 });
  return positions;
}

const workerFactory = () =>
  new Worker(new URL('../../../workers/elk-layout.worker.ts', import.meta.url), {
    type: 'module',
    name: 'elk-layout',
  });
let elk: InstanceType<typeof ELK> | null = null;

/**
 * A small branching graph (a chain of ten with a fork and a loop back): its
 * layered layout runs every phase ELK uses for a dialog once.
 */
export function warmUpInput(): LayoutInput {
  const nodes = Array.from({ length: 12 }, (_, index) => ({
    id: `w${index}`,
    width: 240,
    height: 120,
  }));
  const edges = nodes
    .slice(1)
    .map((node, index) => ({ id: `e${index}`, source: `w${index}`, target: node.id }));
  edges.push(
    { id: 'fork', source: 'w2', target: 'w7' },
    { id: 'loop', source: 'w9', target: 'w4' },
  );
  return { algorithm: 'layered', nodes, edges };
}

/**
 * Starts the ELK worker and lays a small graph out in it, so the first layout a
 * user asks for does not also pay for loading ELK into a new worker and its
 * first, unoptimised run (dialogs bench, 300 nodes: 552 ms on a cold worker
 * against 288 warm). Does nothing when a worker is already up or none can start.
 */
export function warmLayoutWorker(): void {
  if (elk || typeof Worker === 'undefined') return;
  layoutGraph(warmUpInput()).catch(() => undefined);
}

/**
 * Lays a graph out in the ELK worker. Aborting terminates the worker (ELK
 * cannot stop a running layout otherwise) and the next call starts a fresh one.
 */
export async function layoutGraph(input: LayoutInput, signal?: AbortSignal): Promise<Positions> {
  if (signal?.aborted) throw signal.reason;
  const engine = (elk ??= new ELK({ workerFactory }));
  let onAbort = () => {};
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => {
      engine.terminateWorker();
      if (elk === engine) elk = null;
      reject(signal?.reason ?? new DOMException('The layout was cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return positionsOf(await Promise.race([engine.layout(toElkGraph(input)), aborted]));
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
