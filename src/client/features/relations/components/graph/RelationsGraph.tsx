import '@xyflow/react/dist/style.css';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Controls,
  ReactFlow,
  ReactFlowProvider,
  useNodesState,
  useReactFlow,
  useStore,
  type Edge,
  type InternalNode,
  type NodeMouseHandler,
  type OnInit,
  type OnNodeDrag,
} from '@xyflow/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { flowProOptions, useFlowLabels } from '../../../../components/flow-labels';
import { useKeyMoves } from '../../../../components/use-key-moves';
import { FlowOverview, useOverviewActive } from '../../../../canvas/react/FlowOverview';
import { useOverviewNodeAt } from '../../../../canvas/react/use-canvas-hits';
import type { DetailEdgeStyle, OverviewNodeStyle } from '../../../../canvas/react/flow-scene';
import { useZoomingAttribute } from '../../../../canvas/react/use-zooming-attribute';
import { useResolvedColorScheme } from '../../../../lib/color-scheme';
import { boundsOf, type Rect } from '../../../../canvas/model/geometry';
import type { Graph, GraphPosition } from '../../../../../shared/schemas/relation';
import { graphQueryOptions, useGraph } from '../../api/get-graph';
import { saveGraphPositions } from '../../api/save-graph-positions';
import { useGraphLayout } from '../../hooks/use-graph-layout';
import { flowEdges, flowNodes, nodeSize } from '../../model/flow-elements';
import { documentNodeAriaLabels } from '../../model/node-aria-label';
import { readGraphParams, writeGraphParams, type GraphParams } from '../../model/graph-params';
import { filterGraph, focusGraph } from '../../model/graph-view';
import { mergePins, type Pins } from '../../model/pins';
import { nodeTypes, type DocumentFlowNode } from './DocumentNode';
import { GraphToolbar } from './GraphToolbar';
import classes from './graph.module.css';
import { useWorldDocumentTypes } from '../../../../components/document-types/use-document-types';

interface Props {
  worldId: string;
  /** Writers and owners pin positions for the world; everyone may drag for themselves. */
  canEdit: boolean;
  documentHref: (documentId: string) => string;
}

/**
 * Below this zoom names are under 8 px tall: one canvas draws the graph
 * (FlowOverview: documents as boxes in their type's colour, relations as
 * lines in theirs) and Chromium skips React Flow's nodes and edges
 * (graph.module.css), and React Flow gets no edges at all. A click on a box
 * opens its document. Graph bench, 500 documents at overview: main-thread CPU
 * per frame 28 -> 17 ms.
 */
const farZoom = 0.6;
/** Smaller graphs keep React Flow's own nodes when zoomed out (relation labels hidden). */
const overviewMinNodes = 100;
/**
 * Below this zoom a small graph's documents show without names or pictures
 * (names under 5 px tall; the CSS of `.nameless`). A small world's graph
 * fitted to the view is often zoomed to about 0.5, where names still read.
 */
const namesZoom = 0.4;

const overviewNodeStyle = (node: InternalNode<DocumentFlowNode>): OverviewNodeStyle => ({
  fill: node.data.color,
  ring: node.data.focused ? 'var(--mantine-color-yellow-4)' : null,
});
const overviewEdgeColor = (edge: Edge) =>
  typeof edge.style?.stroke === 'string' ? edge.style.stroke : '#868e96';
/** The dotted backdrop, drawn by the overview canvas (React Flow's `<Background>` repainted the whole view each frame). */
const backdropDots = { gap: 24, color: 'var(--app-canvas-dots)' };
/**
 * The canvas under the nodes draws the relations at every zoom, labels from
 * `farZoom` up, and React Flow gets none: as SVG, 1,500 edges each ran a store
 * selector and painted on every frame of a pan (graph bench, zoom 1: busy p50
 * 19 ms a frame), and a zoom back in past the overview mounted them all in one
 * 220 ms task.
 */
const noEdges: Edge[] = [];
const edgeStyle: DetailEdgeStyle = {
  label: (edge) => (typeof edge.label === 'string' && edge.label !== '' ? edge.label : null),
  arrow: (edge) => edge.data?.['directed'] === true,
  labelColor: 'var(--mantine-color-text)',
  labelBackground: 'var(--app-panel)',
};

/**
 * The relations graph (issue 6): documents as nodes, relations as labelled
 * edges, filtered by relation type, tag and document type, focused on a
 * document's neighbourhood, laid out by ELK in a web worker.
 */
