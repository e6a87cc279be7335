import '@xyflow/react/dist/style.css';
import {
  Controls,
  ReactFlow,
  useNodesState,
  useReactFlow,
  useStoreApi,
  type Connection,
  type Edge,
  type EdgeChange,
  type InternalNode,
  type OnConnectEnd,
  type OnInit,
  type OnSelectionChangeParams,
} from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowMiniMap } from '../../../../components/FlowMiniMap';
import { FlowOverview, useOverviewActive, useOverviewNodeAt, type OverviewNodeStyle } from '../../../../components/FlowOverview';
import type { DialogGraph, DialogNodeKind } from '../../../../../shared/dialogs/dialog-graph';
import { createFlowEdgeMerger, createFlowNodeBuilder, flowEdges, mergeFlowNodes, nextHandle, type DialogFlowNode } from '../../model/flow-elements';
import type { GraphEdit, SourceHandle } from '../../model/graph-edits';
import { createNode } from '../../model/node-factories';
import { nodeColors, nodeTypes } from '../nodes/node-registry';
import { OverviewContext } from '../nodes/overview-shell';
import classes from './builder.module.css';

interface Props {
  graph: DialogGraph;
  warnings: ReadonlyMap<string, readonly string[]>;
  canEdit: boolean;
  onEdit: (edits: GraphEdit | readonly GraphEdit[]) => void;
  onSelect: (nodeIds: string[]) => void;
  /** Asked before nodes are deleted (SPEC §4 "Are you sure"); edges go without asking, undo brings them back. */
  confirmDeleteNodes: (count: number) => Promise<boolean>;
  /** The kind a connection dropped on empty canvas creates. */
  newNodeKind: DialogNodeKind;
  onInit?: OnInit<DialogFlowNode>;
}

/** Module-level: a new object each render makes React Flow re-render every edge (on every drag move). */
const defaultEdgeOptions = { type: 'smoothstep' };

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
const kindColor = (node: InternalNode<DialogFlowNode>) => nodeColors[node.type ?? 'text'] ?? nodeColors.text;
/** Kind colour; the start node rings green and a node with warnings orange (selection rings blue above both). */
const overviewNodeStyle = (node: InternalNode<DialogFlowNode>): OverviewNodeStyle => ({
  fill: kindColor(node),
  ring: node.data.isStart ? 'var(--mantine-color-green-5)' : node.data.warnings.length > 0 ? 'var(--mantine-color-orange-5)' : null,
});
const overviewEdgeColor = () => 'var(--mantine-color-gray-5)';
/** The dotted backdrop, drawn by the overview canvas (React Flow's `<Background>` repainted the whole view each frame). */
const backdropDots = { gap: 24, color: 'var(--xy-background-pattern-dots-color-default)' };

const handleOf = (sourceHandle: string | null | undefined): SourceHandle =>
  !sourceHandle || sourceHandle === nextHandle ? { kind: 'next' } : { kind: 'choice', choiceId: sourceHandle };

/**
 * The branching dialog on React Flow. The graph is the source of truth: the
 * canvas keeps only what changes while a pointer moves (positions during a
 * drag, selection) and hands every finished change back as a graph edit.
 */
