import type {
  DialogChoice,
  DialogGraph,
  DialogNode,
} from '../../../../shared/dialogs/dialog-graph';

/** Where an edge leaves a node: its single "next" or one of its choices. */
export type SourceHandle = { kind: 'next' } | { kind: 'choice'; choiceId: string };

export type NodePatch = Partial<
  Pick<DialogNode, 'kind' | 'text' | 'speakerId' | 'meta' | 'onEnter' | 'direction'>
>;
export type ChoicePatch = Partial<Pick<DialogChoice, 'text' | 'conditions'>>;

/** Every change the builder makes to a graph; `applyEdit` is the only place they happen. */
export type GraphEdit =
  | { type: 'addNodes'; nodes: DialogNode[] }
  | { type: 'updateNode'; nodeId: string; patch: NodePatch }
  | { type: 'moveNodes'; positions: Record<string, { x: number; y: number }> }
  | { type: 'deleteNodes'; nodeIds: readonly string[] }
  | { type: 'connect'; sourceId: string; handle: SourceHandle; targetId: string | null }
  | { type: 'addChoice'; nodeId: string; choice: DialogChoice }
  | { type: 'updateChoice'; nodeId: string; choiceId: string; patch: ChoicePatch }
  | { type: 'removeChoice'; nodeId: string; choiceId: string }
  | { type: 'moveChoice'; nodeId: string; choiceId: string; toIndex: number }
  | { type: 'setStart'; nodeId: string | null }
  | { type: 'reorderNodes'; nodeIds: readonly string[] };

const mapNode = (
  graph: DialogGraph,
  nodeId: string,
  change: (node: DialogNode) => DialogNode,
): DialogGraph => ({
  ...graph,
  nodes: graph.nodes.map((node) => (node.id === nodeId ? change(node) : node)),
});

const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
};

/** The graph after one edit; the input is never changed (history keeps it). */
export function applyEdit(graph: DialogGraph, edit: GraphEdit): DialogGraph {
  switch (edit.type) {
    case 'addNodes': {
      const startNodeId =
        graph.startNodeId ?? (graph.nodes.length === 0 ? (edit.nodes[0]?.id ?? null) : null);
      return { ...graph, startNodeId, nodes: [...graph.nodes, ...edit.nodes] };
    }
    case 'updateNode':
      return mapNode(graph, edit.nodeId, (node) => {
        const next = { ...node, ...edit.patch };
        if (next.kind !== 'character') next.speakerId = null;
        // A cleared direction leaves the node, as if it had never had one.
        if (!next.direction) delete next.direction;
        return next;
      });
    case 'moveNodes':
      return {
        ...graph,
        nodes: graph.nodes.map((node) => {
          const position = edit.positions[node.id];
          return position
            ? { ...node, position: { x: Math.round(position.x), y: Math.round(position.y) } }
            : node;
        }),
      };
    case 'deleteNodes': {
      const gone = new Set(edit.nodeIds);
      const unlink = (id: string | null) => (id !== null && gone.has(id) ? null : id);
      return {
        ...graph,
        startNodeId: unlink(graph.startNodeId),
        nodes: graph.nodes
          .filter((node) => !gone.has(node.id))
          .map((node) => ({
            ...node,
            nextId: unlink(node.nextId),
            choices: node.choices.map((choice) => ({
              ...choice,
              targetId: unlink(choice.targetId),
            })),
          })),
      };
    }
    case 'connect':
      return mapNode(graph, edit.sourceId, (node) => {
        const { handle } = edit;
        if (handle.kind === 'next') return { ...node, nextId: edit.targetId };
        return {
          ...node,
          choices: node.choices.map((choice) =>
            choice.id === handle.choiceId ? { ...choice, targetId: edit.targetId } : choice,
          ),
        };
      });
    case 'addChoice':
      return mapNode(graph, edit.nodeId, (node) => ({
        ...node,
        choices: [...node.choices, edit.choice],
      }));
    case 'updateChoice':
      return mapNode(graph, edit.nodeId, (node) => ({
        ...node,
        choices: node.choices.map((choice) =>
          choice.id === edit.choiceId ? { ...choice, ...edit.patch } : choice,
        ),
      }));
    case 'removeChoice':
      return mapNode(graph, edit.nodeId, (node) => ({
        ...node,
        choices: node.choices.filter((choice) => choice.id !== edit.choiceId),
      }));
    case 'moveChoice':
      return mapNode(graph, edit.nodeId, (node) => {
        const from = node.choices.findIndex((choice) => choice.id === edit.choiceId);
        return from < 0 ? node : { ...node, choices: moveItem(node.choices, from, edit.toIndex) };
      });
    case 'setStart':
      return { ...graph, startNodeId: edit.nodeId };
    case 'reorderNodes': {
      const byId = new Map(graph.nodes.map((node) => [node.id, node]));
      const listed = edit.nodeIds.flatMap((id) => byId.get(id) ?? []);
      if (listed.length !== graph.nodes.length) return graph;
      return { ...graph, nodes: listed };
    }
  }
}
