import type { DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import type { PlayableDialog } from '../../../../shared/schemas/dialog-share';
import { makeLookup, type DialogLookup } from '../components/nodes/dialog-lookup';

/** A share link's dialog as the player takes it: the builder-only fields left empty. */
export function playableView(dialog: PlayableDialog): { graph: DialogGraph; lookup: DialogLookup } {
  return {
    graph: {
      version: 1,
      startNodeId: dialog.graph.startNodeId,
      nodes: dialog.graph.nodes.map((node) => ({ ...node, meta: [], position: { x: 0, y: 0 } })),
    },
    lookup: makeLookup({
      documents: dialog.speakers,
      variables: dialog.variables.map((variable) => ({ ...variable, commentary: '' })),
      metaSchema: [],
    }),
  };
}
