import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  DialogKind,
  DialogNode,
  DialogNodeKind,
} from '../../../../../shared/dialogs/dialog-graph';
import { confirmDelete } from '../../../../components/confirm';
import type { GraphHistory } from '../../hooks/use-graph-history';
import { useAutoLayout } from '../../hooks/use-auto-layout';
import { useBuilderShortcuts } from '../../hooks/use-builder-shortcuts';
import { useDialogWarnings } from '../../hooks/use-dialog-warnings';
import type { PlayLanguage } from '../../hooks/use-play-language';
import type { DialogFlowNode } from '../../model/flow-elements';
import type { GraphEdit } from '../../model/graph-edits';
import { createNode } from '../../model/node-factories';
import {
  estimatedNodeSize,
  openOutputOf,
  placeNewNode,
  type Box,
} from '../../model/node-placement';
import { DialogPlayer } from '../player/DialogPlayer';
import { DialogLookupContext, type DialogLookup } from '../nodes/dialog-lookup';
import { PlayHeatContext } from '../heat/play-heat-context';
import { PlayHeatSummary } from '../heat/PlayHeatSummary';
import type { PlayHeat } from '../../model/play-heat';
import { LinearNodeList } from '../linear/LinearNodeList';
import { BuilderCanvas } from './BuilderCanvas';
import { BuilderToolbar } from './BuilderToolbar';
import { NodeInspector, type SpeakerSelectProps } from './NodeInspector';
import { NodeSearch } from './NodeSearch';
import { WarningsPanel } from './WarningsPanel';
import classes from './builder.module.css';

export interface DialogEditorProps {
  kind: DialogKind;
  history: GraphHistory;
  canEdit: boolean;
  lookup: DialogLookup;
  renderSpeakerSelect: (props: SpeakerSelectProps) => ReactNode;
  onSpeakerNamed?: (documentId: string, name: string) => void;
  /** Controls of the page around the editor: save state, export, rename. */
  toolbarExtra?: ReactNode;
  /** The start of a player session: the world's or the sandbox's character pictures. */
  speakerImage?: (documentId: string) => string | null;
  /** The language Play mode plays in (the world's or the sandbox's); null when there is only the source. */
  playLanguage?: PlayLanguage | null;
  /** The playtest heat laid over the nodes (null while it loads); absent while it is off. */
  heatOverlay?: { heat: PlayHeat | null; loading: boolean } | null;
  /** Only the player, for a public world's readers: the builder is the members' workshop. */
  playOnly?: boolean;
}

/**
 * The dialog builder and its player (issue 7): a canvas of nodes and choices
 * for branching dialogs, an ordered list for linear ones, an inspector for the
 * selected node, warnings, and a Play mode that runs the same graph.
 */
/** Where a node's 12 px text reads well: a node brought into view is shown at least this large. */
const readableZoom = 0.8;

export function DialogEditor(props: DialogEditorProps) {
  return (
    <ReactFlowProvider>
      <EditorBody {...props} />
    </ReactFlowProvider>
  );
}

