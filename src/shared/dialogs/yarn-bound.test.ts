import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import YarnBound from 'yarn-bound';
import { dialogArbitrary } from './dialog-arbitraries';
import type { DialogContext, DialogGraph, DialogVariable } from './dialog-graph';
import {
  PathRecorder,
  playThroughs,
  withYarnValues,
  yarnRendering,
  type Rendering,
} from './dialog-playthroughs';
import { exportYarn } from './export-yarn';
import { importYarn, type YarnImported } from './import-yarn';
import conditionsYarn from './fixtures/yarn/conditions.yarn?raw';
import marketYarn from './fixtures/yarn/market.yarn?raw';
import tavernYarn from './fixtures/yarn/tavern.yarn?raw';

/**
 * Our Yarn against yarn-bound, a Yarn Spinner 2 runner written by others:
 * every play-through of an exported dialog in yarn-bound is the one our player
 * plays, and files written in Yarn's own syntax play the same after import.
 */

const limit = 10;

/** One yarn-bound line as text: its `Name:` put back (yarn-bound takes it out, escapes and all). */
function runnerLine(line: {
  text: string;
  markup?: { name: string; properties?: Record<string, unknown> }[];
}): string {
  const character = line.markup?.find((markup) => markup.name === 'character');
  const name = character?.properties?.name;
  const text =
    typeof name === 'string' ? `${`${name}:`.replace(/\\(.)/g, '$1')} ${line.text}` : line.text;
  return normalized(text);
}

