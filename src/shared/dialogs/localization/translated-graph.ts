import type { DialogGraph } from '../dialog-graph';
import { lineIdOf } from './dialog-lines';

/**
 * The graph with its texts in another language: each node's and choice's text
 * replaced by its translation (by line id) where a non-empty one exists; the
 * source text stays where none does, so a half-translated dialog still plays.
 */
export function translatedGraph(
  graph: DialogGraph,
  dialogId: string,
  translations: ReadonlyMap<string, string>,
): DialogGraph {
  if (translations.size === 0) return graph;
  const translate = (source: string, lineId: string): string => {
    const target = translations.get(lineId);
    return target !== undefined && target !== '' && source.trim() !== '' ? target : source;
  };
  return {
    ...graph,
    nodes: graph.nodes.map((node) => ({
      ...node,
      text: translate(node.text, lineIdOf(dialogId, node)),
      choices: node.choices.map((choice) => ({
        ...choice,
        text: translate(choice.text, lineIdOf(dialogId, node, choice)),
      })),
    })),
  };
}
