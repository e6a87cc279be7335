import '@xyflow/react/dist/style.css';
import {
  Controls,
  ReactFlow,
  useNodesState,
  useReactFlow,
  useStoreApi,
  type Connection,
  type Edge,
  type InternalNode,
  type NodeMouseHandler,
  type OnNodeDrag,
  type OnConnectEnd,
  type OnInit,
  type OnSelectionChangeParams,
} from '@xyflow/react';
import { useHotkeys } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowMiniMap } from '../../../../canvas/react/FlowMiniMap';
import { useKeyMoves } from '../../../../components/use-key-moves';
import { flowProOptions, useFlowLabels } from '../../../../components/flow-labels';
import { useZoomingAttribute } from '../../../../canvas/react/use-zooming-attribute';
import { FlowOverview, useOverviewActive } from '../../../../canvas/react/FlowOverview';
import { useDetailEdgeAt, useOverviewNodeAt } from '../../../../canvas/react/use-canvas-hits';
import type { DetailEdgeStyle, OverviewNodeStyle } from '../../../../canvas/react/flow-scene';
import type { DialogGraph, DialogNodeKind } from '../../../../../shared/dialogs/dialog-graph';
import {
  createFlowEdgeMerger,
  createFlowNodeBuilder,
  flowEdges,
  mergeFlowNodes,
  nextHandle,
  type DialogFlowNode,
  type DialogNodeData,
} from '../../model/flow-elements';
import { dialogNodeAriaLabel } from '../../model/node-aria-label';
import type { GraphEdit, SourceHandle } from '../../model/graph-edits';
import { createNode } from '../../model/node-factories';
import { useResolvedColorScheme } from '../../../../lib/color-scheme';
import { useStableHandler } from '../../../../lib/use-stable-handler';
import { useDialogLookup } from '../nodes/dialog-lookup';
import { usePlayHeat } from '../heat/play-heat-context';
import type { PlayHeat } from '../../model/play-heat';
import { nodeColors, nodeTypes } from '../nodes/node-registry';
import { OverviewContext } from '../nodes/overview-shell';
import { PhoneStartView } from './PhoneStartView';
import classes from './builder.module.css';

interface Props {
  graph: DialogGraph;
  warnings: ReadonlyMap<string, readonly string[]>;
  canEdit: boolean;
  onEdit: (edits: GraphEdit | readonly GraphEdit[]) => void;
  /** The selection the editor holds; set from outside (a new node, a search, a warning) it selects on the canvas too. */
  selectedIds?: readonly string[];
  onSelect: (nodeIds: string[]) => void;
  /** Asked before nodes are deleted (SPEC §4 "Are you sure"); edges go without asking, undo brings them back. */
  confirmDeleteNodes: (count: number) => Promise<boolean>;
  /** The kind a connection dropped on empty canvas creates. */
  newNodeKind: DialogNodeKind;
  onInit?: OnInit<DialogFlowNode>;
}

/** React Flow gets no edges: they are drawn on the overview canvas (see `edgeLines`). Module level: a new array is a change. */
const noEdges: Edge[] = [];

/**
 * Below this zoom a node's 12 px text is under 6 px tall, too small to read:
 * one canvas draws the dialog as coloured boxes and lines (FlowOverview) and
 * Chromium skips React Flow's nodes and edges (builder.module.css); a click on
 * a box selects its node. Dialogs bench, 300 nodes at overview: busy p50 ~45 ms
 * a frame before, under the 16.7 ms of a frame after. From 0.35 to 0.5 the
 * zoom-1 script's zoom frames went 53 -> 42 ms p95: each step out there mounted
 * the dozens of cards coming into view.
 */
const overviewZoom = 0.5;
/** A small dialog stays React Flow's own nodes at any zoom (cheap, and draggable there). */
const overviewMinNodes = 100;

/** A node's kind colour, in the overview and the minimap. */
const kindColor = (node: InternalNode<DialogFlowNode>) =>
  nodeColors[node.type ?? 'text'] ?? nodeColors.text;