function EditorBody({
  kind,
  history,
  canEdit,
  lookup,
  renderSpeakerSelect,
  onSpeakerNamed,
  toolbarExtra,
  speakerImage,
  playLanguage,
  heatOverlay = null,
  playOnly = false,
}: DialogEditorProps) {
  const { t } = useTranslation();
  const { graph, edit } = history;
  const [chosenMode, setMode] = useState<'build' | 'play'>('build');
  const mode = playOnly ? 'play' : chosenMode;
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const { screenToFlowPosition, fitView, getNodes, getZoom, setCenter } =
    useReactFlow<DialogFlowNode>();
  const warnings = useDialogWarnings(graph, kind, lookup);
  const layout = useAutoLayout(graph, edit);
  const selectedNode =
    selectedIds.length === 1 ? graph.nodes.find((node) => node.id === selectedIds[0]) : undefined;

  useBuilderShortcuts({
    enabled: canEdit && mode === 'build',
    graph,
    selectedIds,
    onEdit: edit,
    undo: history.undo,
    redo: history.redo,
    onPasted: setSelectedIds,
  });

  /** A node's box on the canvas: React Flow's measured size, or an estimate for a node it never drew. */
  const nodeBox = (node: DialogNode, flowNodes: ReadonlyMap<string, DialogFlowNode>): Box => {
    const flow = flowNodes.get(node.id);
    const size =
      flow?.measured?.width && flow.measured.height
        ? { width: flow.measured.width, height: flow.measured.height }
        : estimatedNodeSize(node);
    return { ...(flow?.position ?? node.position), ...size };
  };
  const flowNodesById = () => new Map(getNodes().map((node) => [node.id, node]));
  /** The part of the dialog the canvas shows, in flow coordinates (null for the linear list). */
  const visibleArea = (): Box | null => {
    const canvas = document.querySelector('[data-testid="dialog-canvas"]')?.getBoundingClientRect();
    if (!canvas) return null;
    const from = screenToFlowPosition({ x: canvas.left, y: canvas.top });
    const to = screenToFlowPosition({ x: canvas.right, y: canvas.bottom });
    return { x: from.x, y: from.y, width: to.x - from.x, height: to.y - from.y };
  };
  const centreOn = (box: Box, zoom: number) =>
    void setCenter(box.x + box.width / 2, box.y + box.height / 2, { zoom, duration: 200 });

  // Beside the selected node, or in the middle of the view, never over another node; after a
  // node whose output leads nowhere yet, the new one continues from there.
  const addNode = (nodeKind: DialogNodeKind) => {
    const flowNodes = flowNodesById();
    const view = visibleArea();
    const centre = view
      ? { x: view.x + view.width / 2, y: view.y + view.height / 2 }
      : { x: 0, y: 0 };
    const fresh = createNode(nodeKind, { x: 0, y: 0 });
    const size = estimatedNodeSize(fresh);
    const anchor = selectedNode ? nodeBox(selectedNode, flowNodes) : null;
    const node = {
      ...fresh,
      position: placeNewNode({
        boxes: graph.nodes.map((item) => nodeBox(item, flowNodes)),
        size,
        anchor,
        centre,
      }),
    };
    const output = kind === 'branching' && selectedNode ? openOutputOf(selectedNode) : null;
    const edits: GraphEdit[] = [{ type: 'addNodes', nodes: [node] }];
    if (selectedNode && output)
      edits.push({ type: 'connect', sourceId: selectedNode.id, handle: output, targetId: node.id });
    edit(edits);
    setSelectedIds([node.id]);
    const box = { ...node.position, ...size };
    const inView =
      view &&
      box.x >= view.x &&
      box.y >= view.y &&
      box.x + box.width <= view.x + view.width &&
      box.y + box.height <= view.y + view.height;
    if (view && !inView) centreOn(box, getZoom());
  };

  const confirmDeleteNodes = useCallback(
    (count: number) => confirmDelete({ text: t('DIALOGS.DELETE_NODES_TEXT', { count }) }),
    [t],
  );
  const deleteSelected = async () => {
    if (selectedIds.length > 0 && (await confirmDeleteNodes(selectedIds.length))) {
      edit({ type: 'deleteNodes', nodeIds: selectedIds });
      setSelectedIds([]);
    }
  };
  // React Flow reports a selection set from here back unchanged: the same array then renders nothing.
  const selectNodes = useCallback(
    (ids: string[]) =>
      setSelectedIds((current) =>
        current.length === ids.length && ids.every((id) => current.includes(id)) ? current : ids,
      ),
    [],
  );
  /** Selects a node (from a warning or the search) and brings it to the middle of the view, readable. */
  const focusNode = (nodeId: string) => {
    setSelectedIds([nodeId]);
    const node = graph.nodes.find((item) => item.id === nodeId);
    if (!node) return;
    if (kind === 'branching')
      centreOn(nodeBox(node, flowNodesById()), Math.max(getZoom(), readableZoom));
    else
      document
        .querySelector(`[data-testid="linear-list"] [data-node-id="${CSS.escape(nodeId)}"]`)
        ?.scrollIntoView({ block: 'nearest' });
  };

  const warningsByNode = useMemo(() => warnings.byNode, [warnings]);

  return (
    <DialogLookupContext.Provider value={lookup}>
      <PlayHeatContext.Provider value={heatOverlay?.heat ?? null}>
        <Stack gap="sm">
          <BuilderToolbar
            canEdit={canEdit && mode === 'build'}
            onAdd={addNode}
            onUndo={history.undo}
            onRedo={history.redo}
            canUndo={history.canUndo}
            canRedo={history.canRedo}
            layout={
              kind === 'branching' && mode === 'build'
                ? {
                    ...layout,
                    run: () => void layout.run(),
                    onFit: () => void fitView({ padding: 0.1, duration: 200 }),
                  }
                : undefined
            }
          >
            {!playOnly && (
              <SegmentedControl
                value={mode}
                onChange={(value) => setMode(value as 'build' | 'play')}
                data={[
                  { value: 'build', label: t('DIALOGS.MODE.BUILD') },
                  { value: 'play', label: t('DIALOGS.MODE.PLAY') },
                ]}
                data-testid="editor-mode"
              />
            )}
            {mode === 'build' && graph.nodes.length > 0 && (
              <NodeSearch graph={graph} onChoose={focusNode} />
            )}
            {toolbarExtra}
          </BuilderToolbar>
          {heatOverlay && mode === 'build' && (
            <PlayHeatSummary
              heat={heatOverlay.heat}
              loading={heatOverlay.loading}
              onShowNode={focusNode}
            />
          )}
          {mode === 'play' ? (
            <DialogPlayer
              graph={graph}
              kind={kind}
              lookup={lookup}
              speakerImage={speakerImage}
              language={playLanguage}
            />
          ) : (
            <div className={classes.layout}>
              {kind === 'branching' ? (
                <BuilderCanvas
                  graph={graph}
                  warnings={warningsByNode}
                  canEdit={canEdit}
                  selectedIds={selectedIds}
                  onEdit={edit}
                  onSelect={selectNodes}
                  confirmDeleteNodes={confirmDeleteNodes}
                  newNodeKind="text"
                />
              ) : (
                <LinearNodeList
                  graph={graph}
                  warnings={warningsByNode}
                  canEdit={canEdit}
                  selectedId={selectedNode?.id ?? null}
                  onSelect={(id) => setSelectedIds([id])}
                  onEdit={edit}
                />
              )}
              <Stack gap="sm" className={classes.side}>
                <WarningsPanel warnings={warnings.list} onFocus={focusNode} />
                <Paper withBorder p="sm" radius="md">
                  {selectedNode ? (
                    <NodeInspector
                      node={selectedNode}
                      graph={graph}
                      kind={kind}
                      canEdit={canEdit}
                      onEdit={edit}
                      onDelete={() => void deleteSelected()}
                      renderSpeakerSelect={renderSpeakerSelect}
                      onSpeakerNamed={onSpeakerNamed}
                    />
                  ) : (
                    <Text size="sm" c="dimmed" data-testid="inspector-empty">
                      {selectedIds.length > 1
                        ? t('DIALOGS.INSPECTOR.MANY_SELECTED', { count: selectedIds.length })
                        : graph.nodes.length === 0
                          ? t('DIALOGS.INSPECTOR.EMPTY_DIALOG')
                          : t('DIALOGS.INSPECTOR.SELECT_NODE')}
                    </Text>
                  )}
                </Paper>
              </Stack>
            </div>
          )}
        </Stack>
      </PlayHeatContext.Provider>
    </DialogLookupContext.Provider>
  );
}
