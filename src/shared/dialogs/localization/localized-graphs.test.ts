import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dialogArbitrary } from '../dialog-arbitraries';
import type { DialogGraph, DialogNode } from '../dialog-graph';
import { dialogGraph } from '../dialog-graph';
import { playThroughs, textLines, yarnRendering } from '../dialog-playthroughs';
import { dialogExportFormats, exportDialogText } from '../export-formats';
import { dialogLines } from './dialog-lines';
import { translatedGraph } from './translated-graph';

/** The graph as it was before line ids and directions existed. */
function withoutLocalization(graph: DialogGraph): DialogGraph {
  return {
    ...graph,
    nodes: graph.nodes.map(({ lineId: _lineId, direction: _direction, ...node }) => ({
      ...node,
      choices: node.choices.map(({ lineId: _choiceLineId, ...choice }) => choice),
    })),
  };
}

const options = { continueLabel: 'Continue' };

describe('graphs with line ids and directions', () => {
  it('are valid graphs, and every exporter but Yarn writes them as before', () => {
    fc.assert(
      fc.property(dialogArbitrary({ localized: true }), ({ graph, context }) => {
        expect(dialogGraph.safeParse(graph).success).toBe(true);
        const plain = withoutLocalization(graph);
        for (const format of dialogExportFormats) {
          const written = exportDialogText(format, graph, context, options).text;
          const before = exportDialogText(format, plain, context, options).text;
          // Yarn tags each line with its id; without the tags it is the same file.
          const untagged = (text: string) => text.replace(/ #line:\S+$/gm, '');
          if (format === 'yarn') expect(untagged(written)).toBe(untagged(before));
          else expect(written).toBe(before);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('play as before, and a translated graph plays the same paths in other words', () => {
    fc.assert(
      fc.property(dialogArbitrary({ localized: true }), ({ graph, context }) => {
        // Lines without speakers, whose names are not translated.
        const rendering = {
          ...yarnRendering([]),
          lines: (node: DialogNode) => textLines(node.text),
        };
        const paths = playThroughs(graph, context.kind, context.variables, rendering);
        expect(paths).toEqual(
          playThroughs(withoutLocalization(graph), context.kind, context.variables, rendering),
        );
        const lines = dialogLines(graph, context, { line: null, choice: null });
        // Letters replaced: the same lines, in other words.
        const translations = new Map(
          lines.map((line) => [line.lineId, line.text.replace(/Z/g, 'Ж')]),
        );
        const translated = translatedGraph(graph, context.dialogId, translations);
        const translatedPaths = playThroughs(
          translated,
          context.kind,
          context.variables,
          rendering,
        );
        expect(translatedPaths).toEqual(
          paths.map((path) => path.map((event) => event.replace(/Z/g, 'Ж'))),
        );
      }),
      { numRuns: 50 },
    );
  });
});