export function RelationsGraph(props: Props) {
  return (
    <ReactFlowProvider>
      <GraphLoader {...props} />
    </ReactFlowProvider>
  );
}

function GraphLoader(props: Props) {
  const { t } = useTranslation();
  const graph = useGraph(props.worldId);
  if (graph.isPending) {
    return (
      <Center h={320}>
        <Loader />
      </Center>
    );
  }
  if (!graph.data) return <Alert color="red">{t('RELATIONS.LOAD_FAILED')}</Alert>;
  if (graph.data.nodes.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center" data-testid="graph-empty">
        <Text c="dimmed">{t('RELATIONS.GRAPH.EMPTY')}</Text>
      </Paper>
    );
  }
  return <GraphCanvas {...props} graph={graph.data} />;
}

interface CanvasProps extends Props {
  graph: Graph;
  /** The React Flow instance once it is ready (the graph bench drives the viewport through it). */
  onInit?: OnInit<DocumentFlowNode>;
}

const pinnedOf = (positions: readonly GraphPosition[]): Pins =>
  new Map(positions.map((position) => [position.documentId, { x: position.x, y: position.y }]));

/** The graph of loaded data: toolbar, canvas and layout. Exported for the graph bench, which feeds it generated worlds. */
export function GraphCanvas({ worldId, canEdit, documentHref, graph, onInit }: CanvasProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { fitView, fitBounds } = useReactFlow();
  const commonFlowLabels = useFlowLabels();
  // What a focused document says it does: Enter opens it (React Flow's own help only selects).
  const flowLabels = useMemo(
    () => ({
      ...commonFlowLabels,
      'node.a11yDescription.keyboardDisabled': t(
        canEdit ? 'RELATIONS.GRAPH.NODE_HELP_EDIT' : 'RELATIONS.GRAPH.NODE_HELP',
      ),
    }),
    [commonFlowLabels, t, canEdit],
  );
  const colorScheme = useResolvedColorScheme();
  const [search, setSearch] = useSearchParams();
  const params = readGraphParams(search);
  const change = (next: Partial<GraphParams>) =>
    setSearch((current) => writeGraphParams(current, next), { replace: true });
  const { typeIds, tagIds, documentTypes, focus, hops, layout: algorithm } = params;
  const filterKey = `${typeIds.join()}|${tagIds.join()}|${documentTypes.join()}`;
  const visible = useMemo(
    () => focusGraph(filterGraph(graph, { typeIds, tagIds, documentTypes }), focus, hops),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filterKey stands for the three lists
    [graph, filterKey, focus, hops],
  );
  const queryClient = useQueryClient();
  const [pinned, setPinned] = useState(() => pinnedOf(graph.positions));
  /** The documents this user pinned here: theirs win over pins others saved meanwhile, the rest follow the server. */
  const [moved, setMoved] = useState<ReadonlySet<string>>(() => new Set());
  /** Pins from the server (a live refresh of the graph) are taken in for the documents this user did not move. */
  const [serverPositions, setServerPositions] = useState(graph.positions);
  if (serverPositions !== graph.positions) {
    setServerPositions(graph.positions);
    setPinned(mergePins(pinnedOf(graph.positions), pinned, moved));
  }
  const layout = useGraphLayout(visible, algorithm, focus);
  const [nodes, setNodes, onNodesChange] = useNodesState<DocumentFlowNode>([]);
  const nameless = useStore((state) => state.transform[2] < namesZoom);
  const overview = useOverviewActive(farZoom, overviewMinNodes);
  const edges = useMemo(() => flowEdges(visible, graph.types), [visible, graph.types]);
  /**
   * The server keeps one set of pins per world and a save replaces it: the
   * pins are read afresh just before saving and only this user's moves go
   * over them, so a pin someone else saved since this page loaded is kept.
   */
  const save = useMutation({
    mutationFn: async ({ mine, moved: ids }: { mine: Pins; moved: ReadonlySet<string> }) => {
      const latest = await queryClient.fetchQuery({ ...graphQueryOptions(worldId), staleTime: 0 });
      const merged = mergePins(pinnedOf(latest.positions), mine, ids);
      return saveGraphPositions(
        worldId,
        [...merged].map(([documentId, point]) => ({
          documentId,
          x: Math.round(point.x),
          y: Math.round(point.y),
        })),
      );
    },
  });
  const unpin = useMutation({ mutationFn: () => saveGraphPositions(worldId, []) });
  const saveSoon = useDebouncedCallback(
    (mine: Pins, ids: ReadonlySet<string>) => save.mutate({ mine, moved: ids }),
    500,
  );
  const wrapper = useRef<HTMLDivElement>(null);
  useZoomingAttribute(wrapper);
  /** The node under the pointer: a refresh mid-drag must not pull it back. */
  const dragging = useRef<string | null>(null);

  /** Where the documents stand, for fitting the view to a new layout. */
  const shownBounds = useRef<Rect | null>(null);
  const types = useWorldDocumentTypes();
  const ariaLabels = useMemo(
    () => documentNodeAriaLabels(t, visible, (type) => types.lookOf(type).name),
    [t, visible, types],
  );
  useEffect(() => {
    const next = flowNodes(
      visible,
      pinned,
      layout.positions,
      focus,
      ariaLabels,
      (type) => types.lookOf(type).color,
    );
    shownBounds.current =
      next.length > 0 ? boundsOf(next.map((node) => ({ ...node.position, ...nodeSize }))) : null;
    setNodes((current) => {
      const held =
        dragging.current === null
          ? undefined
          : current.find((node) => node.id === dragging.current);
      return held
        ? next.map((node) =>
            node.id === held.id
              ? { ...node, position: held.position, dragging: held.dragging }
              : node,
          )
        : next;
    });
  }, [visible, pinned, layout.positions, focus, ariaLabels, types, setNodes]);

  // A new layout (or a new neighbourhood) is shown whole: fitted to where the documents are placed, not
  // to React Flow's nodes, which may not have those places yet in the next frame (a document added by a
  // second hop could be left out of view, and with only the documents in view rendered, never show).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (shownBounds.current) void fitBounds(shownBounds.current, { padding: 0.1, duration: 0 });
    });
    return () => cancelAnimationFrame(frame);
  }, [layout.positions, fitBounds]);

  const onNodeDragStart: OnNodeDrag<DocumentFlowNode> = (_event, node) => {
    dragging.current = node.id;
  };
  /** Pins documents where a drag or the arrow keys left them, for everyone. */
  const pinAt = (positions: Record<string, { x: number; y: number }>) => {
    if (!canEdit) return;
    const next = new Map(pinned);
    const ids = new Set(moved);
    for (const [id, position] of Object.entries(positions)) {
      next.set(id, position);
      ids.add(id);
    }
    setPinned(next);
    setMoved(ids);
    saveSoon(next, ids);
  };
  const onNodeDragStop: OnNodeDrag<DocumentFlowNode> = (_event, node) => {
    dragging.current = null;
    pinAt({ [node.id]: node.position });
  };
  const keyMoves = useKeyMoves(onNodesChange, pinAt);
  /** Enter on a focused document opens it, as a click does. */
  const openOnEnter = (event: React.KeyboardEvent) => {
    const id = (event.target as HTMLElement).closest<HTMLElement>('.react-flow__node')?.dataset[
      'id'
    ];
    if (id && event.key === 'Enter') navigate(documentHref(id));
  };
  const onNodeClick: NodeMouseHandler<DocumentFlowNode> = (_event, node) =>
    navigate(documentHref(node.id));
  const overviewNodeAt = useOverviewNodeAt<DocumentFlowNode>();
  const openFromOverview = (event: React.MouseEvent) => {
    const node = overviewNodeAt(event);
    if (node) navigate(documentHref(node.id));
  };
  const unpinAll = () => {
    setPinned(new Map());
    setMoved(new Set());
    unpin.mutate();
    layout.rerun();
  };

  /**
   * The handlers read this render's state through a ref, so the toolbar and
   * React Flow below keep their props when only the layout state changes:
   * a re-layout (the toolbar's button, a new filter) then re-renders the
   * status pill alone instead of every node in the same task (graph bench:
   * the longest main-thread task while ELK works).
   */
  const latest = useRef({
    onNodeDragStart,
    onNodeDragStop,
    onNodeClick,
    openFromOverview,
    unpinAll,
    change,
  });
  useLayoutEffect(() => {
    latest.current = {
      onNodeDragStart,
      onNodeDragStop,
      onNodeClick,
      openFromOverview,
      unpinAll,
      change,
    };
  });
  const stable = useMemo(
    () => ({
      onNodeDragStart: ((event, node, nodes) =>
        latest.current.onNodeDragStart(event, node, nodes)) as OnNodeDrag<DocumentFlowNode>,
      onNodeDragStop: ((event, node, nodes) =>
        latest.current.onNodeDragStop(event, node, nodes)) as OnNodeDrag<DocumentFlowNode>,
      onNodeClick: ((event, node) =>
        latest.current.onNodeClick(event, node)) as NodeMouseHandler<DocumentFlowNode>,
      openFromOverview: (event: React.MouseEvent) => latest.current.openFromOverview(event),
      unpinAll: () => latest.current.unpinAll(),
      change: (next: Partial<GraphParams>) => latest.current.change(next),
      fit: () => void fitView({ padding: 0.1, duration: 200 }),
    }),
    [fitView],
  );
  const canUnpin = canEdit && pinned.size > 0;
  const toolbar = useMemo(
    () => (
      <GraphToolbar
        graph={graph}
        params={params}
        onChange={stable.change}
        onFit={stable.fit}
        onRelayout={layout.rerun}
        canUnpin={canUnpin}
        onUnpinAll={stable.unpinAll}
        visibleCount={visible.nodes.length}
      />
    ),
    // params is read from `search`, which stands for it
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [graph, search, stable, layout.rerun, canUnpin, visible.nodes.length],
  );
  const flow = useMemo(
    () => (
      <ReactFlow
        nodes={nodes}
        edges={noEdges}
        nodeTypes={nodeTypes}
        onNodesChange={keyMoves.onNodesChange}
        onNodeDragStart={stable.onNodeDragStart}
        onNodeDragStop={stable.onNodeDragStop}
        onNodeClick={stable.onNodeClick}
        onPaneClick={overview ? stable.openFromOverview : undefined}
        nodesConnectable={false}
        // Only the documents in view are mounted: Chromium layerizes and commits every
        // mounted node's paint chunk on each frame of a pan, seen or not (graph bench,
        // zoom 1: 60 ms frame p95 with all 500 mounted, 23 ms with the ~20 in view).
        onlyRenderVisibleElements
        minZoom={0.01}
        maxZoom={2}
        colorMode={colorScheme}
        fitView
        onInit={onInit}
        ariaLabelConfig={flowLabels}
        proOptions={flowProOptions}
      >
        <FlowOverview
          belowZoom={farZoom}
          minNodes={overviewMinNodes}
          nodeStyle={overviewNodeStyle}
          edgeColor={overviewEdgeColor}
          dots={backdropDots}
          edges={edges}
          detailEdges={edgeStyle}
        />
        <Controls showInteractive={false} />
      </ReactFlow>
    ),
    [nodes, overview, keyMoves.onNodesChange, stable, onInit, edges, flowLabels, colorScheme],
  );

  return (
    <Stack gap="sm">
      {toolbar}
      <div
        ref={wrapper}
        className={`${classes.canvas} ${nameless ? classes.nameless : ''} ${overview ? classes.overview : ''}`}
        style={{ position: 'relative' }}
        data-testid="relations-graph"
        data-layout-status={layout.status}
        data-nodes={visible.nodes.length}
        data-edges={visible.edges.length}
        // The benches read how long a layout took here; people are not shown it.
        data-layout-ms={layout.durationMs ?? undefined}
        data-laid-out={layout.laidOutAs ?? undefined}
        onKeyDownCapture={keyMoves.keyHandlers.onKeyDownCapture}
        onKeyDown={(event) => {
          keyMoves.keyHandlers.onKeyDown();
          openOnEnter(event);
        }}
      >
        <LayoutStatus status={layout.status} onCancel={layout.cancel} />
        {flow}
      </div>
      <Group gap="xs">
        <Text size="xs" c="dimmed" data-testid="graph-summary">
          {t('RELATIONS.GRAPH.SUMMARY', {
            nodes: visible.nodes.length,
            edges: visible.edges.length,
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {t(canEdit ? 'RELATIONS.GRAPH.HINT_EDIT' : 'RELATIONS.GRAPH.HINT_VIEW')}
        </Text>
      </Group>
    </Stack>
  );
}

function LayoutStatus({ status, onCancel }: { status: string; onCancel: () => void }) {
  const { t } = useTranslation();
  if (status === 'idle') return null;
  return (
    <Paper
      className={classes.status}
      shadow="md"
      withBorder
      px="md"
      py={6}
      radius="xl"
      data-testid="graph-layout-status"
    >
      <Group gap="sm" wrap="nowrap">
        {status === 'running' && <Loader size="xs" />}
        <Text size="sm">{t(`RELATIONS.GRAPH.STATUS.${status}`)}</Text>
        {status === 'running' && (
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            onClick={onCancel}
            data-testid="graph-layout-cancel"
          >
            {t('COMMON.CANCEL')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
