import { useHotkeys } from '@mantine/hooks';
import type { DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import { copyNodes, pastedNodes, readClipboard } from '../model/clipboard';
import type { GraphEdit } from '../model/graph-edits';

const clipboardKey = 'dialog-clipboard';

interface Options {
  enabled: boolean;
  graph: DialogGraph;
  selectedIds: readonly string[];
  onEdit: (edits: GraphEdit | readonly GraphEdit[]) => void;
  undo: () => void;
  redo: () => void;
  /** Newly pasted nodes become the selection. */
  onPasted?: (nodeIds: string[]) => void;
}

/**
 * Keyboard shortcuts of the builder: undo/redo, copy, cut, paste and
 * duplicate. The clipboard lives in local storage so nodes can be pasted into
 * another dialog (another tab too); typing in a field keeps its own keys.
 */
export function useBuilderShortcuts({
  enabled,
  graph,
  selectedIds,
  onEdit,
  undo,
  redo,
  onPasted,
}: Options) {
  const copy = () => {
    if (selectedIds.length === 0) return false;
    window.localStorage.setItem(clipboardKey, JSON.stringify(copyNodes(graph, selectedIds)));
    return true;
  };
  const paste = (text: string | null) => {
    const clipboard = text ? readClipboard(text) : null;
    if (!clipboard || clipboard.nodes.length === 0) return;
    const nodes = pastedNodes(clipboard, { x: 40, y: 40 });
    onEdit({ type: 'addNodes', nodes });
    onPasted?.(nodes.map((node) => node.id));
  };
  const when = (action: () => void) => () => {
    if (enabled) action();
  };
  useHotkeys([
    ['mod+Z', when(undo)],
    ['mod+shift+Z', when(redo)],
    ['mod+Y', when(redo)],
    ['mod+C', when(() => void copy())],
    ['mod+X', when(() => copy() && onEdit({ type: 'deleteNodes', nodeIds: selectedIds }))],
    ['mod+V', when(() => paste(window.localStorage.getItem(clipboardKey)))],
    ['mod+D', when(() => paste(JSON.stringify(copyNodes(graph, selectedIds))))],
  ]);
}