/** Kind colour; the start node rings green and a node with warnings orange (selection rings blue above both). */
const overviewNodeStyle = (node: InternalNode<DialogFlowNode>): OverviewNodeStyle => ({
  fill: kindColor(node),
  ring: node.data.isStart
    ? 'var(--mantine-color-green-5)'
    : node.data.warnings.length > 0
      ? 'var(--mantine-color-orange-5)'
      : null,
});
/** With the playtest heat on, a node no tester reached rings red in the overview as on its card. */
const heatOverviewStyle =
  (heat: PlayHeat) =>
  (node: InternalNode<DialogFlowNode>): OverviewNodeStyle => {
    const style = overviewNodeStyle(node);
    return heat.nodes.get(node.id) === 0 ? { ...style, ring: 'var(--mantine-color-red-5)' } : style;
  };
const overviewEdgeColor = () => 'var(--app-link-line)';
/**
 * The links between nodes, drawn by the overview canvas at every zoom, from a
 * choice's handle to the target's, in right angles, with an arrowhead. As
 * React Flow's SVG edges, each mounted edge ran its store selectors on every
 * frame of a pan and the edges mounted again as the view moved (dialogs
 * bench, zoom-1 pan: busy p50 18.1 ms with them, 11.4 with no links at all;
 * drawn here they cost little script, on the canvas that draws the dots
 * anyway). A pane click selects the edge under it (`edgeAt`);
 * the inspector's target fields edit links from the keyboard.
 */
const edgeLines: DetailEdgeStyle = {
  label: () => null,
  arrow: () => true,
  labelColor: 'var(--mantine-color-text)',
  labelBackground: 'var(--app-panel)',
  route: 'step',
};
const multiSelectKeys = ['Shift', 'Meta', 'Control'];
const deleteKeys = ['Delete', 'Backspace'];
const isMultiSelect = (event: React.MouseEvent) => event.shiftKey || event.metaKey || event.ctrlKey;
/** The dotted backdrop, drawn by the overview canvas (React Flow's `<Background>` repainted the whole view each frame). */
const backdropDots = { gap: 24, color: 'var(--app-canvas-dots)' };

const handleOf = (sourceHandle: string | null | undefined): SourceHandle =>
  !sourceHandle || sourceHandle === nextHandle
    ? { kind: 'next' }
    : { kind: 'choice', choiceId: sourceHandle };

/**
 * The branching dialog on React Flow. The graph is the source of truth: the
 * canvas keeps only what changes while a pointer moves (positions during a
 * drag, selection) and hands every finished change back as a graph edit.
 */