export function BuilderCanvas({ graph, warnings, canEdit, onEdit, onSelect, confirmDeleteNodes, newNodeKind, onInit }: Props) {
  const { t } = useTranslation();
  const { screenToFlowPosition } = useReactFlow();
  const buildNodes = useMemo(() => createFlowNodeBuilder(), []);
  const selected = useRef(new Set<string>());
  const [nodes, setNodes, onNodesChange] = useNodesState<DialogFlowNode>([]);
  const [selectedEdges, setSelectedEdges] = useState<ReadonlySet<string>>(new Set());
  const mergeEdges = useMemo(() => createFlowEdgeMerger(), []);
  const edges = useMemo(() => mergeEdges(flowEdges(graph, selectedEdges)), [graph, selectedEdges, mergeEdges]);
  // The one zoom selector: this component renders again only when the level of detail flips.
  const far = useOverviewActive(overviewZoom, overviewMinNodes);
  const store = useStoreApi<DialogFlowNode>();
  const overviewNodeAt = useOverviewNodeAt<DialogFlowNode>();
  // Zoomed out the nodes are not rendered: a click on the overview's box selects its node (the pane click cleared the rest).
  const selectOnOverview = (event: React.MouseEvent) => {
    const node = overviewNodeAt(event);
    if (node) store.getState().addSelectedNodes([node.id]);
  };

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

  // Edges are derived from the graph; only their selection lives here.
  const onEdgesChange = useCallback((changes: EdgeChange[]) => {
    setSelectedEdges((current) => {
      let next: Set<string> | null = null;
      for (const change of changes) {
        if (change.type !== 'select' || current.has(change.id) === change.selected) continue;
        next ??= new Set(current);
        if (change.selected) next.add(change.id);
        else next.delete(change.id);
      }
      return next ?? current;
    });
  }, []);

  const onConnect = (connection: Connection) =>
    onEdit({ type: 'connect', sourceId: connection.source, handle: handleOf(connection.sourceHandle), targetId: connection.target });

  // A connection dropped on empty canvas makes a new node there, already linked.
  const onConnectEnd: OnConnectEnd = (event, state) => {
    if (state.isValid || !state.fromNode || state.fromHandle?.type !== 'source') return;
    const point = 'changedTouches' in event ? event.changedTouches[0] : event;
    if (!point) return;
    const node = createNode(newNodeKind, screenToFlowPosition({ x: point.clientX, y: point.clientY }));
    onEdit([
      { type: 'addNodes', nodes: [node] },
      { type: 'connect', sourceId: state.fromNode.id, handle: handleOf(state.fromHandle.id), targetId: node.id },
    ]);
  };

  const onBeforeDelete = async ({ nodes: doomed }: { nodes: DialogFlowNode[]; edges: Edge[] }) =>
    doomed.length === 0 || confirmDeleteNodes(doomed.length);

  const onDelete = ({ nodes: gone, edges: cut }: { nodes: DialogFlowNode[]; edges: Edge[] }) => {
    const edits: GraphEdit[] = cut.map((edge) => ({
      type: 'connect',
      sourceId: edge.source,
      handle: handleOf(edge.sourceHandle),
      targetId: null,
    }));
    if (gone.length > 0) edits.push({ type: 'deleteNodes', nodeIds: gone.map((node) => node.id) });
    if (edits.length > 0) onEdit(edits);
  };

  return (
    <div className={`${classes.canvas} ${far ? classes.far : ''}`} data-testid="dialog-canvas" data-nodes={graph.nodes.length} data-far={far || undefined}>
      <OverviewContext.Provider value={far}>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          onNodesChange={onNodesChange}
          onEdgesChange={onEdgesChange}
          onNodeDragStop={(_event, _node, moved) =>
            onEdit({ type: 'moveNodes', positions: Object.fromEntries(moved.map((node) => [node.id, node.position])) })
          }
          onSelectionChange={onSelectionChange}
          onPaneClick={far ? selectOnOverview : undefined}
          onConnect={onConnect}
          onConnectEnd={canEdit ? onConnectEnd : undefined}
          onBeforeDelete={onBeforeDelete}
          onDelete={onDelete}
          onInit={onInit}
          nodesDraggable={canEdit}
          nodesConnectable={canEdit}
          deleteKeyCode={canEdit ? ['Delete', 'Backspace'] : null}
          multiSelectionKeyCode={['Shift', 'Meta', 'Control']}
          defaultEdgeOptions={defaultEdgeOptions}
          // Only the cards and edges in view are mounted: Chromium layerizes and commits every
          // mounted card's paint chunks on each frame of a pan, seen or not (RelationsGraph).
          onlyRenderVisibleElements
          minZoom={0.05}
          maxZoom={2}
          fitView
          proOptions={{ hideAttribution: true }}
          colorMode="dark"
        >
          <FlowOverview belowZoom={overviewZoom} minNodes={overviewMinNodes} nodeStyle={overviewNodeStyle} edgeColor={overviewEdgeColor} dots={backdropDots} />
          <Controls showInteractive={false} />
          {/* React Flow's SVG minimap cost 7–9 ms of main thread a frame of a pan (dialogs bench). */}
          <FlowMiniMap nodeColor={kindColor} label={t('DIALOGS.MINIMAP')} className={classes.minimap} />
        </ReactFlow>
      </OverviewContext.Provider>
    </div>
  );
}