/** yarn-bound eats the blanks after a speaker's colon; lines compare with blanks collapsed. */
function normalized(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function normalizedRendering(rendering: Rendering): Rendering {
  return {
    lines: (node) => rendering.lines(node).map(normalized),
    option: (choice) => normalized(rendering.option(choice)),
  };
}

/** Every play-through of a Yarn text in yarn-bound from `Start`, recorded as `playThroughs` records ours. */
function runnerPlayThroughs(yarn: string, maxPaths = 40): string[][] {
  const paths: string[][] = [];
  const walk = (picks: number[]): void => {
    if (paths.length >= maxPaths) return;
    const runner = new YarnBound({ dialogue: yarn, startAt: 'Start' });
    const recorder = new PathRecorder(limit);
    let pickIndex = 0;
    for (;;) {
      const result = runner.currentResult;
      if (result instanceof YarnBound.TextResult) {
        if (recorder.push(`say ${runnerLine(result)}`)) break;
        if (result.isDialogueEnd) {
          recorder.push('end');
          break;
        }
        runner.advance();
      } else if (result instanceof YarnBound.OptionsResult) {
        const offered = result.options
          .map((option, index) => ({ option, index }))
          .filter(({ option }) => option.isAvailable);
        const texts = offered.map(({ option }) => runnerLine(option));
        if (recorder.push(`options ${JSON.stringify(texts)}`) || offered.length === 0) break;
        const pick = picks[pickIndex++];
        if (pick === undefined) {
          offered.forEach((_, index) => walk([...picks, index]));
          return;
        }
        if (recorder.push(`pick ${pick}`)) break;
        runner.advance(offered[pick]?.index);
      } else if (result instanceof YarnBound.CommandResult) {
        // Our exports hold none; a file's commands are recorded (the import reports them).
        if (recorder.push(`command ${result.command}`)) break;
        if (result.isDialogueEnd) {
          recorder.push('end');
          break;
        }
        runner.advance();
      } else {
        recorder.push('end');
        break;
      }
    }
    paths.push(recorder.events);
  };
  walk([]);
  return paths;
}

/**
 * The generated dialog narrowed to what both runners give one meaning:
 * values as the export writes them, order comparisons and additions on whole
 * numbers only (Yarn compares text and adds to booleans as JavaScript does),
 * every node with a line (a Yarn runner loops silently through nodes without
 * one), options led by a word (yarn-bound refuses an option of `{""}`, the
 * empty text, or of one escaped character, both valid Yarn; and a refusal
 * leaves its lexer broken for the next dialogue), and a start.
 */
function forYarnRunner(
  graph: DialogGraph,
  context: DialogContext,
): {
  graph: DialogGraph;
  variables: DialogVariable[];
} {
  const integers = new Set(
    context.variables
      .filter((variable) => variable.type === 'integer')
      .map((variable) => variable.id),
  );
  const narrowed: DialogGraph = {
    ...graph,
    startNodeId: graph.startNodeId ?? graph.nodes[0]?.id ?? null,
    nodes: graph.nodes.map((node) => ({
      ...node,
      text: node.text.trim() === '' ? 'line' : node.text,
      onEnter: node.onEnter.map((assignment) =>
        integers.has(assignment.variableId)
          ? assignment
          : { ...assignment, operation: 'set' as const },
      ),
      choices: node.choices.map((choice) => ({
        ...choice,
        text: `option ${choice.text}`,
        conditions: choice.conditions.map((condition) =>
          integers.has(condition.variableId) ||
          condition.operator === 'eq' ||
          condition.operator === 'ne'
            ? condition
            : { ...condition, operator: 'eq' as const },
        ),
      })),
    })),
  };
  const ghost: DialogVariable = {
    id: 'ghost',
    name: 'ghost',
    type: 'text',
    commentary: '',
    defaultValue: '',
  };
  return withYarnValues(narrowed, [...context.variables, ghost]);
}

describe('Yarn export in yarn-bound', () => {
  it('plays every path of an exported dialog as our player does', () => {
    fc.assert(
      fc.property(dialogArbitrary(), ({ graph, context }) => {
        const typed = forYarnRunner(graph, context);
        const yarn = exportYarn(typed.graph, context);
        const ours = playThroughs(
          typed.graph,
          context.kind,
          typed.variables,
          normalizedRendering(yarnRendering(context.documents)),
          { limit, maxPaths: 40, stopWhenNoChoice: true },
        );
        expect(runnerPlayThroughs(yarn)).toEqual(ours);
      }),
      { numRuns: 100 },
    );
  });
});

/** Files written in Yarn Spinner 2's own syntax, as a writer keeps them. */
const fixtures: Record<string, string> = {
  'tavern.yarn': tavernYarn,
  'market.yarn': marketYarn,
  'conditions.yarn': conditionsYarn,
};

function fixture(name: string): string {
  return fixtures[name] as string;
}

function imported(text: string): YarnImported {
  const result = importYarn(text);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result;
}

describe('Yarn files written in Yarn', () => {
  it.each(['tavern.yarn', 'market.yarn'])('%s plays after import as in yarn-bound', (name) => {
    const text = fixture(name);
    const result = imported(text);
    const ours = playThroughs(
      result.graph,
      result.kind,
      result.variables,
      normalizedRendering(yarnRendering(result.documents)),
      { limit, stopWhenNoChoice: true },
    );
    const theirs = runnerPlayThroughs(text);
    expect(ours).toEqual(theirs);
    expect(theirs.length).toBeGreaterThan(2);
  });
});

describe('a Yarn file with what dialogs cannot hold', () => {
  it('imports <<if>> as conditional choices and reports the rest', () => {
    const text = fixture('conditions.yarn');
    // yarn-bound reads the file; the lines it plays are the ones imported.
    const theirs = runnerPlayThroughs(text).flat();
    expect(theirs).toContain('say Guard: The toll is 5 coins.');
    const result = imported(text);
    const byId = new Map(result.graph.nodes.map((node) => [node.id, node]));
    expect(result.losses.map((loss) => [loss.code, loss.count])).toEqual([
      ['markupDropped', 3],
      ['commandDropped', 1],
      ['ifAsChoice', 2],
    ]);
    expect(byId.get('Start')).toMatchObject({ text: 'Halt!', kind: 'character' });
    const texts = result.graph.nodes.map((node) => node.text).filter((line) => line !== '');
    expect(texts).toEqual([
      'Halt!',
      'A rich one. Pass.',
      'The toll is {$gold} coins.',
      'No coin, no entry.',
      'Move along. Now!',
    ]);
  });
});
