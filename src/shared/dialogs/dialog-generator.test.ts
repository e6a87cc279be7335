import { describe, expect, it } from 'vitest';
import { dialogWarnings } from './dialog-analysis';
import { dialogGraph } from './dialog-graph';
import { generateBranchingDialog } from './dialog-generator';
import { graphIntegrityProblems, referencedIds } from './dialog-integrity';

describe('generateBranchingDialog', () => {
  it('makes the same dialog for the same seed and another for another seed', () => {
    expect(generateBranchingDialog(50, 1)).toEqual(generateBranchingDialog(50, 1));
    expect(generateBranchingDialog(50, 2).graph).not.toEqual(generateBranchingDialog(50, 1).graph);
  });

  it('makes a valid, fully reachable dialog with every node type, 1–4 choices, conditions and assignments', () => {
    const { graph, context } = generateBranchingDialog(1_000, 42);
    expect(graph.nodes).toHaveLength(1_000);
    expect(dialogGraph.safeParse(graph).success).toBe(true);
    expect(graphIntegrityProblems(graph)).toEqual([]);
    const warnings = dialogWarnings(graph, context).map((warning) => warning.kind);
    expect(warnings.filter((kind) => kind !== 'choiceWithoutTarget')).toEqual([]);
    expect(new Set(graph.nodes.map((node) => node.kind))).toEqual(
      new Set(['text', 'character', 'custom']),
    );
    const choiceCounts = graph.nodes
      .map((node) => node.choices.length)
      .filter((count) => count > 0);
    expect(Math.min(...choiceCounts)).toBe(1);
    expect(Math.max(...choiceCounts)).toBe(4);
    const conditions = graph.nodes.flatMap((node) =>
      node.choices.flatMap((choice) => choice.conditions),
    );
    expect(conditions.length).toBeGreaterThan(50);
    expect(graph.nodes.filter((node) => node.onEnter.length > 0).length).toBeGreaterThan(50);
    expect(graph.nodes.filter((node) => node.nextId !== null).length).toBeGreaterThan(50);
    const references = referencedIds(graph);
    expect(
      [...references.documentIds].every((id) => context.documents.some((d) => d.id === id)),
    ).toBe(true);
    expect(new Set(graph.nodes.map((node) => `${node.position.x},${node.position.y}`)).size).toBe(
      1_000,
    );
  });
});
