import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogKind, DialogNodeKind } from '../../../../../shared/dialogs/dialog-graph';
import { confirmDelete } from '../../../../components/confirm';
import type { GraphHistory } from '../../hooks/use-graph-history';
import { useAutoLayout } from '../../hooks/use-auto-layout';
import { useBuilderShortcuts } from '../../hooks/use-builder-shortcuts';
import { useDialogWarnings } from '../../hooks/use-dialog-warnings';
import { createNode } from '../../model/node-factories';
import { DialogPlayer } from '../player/DialogPlayer';
import { DialogLookupContext, type DialogLookup } from '../nodes/dialog-lookup';
import { LinearNodeList } from '../linear/LinearNodeList';
import { BuilderCanvas } from './BuilderCanvas';
import { BuilderToolbar } from './BuilderToolbar';
import { NodeInspector, type SpeakerSelectProps } from './NodeInspector';
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
}

/**
 * The dialog builder and its player (issue 7): a canvas of nodes and choices
 * for branching dialogs, an ordered list for linear ones, an inspector for the
 * selected node, warnings, and a Play mode that runs the same graph.
 */
export function DialogEditor(props: DialogEditorProps) {
  return (
    <ReactFlowProvider>
      <EditorBody {...props} />
    </ReactFlowProvider>
  );
}

function EditorBody({ kind, history, canEdit, lookup, renderSpeakerSelect, onSpeakerNamed, toolbarExtra, speakerImage }: DialogEditorProps) {
  const { t } = useTranslation();
  const { graph, edit } = history;
  const [mode, setMode] = useState<'build' | 'play'>('build');
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const { screenToFlowPosition, fitView } = useReactFlow();
  const warnings = useDialogWarnings(graph, kind, lookup);
  const layout = useAutoLayout(graph, edit);
  const selectedNode = selectedIds.length === 1 ? graph.nodes.find((node) => node.id === selectedIds[0]) : undefined;

  useBuilderShortcuts({
    enabled: canEdit && mode === 'build',
    graph,
    selectedIds,
    onEdit: edit,
    undo: history.undo,
    redo: history.redo,
    onPasted: setSelectedIds,
  });

  const addNode = (nodeKind: DialogNodeKind) => {
    const canvas = document.querySelector('[data-testid="dialog-canvas"]')?.getBoundingClientRect();
    const centre = canvas
      ? screenToFlowPosition({ x: canvas.left + canvas.width / 2, y: canvas.top + canvas.height / 2 })
      : { x: 0, y: graph.nodes.length * 140 };
    const node = createNode(nodeKind, { x: centre.x - 120 + (graph.nodes.length % 5) * 16, y: centre.y - 60 + (graph.nodes.length % 5) * 16 });
    edit({ type: 'addNodes', nodes: [node] });
    setSelectedIds([node.id]);
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
  const selectNodes = useCallback((ids: string[]) => setSelectedIds(ids), []);
  const focusNode = (nodeId: string) => {
    setSelectedIds([nodeId]);
    if (kind === 'branching') void fitView({ nodes: [{ id: nodeId }], duration: 200, maxZoom: 1.2 });
  };

  const warningsByNode = useMemo(() => warnings.byNode, [warnings]);

  return (
    <DialogLookupContext.Provider value={lookup}>
      <Stack gap="sm">
        <BuilderToolbar
          canEdit={canEdit && mode === 'build'}
          onAdd={addNode}
          onUndo={history.undo}
          onRedo={history.redo}
          canUndo={history.canUndo}
          canRedo={history.canRedo}
          layout={kind === 'branching' && mode === 'build' ? { ...layout, run: () => void layout.run(), onFit: () => void fitView({ padding: 0.1, duration: 200 }) } : undefined}
        >
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value as 'build' | 'play')}
            data={[
              { value: 'build', label: t('DIALOGS.MODE.BUILD') },
              { value: 'play', label: t('DIALOGS.MODE.PLAY') },
            ]}
            data-testid="editor-mode"
          />
          {toolbarExtra}
        </BuilderToolbar>
        {mode === 'play' ? (
          <DialogPlayer graph={graph} kind={kind} lookup={lookup} speakerImage={speakerImage} />
        ) : (
          <div className={classes.layout}>
            {kind === 'branching' ? (
              <BuilderCanvas
                graph={graph}
                warnings={warningsByNode}
                canEdit={canEdit}
                onEdit={edit}
                onSelect={selectNodes}
                confirmDeleteNodes={confirmDeleteNodes}
                newNodeKind="text"
              />
            ) : (
              <LinearNodeList graph={graph} warnings={warningsByNode} canEdit={canEdit} selectedId={selectedNode?.id ?? null} onSelect={(id) => setSelectedIds([id])} onEdit={edit} />
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
    </DialogLookupContext.Provider>
  );
}
