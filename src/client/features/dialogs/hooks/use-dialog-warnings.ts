import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogWarnings, type DialogWarning } from '../../../../shared/dialogs/dialog-analysis';
import type { DialogGraph, DialogKind } from '../../../../shared/dialogs/dialog-graph';
import type { DialogLookup } from '../components/nodes/dialog-lookup';
import { nodeLabel } from '../components/builder/node-label';

export interface ShownWarning {
  key: string;
  kind: DialogWarning['kind'];
  nodeId: string | undefined;
  text: string;
}

export interface DialogWarningsView {
  list: ShownWarning[];
  /** Warning texts per node, for the badge on the node. */
  byNode: ReadonlyMap<string, readonly string[]>;
}

/**
 * The analysis of src/shared/dialogs run on the graph being edited, translated.
 * It runs on a deferred graph so typing never waits for it.
 */
export function useDialogWarnings(
  graph: DialogGraph,
  kind: DialogKind,
  lookup: DialogLookup,
): DialogWarningsView {
  const { t } = useTranslation();
  const deferred = useDeferredValue(graph);
  return useMemo(() => {
    const nodes = new Map(deferred.nodes.map((node) => [node.id, node]));
    const found = dialogWarnings(deferred, {
      kind,
      variables: [...lookup.variables.values()],
      metaSchema: [...lookup.metaSchema.values()],
    });
    const list = found.map((warning, index): ShownWarning => {
      const node = warning.nodeId ? nodes.get(warning.nodeId) : undefined;
      const choice =
        node && warning.choiceId
          ? node.choices.find((item) => item.id === warning.choiceId)
          : undefined;
      const text = t(`DIALOGS.WARNING.${warning.kind}`, {
        node: node ? nodeLabel(node, t) : '',
        choice: choice?.text || t('DIALOGS.EMPTY_CHOICE'),
        variable: (warning.variableId && lookup.variables.get(warning.variableId)?.name) || '?',
        field: (warning.schemaId && lookup.metaSchema.get(warning.schemaId)?.name) || '?',
      });
      return {
        key: `${index}:${warning.kind}:${warning.nodeId ?? ''}:${warning.choiceId ?? ''}`,
        kind: warning.kind,
        nodeId: warning.nodeId,
        text,
      };
    });
    const byNode = new Map<string, string[]>();
    for (const warning of list) {
      if (!warning.nodeId) continue;
      const texts = byNode.get(warning.nodeId) ?? [];
      texts.push(warning.text);
      byNode.set(warning.nodeId, texts);
    }
    return { list, byNode };
  }, [deferred, kind, lookup, t]);
}
