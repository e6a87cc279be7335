import { Passage, Story, parseTwee } from 'extwee';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dialogArbitrary, type ArbitraryDialog } from './dialog-arbitraries';
import { tavernContext, tavernGraph } from './dialog-fixtures';
import { exportTwee } from './export-twee';
import { importTwee, tweePassages, type TweeImportResult } from './import-twee';
import { tweeFormats, tweeStoryFormats, type TweeFormat } from './twee-syntax';

/*
 * Our Twee against extwee, a Twee 3 parser and writer written independently
 * of ours: it must read every passage and link of our exports, and what its
 * writer makes must import as the same dialog.
 */

const imported = (result: TweeImportResult) => {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  return result;
};

/** Link targets as each format writes them, found in a passage's text with plain patterns. */
function linkTargets(text: string, format: TweeFormat): string[] {
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  const verbatimFree = text.replace(/<nowiki>[\s\S]*?<\/nowiki>/g, '');
  const targets = [...verbatimFree.matchAll(/\[\[(?:[^\]]*?)->([^\]]*)\]\]/g)].map(
    (match) => match[1] as string,
  );
  if (format === 'sugarcube')
    for (const match of verbatimFree.matchAll(/<<link "(?:\\.|[^"\\])*" ("(?:\\.|[^"\\])*")>>/g))
      targets.push(unquote(match[1] as string));
  if (format === 'harlowe')
    for (const match of text.matchAll(/\(link-goto: "(?:\\.|[^"\\])*", ("(?:\\.|[^"\\])*")\)/g))
      targets.push(unquote(match[1] as string));
  return targets;
}

/** Our reader refuses a story without a start (as Twine's compilers do). */
const withStart = ({ graph, context }: ArbitraryDialog): ArbitraryDialog => ({
  graph: { ...graph, startNodeId: graph.startNodeId ?? graph.nodes[0]?.id ?? null },
  context,
});

describe('Twee against extwee', () => {
  for (const format of tweeFormats) {
    it(`extwee reads every passage and link of our ${format} exports`, () => {
      fc.assert(
        fc.property(dialogArbitrary().map(withStart), ({ graph, context }) => {
          const twee = exportTwee(graph, context, { format });
          const story = parseTwee(twee);
          const ours = (tweePassages(twee) ?? []).filter(
            (passage) => passage.name !== 'StoryTitle' && passage.name !== 'StoryData',
          );
          expect(story.format).toBe(tweeStoryFormats[format].name);
          expect(story.passages.map((passage) => passage.name)).toEqual(
            ours.map((passage) => passage.name),
          );
          const result = imported(importTwee(twee));
          for (const [index, passage] of story.passages.entries()) {
            const mine = ours[index]!;
            expect(passage.tags).toEqual(mine.tags);
            expect(passage.metadata).toEqual(mine.metadata);
            expect(passage.text).toBe(mine.text.trim());
            const targets = linkTargets(passage.text, format);
            for (const target of targets) expect(story.getPassageByName(target)).not.toBeNull();
            const node = result.graph.nodes.find((candidate) => candidate.id === passage.name);
            if (node)
              expect(targets).toHaveLength(node.choices.length + (node.nextId !== null ? 1 : 0));
          }
          if (result.graph.startNodeId !== null) expect(story.start).toBe(result.graph.startNodeId);
          // extwee's own writer keeps everything our reader finds.
          expect(imported(importTwee(story.toTwee())).graph).toEqual(result.graph);
        }),
        { numRuns: 60 },
      );
    });
  }

  it.each(tweeFormats)('imports a %s story written by extwee', (format) => {
    const lines: Record<TweeFormat, [string, string]> = {
      sugarcube: [
        'A door. <<if $key is true>>[[Open it|Hall]]<</if>>\n[[Leave->End]]',
        '<<set $key to false>>Dark.\n[[Back->Start]]',
      ],
      harlowe: [
        'A door. (if: $key is true)[ [[Open it->Hall]] ]\n[[Leave->End]]',
        '(set: $key to false)Dark.\n(link-goto: "Back", "Start")',
      ],
      chapbook: [
        'A door.\n[if key === true]\n[[Open it->Hall]]\n[continue]\n[[Leave->End]]',
        'key: false\n--\nDark.\n[[Back->Start]]',
      ],
    };
    const story = new Story('The Door');
    story.IFID = 'D674C58C-DEFA-4F70-B7A2-27742230C0FC';
    story.format = tweeStoryFormats[format].name;
    story.formatVersion = tweeStoryFormats[format].version;
    story.start = 'Start';
    story.addPassage(new Passage('Start', lines[format][0], ['intro'], { position: '100,200' }));
    story.addPassage(new Passage('Hall', lines[format][1], [], { position: '400,200' }));
    story.addPassage(new Passage('End', 'The end.'));
    const result = imported(importTwee(story.toTwee()));
    expect(result.name).toBe('The Door');
    expect(result.format).toBe(format);
    expect(result.graph.startNodeId).toBe('Start');
    const [start, hall, end] = result.graph.nodes;
    expect(start).toMatchObject({
      text: 'A door.',
      position: { x: 100, y: 200 },
      choices: [
        {
          text: 'Open it',
          conditions: [{ variableId: 'key', operator: 'eq', value: 'true' }],
          targetId: 'Hall',
        },
        { text: 'Leave', conditions: [], targetId: 'End' },
      ],
    });
    expect(hall).toMatchObject({
      text: 'Dark.',
      position: { x: 400, y: 200 },
      onEnter: [{ variableId: 'key', operation: 'set', value: 'false' }],
      choices: [{ text: 'Back', targetId: 'Start' }],
    });
    expect(end).toMatchObject({ text: 'The end.', choices: [], nextId: null });
    expect(result.variables).toEqual([
      { id: 'key', name: 'key', type: 'boolean', commentary: '', defaultValue: 'false' },
    ]);
    expect(result.losses).toEqual([{ code: 'tweeTagDropped', count: 1, examples: ['intro'] }]);
  });

  it('extwee keeps the tavern whole through its own writer in every format', () => {
    for (const format of tweeFormats) {
      const twee = exportTwee(tavernGraph(), tavernContext, { format });
      expect(imported(importTwee(parseTwee(twee).toTwee()))).toEqual(imported(importTwee(twee)));
    }
  });
});