export function BuilderCanvas({
  graph,
  warnings,
  canEdit,
  selectedIds,
  onEdit,
  onSelect,
  confirmDeleteNodes,
  newNodeKind,
  onInit,
}: Props) {
  const { t } = useTranslation();
  const flowLabels = useFlowLabels();
  const colorScheme = useResolvedColorScheme();
  const { screenToFlowPosition } = useReactFlow();
  const { documents } = useDialogLookup();
  const heat = usePlayHeat();
  const overviewStyle = useMemo(() => (heat ? heatOverviewStyle(heat) : overviewNodeStyle), [heat]);
  // A focused node is named from its card's text (a new language or speaker list names them all again).
  const labelOf = useCallback(
    (data: DialogNodeData) => {
      const speakerId = data.node.speakerId;
      const speaker = speakerId
        ? (documents.get(speakerId)?.name ?? t('DIALOGS.UNKNOWN_DOCUMENT'))
        : null;
      return dialogNodeAriaLabel(t, data, speaker);
    },
    [t, documents],
  );
  const buildNodes = useMemo(() => createFlowNodeBuilder(labelOf), [labelOf]);
  const selected = useRef(new Set<string>());
  const [nodes, setNodes, onNodesChange] = useNodesState<DialogFlowNode>([]);
  const [selectedEdges, setSelectedEdges] = useState<ReadonlySet<string>>(new Set());
  const mergeEdges = useMemo(() => createFlowEdgeMerger(), []);
  const edges = useMemo(
    () => mergeEdges(flowEdges(graph, selectedEdges)),
    [graph, selectedEdges, mergeEdges],
  );
  const edgeAt = useDetailEdgeAt<DialogFlowNode>(edges, edgeLines);
  // The one zoom selector: this component renders again only when the level of detail flips.
  const far = useOverviewActive(overviewZoom, overviewMinNodes);
  const store = useStoreApi<DialogFlowNode>();
  const overviewNodeAt = useOverviewNodeAt<DialogFlowNode>();
  // Zoomed out the nodes are not rendered: a click on the overview's box selects its node (the pane click cleared the rest).
  const selectOnOverview = (event: React.MouseEvent) => {
    const node = overviewNodeAt(event);
    if (node) store.getState().addSelectedNodes([node.id]);
  };
  // Zoomed in, a click on an edge's line selects it; with Shift, Ctrl or Cmd it joins (or leaves) the selection.
  const onPaneClick = useStableHandler((event: React.MouseEvent) => {
    if (far) {
      setSelectedEdges(new Set());
      selectOnOverview(event);
      return;
    }
    const edge = edgeAt(event);
    setSelectedEdges((current) => {
      if (!edge) return current.size === 0 || isMultiSelect(event) ? current : new Set();
      if (!isMultiSelect(event)) return new Set([edge.id]);
      const next = new Set(current);
      if (next.has(edge.id)) next.delete(edge.id);
      else next.add(edge.id);
      return next;
    });
  });
  // The pointer over an edge's line shows it can be clicked (set on the element: no render per move).
  // Not while a button is down: a node drag or a pan moves over the pane too, and the hit test
  // walks every edge (dialogs profile, drag with the CPU throttled 3×: ~2.6 ms of each move's event).
  const wrapper = useRef<HTMLDivElement>(null);
  useZoomingAttribute(wrapper);
  const onPaneMouseMove = useStableHandler((event: React.MouseEvent) => {
    const over = !far && event.buttons === 0 && edgeAt(event) !== undefined;
    if (wrapper.current && (wrapper.current.dataset['overEdge'] === 'true') !== over)
      wrapper.current.dataset['overEdge'] = String(over);
  });
  const onNodeClick: NodeMouseHandler<DialogFlowNode> = useCallback((event) => {
    if (!isMultiSelect(event))
      setSelectedEdges((current) => (current.size === 0 ? current : new Set()));
  }, []);

  // A selection made outside the canvas: React Flow then reports it back through onSelectionChange, unchanged.
  useEffect(() => {
    if (!selectedIds) return;
    const wanted = new Set(selectedIds);
    if (
      wanted.size === selected.current.size &&
      selectedIds.every((id) => selected.current.has(id))
    )
      return;
    selected.current = wanted;
    setNodes((previous) =>
      previous.map((node) =>
        Boolean(node.selected) === wanted.has(node.id)
          ? node
          : { ...node, selected: wanted.has(node.id) },
      ),
    );
  }, [selectedIds, setNodes]);

  useEffect(() => {
    setNodes((previous) => mergeFlowNodes(previous, buildNodes(graph, warnings, selected.current)));
  }, [graph, warnings, buildNodes, setNodes]);

  const onSelectionChange = useCallback(
    ({ nodes: picked }: OnSelectionChangeParams) => {
      selected.current = new Set(picked.map((node) => node.id));
      onSelect([...selected.current]);
    },
    [onSelect],
  );

  /** The edits that cut the selected edges (their choices or "next" lead nowhere). */
  const cutSelectedEdges = (): GraphEdit[] =>
    edges
      .filter((edge) => edge.selected)
      .map((edge) => ({
        type: 'connect',
        sourceId: edge.source,
        handle: handleOf(edge.sourceHandle),
        targetId: null,
      }));

  // React Flow deletes the selected nodes (onDelete cuts the selected edges with them, as one edit);
  // selected edges alone are cut here, as React Flow would with its own edges: no question, undo brings them back.
  const deleteSelectedEdges = useStableHandler(() => {
    if (!canEdit || store.getState().nodes.some((node) => node.selected)) return;
    const edits = cutSelectedEdges();
    if (edits.length === 0) return;
    setSelectedEdges(new Set());
    onEdit(edits);
  });
  useHotkeys(
    useMemo(
      () => [
        ['Delete', deleteSelectedEdges],
        ['Backspace', deleteSelectedEdges],
      ],
      [deleteSelectedEdges],
    ),
  );

  // Every handler handed to React Flow keeps its identity (useStableHandler says why).
  const onConnect = useStableHandler((connection: Connection) =>
    onEdit({
      type: 'connect',
      sourceId: connection.source,
      handle: handleOf(connection.sourceHandle),
      targetId: connection.target,
    }),
  );

  // A connection dropped on empty canvas makes a new node there, already linked.
  const onConnectEnd: OnConnectEnd = useStableHandler((event, state) => {
    if (state.isValid || !state.fromNode || state.fromHandle?.type !== 'source') return;
    const point = 'changedTouches' in event ? event.changedTouches[0] : event;
    if (!point) return;
    const node = createNode(
      newNodeKind,
      screenToFlowPosition({ x: point.clientX, y: point.clientY }),
    );
    onEdit([
      { type: 'addNodes', nodes: [node] },
      {
        type: 'connect',
        sourceId: state.fromNode.id,
        handle: handleOf(state.fromHandle.id),
        targetId: node.id,
      },
    ]);
  });

  const onBeforeDelete = useStableHandler(
    async ({ nodes: doomed }: { nodes: DialogFlowNode[]; edges: Edge[] }) =>
      doomed.length === 0 || confirmDeleteNodes(doomed.length),
  );

  // Deleting nodes unlinks everything that led to them (graph-edits), and cuts the selected edges in the same edit.
  const onDelete = useStableHandler(
    ({ nodes: gone }: { nodes: DialogFlowNode[]; edges: Edge[] }) => {
      if (gone.length === 0) return;
      setSelectedEdges(new Set());
      onEdit([
        ...cutSelectedEdges(),
        { type: 'deleteNodes', nodeIds: gone.map((node) => node.id) },
      ]);
    },
  );

  const onNodeDragStop: OnNodeDrag<DialogFlowNode> = useStableHandler((_event, _node, moved) =>
    onEdit({
      type: 'moveNodes',
      positions: Object.fromEntries(moved.map((node) => [node.id, node.position])),
    }),
  );
  // Nodes moved with the arrow keys go into the graph as dragged ones do.
  const keyMoves = useKeyMoves(onNodesChange, (positions) => {
    if (canEdit) onEdit({ type: 'moveNodes', positions });
  });

  return (
    <div
      ref={wrapper}
      className={`${classes.canvas} ${far ? classes.far : ''}`}
      data-testid="dialog-canvas"
      data-nodes={graph.nodes.length}
      data-far={far || undefined}
      data-selected-edges={selectedEdges.size}
      {...keyMoves.keyHandlers}
    >
      <OverviewContext.Provider value={far}>
        <ReactFlow
          nodes={nodes}
          edges={noEdges}
          nodeTypes={nodeTypes}
          onNodesChange={keyMoves.onNodesChange}
          onNodeClick={onNodeClick}
          onNodeDragStop={onNodeDragStop}
          onSelectionChange={onSelectionChange}
          onPaneClick={onPaneClick}
          onPaneMouseMove={onPaneMouseMove}
          onConnect={onConnect}
          onConnectEnd={canEdit ? onConnectEnd : undefined}
          onBeforeDelete={onBeforeDelete}
          onDelete={onDelete}
          onInit={onInit}
          nodesDraggable={canEdit}
          nodesConnectable={canEdit}
          deleteKeyCode={canEdit ? deleteKeys : null}
          multiSelectionKeyCode={multiSelectKeys}
          // Only the cards in view are mounted: Chromium layerizes and commits every
          // mounted card's paint chunks on each frame of a pan, seen or not (RelationsGraph).
          onlyRenderVisibleElements
          minZoom={0.05}
          maxZoom={2}
          fitView
          proOptions={flowProOptions}
          ariaLabelConfig={flowLabels}
          colorMode={colorScheme}
        >
          <FlowOverview
            belowZoom={overviewZoom}
            minNodes={overviewMinNodes}
            nodeStyle={overviewStyle}
            edgeColor={overviewEdgeColor}
            dots={backdropDots}
            edges={edges}
            detailEdges={edgeLines}
          />
          <PhoneStartView startNodeId={graph.startNodeId} />
          <Controls showInteractive={false} />
          {/* React Flow's SVG minimap cost 7–9 ms of main thread a frame of a pan (dialogs bench). */}
          <FlowMiniMap
            nodeColor={kindColor}
            label={t('DIALOGS.MINIMAP')}
            className={classes.minimap}
          />
        </ReactFlow>
      </OverviewContext.Provider>
    </div>
  );
}
