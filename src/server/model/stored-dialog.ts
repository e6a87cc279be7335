import type { DialogGraph } from '../../shared/dialogs/dialog-graph';

/** The stored graph; version 1 is the only shape so far (a later one migrates here). */
export function storedGraph(text: string): DialogGraph {
  return JSON.parse(text) as DialogGraph;
}
