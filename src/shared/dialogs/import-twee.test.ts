import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dialogArbitrary } from './dialog-arbitraries';
import { tavernContext, tavernGraph } from './dialog-fixtures';
import { exportTwee } from './export-twee';
import { importTwee, type TweeImportResult } from './import-twee';
import { expectSamePlayThroughs, playedOriginal, wellTyped } from './twee-playthrough';
import { tweeFormats } from './twee-syntax';

const imported = (result: TweeImportResult) => {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  return result;
};

const header = (format: string, start = 'Start') =>
  [
    ':: StoryTitle',
    'Night',
    '',
    ':: StoryData',
    JSON.stringify({ ifid: 'D674C58C-DEFA-4F70-B7A2-27742230C0FC', format, start }),
    '',
  ].join('\n');

describe('importTwee', () => {
  it.each(tweeFormats)('reads back the tavern as it was exported for %s', (format) => {
    const result = imported(importTwee(exportTwee(tavernGraph(), tavernContext, { format })));
    expect(result.format).toBe(format);
    expect(result.name).toBe('The Tavern');
    expect(result.losses).toEqual([]);
    expect(result.variables.map((v) => [v.name, v.type, v.defaultValue])).toEqual([
      ['has_key', 'boolean', 'false'],
      ['gold', 'integer', '10'],
      ['mood', 'text', 'calm'],
    ]);
    expect(result.metaSchema.map((m) => [m.name, m.type])).toEqual([
      ['background', 'text'],
      ['frame', 'integer'],
    ]);
    expect(result.documents.map((d) => d.name)).toEqual(['Anna', 'Bob "the Barman"']);
    const graph = result.graph;
    expect(graph.startNodeId).toBe('greet');
    expect(graph.nodes.map((node) => [node.id, node.kind, node.position])).toEqual([
      ['greet', 'character', { x: 0, y: 100 }],
      ['pay', 'text', { x: 300, y: 0 }],
      ['cellar', 'custom', { x: 300, y: 200 }],
      ['more', 'character', { x: 600, y: 100 }],
    ]);
    const [greet, pay, cellar] = graph.nodes;
    expect(greet?.choices.map((c) => [c.text, c.conditions, c.targetId])).toEqual([
      ['Buy a drink', [{ variableId: 'gold', operator: 'gte', value: '5' }], 'pay'],
      ['Ask about the key', [{ variableId: 'has_key', operator: 'eq', value: 'false' }], 'cellar'],
      ['Leave', [], null],
    ]);
    expect(greet?.onEnter).toEqual([{ variableId: 'mood', operation: 'set', value: 'cheerful' }]);
    expect(pay?.onEnter).toEqual([{ variableId: 'gold', operation: 'add', value: '-5' }]);
    expect([pay?.choices, pay?.nextId]).toEqual([[], 'more']);
    expect(cellar?.meta).toEqual([
      { schemaId: 'background', value: 'cellar' },
      { schemaId: 'frame', value: '3' },
    ]);
  });

  for (const format of tweeFormats) {
    it(`keeps every play-through of a ${format} round trip`, () => {
      fc.assert(
        fc.property(dialogArbitrary().map(wellTyped), (dialog) => {
          const twee = exportTwee(dialog.graph, dialog.context, { format });
          const result = imported(importTwee(twee));
          const { dialog: original, names } = playedOriginal(dialog);
          const documents = new Map(result.documents.map((d) => [d.id, d.name]));
          expectSamePlayThroughs(original, {
            graph: result.graph,
            kind: result.kind,
            variables: result.variables,
            speakerName: (id) => documents.get(id ?? '') ?? '',
            valueIds: names,
          });
          expect(result.losses).toEqual([]);
        }),
        { numRuns: 100 },
      );
    });
  }

  it('reads SugarCube links, macros and conditions written by hand, and lists what it drops', () => {
    const twee = `${header('SugarCube')}
:: StoryInit
<<set $gold to 3>>

:: Start [intro]
You stand at a door. <<audio "creak" play>>
<<if $gold gt 2>>[[Pay|Inside]]<</if>>
[[Back<-Leave]]
<<link "Knock" "Inside">><<set $knocked to true>><</link>>
<<if $gold is 1>>Poor.<<else>>[[Rich->Inside]]<</if>>

:: Inside
<<set $gold to $gold + 1>><<set $seen = "yes">>
<<goto "Back">>

:: Back
<nowiki>[[not a link]]</nowiki> &amp; more
`;
    const result = imported(importTwee(twee));
    expect(result.format).toBe('sugarcube');
    const [start, inside, back] = result.graph.nodes;
    expect(start?.text).toBe('You stand at a door.\nPoor.');
    expect(start?.choices.map((c) => [c.text, c.targetId, c.conditions.length])).toEqual([
      ['Pay', 'Inside', 1],
      ['Leave', 'Back', 0],
      ['Knock', 'Inside', 0],
      ['Rich', 'Inside', 0],
    ]);
    expect(inside?.onEnter).toEqual([
      { variableId: 'gold', operation: 'add', value: '1' },
      { variableId: 'seen', operation: 'set', value: 'yes' },
    ]);
    expect(inside?.nextId).toBe('Back');
    expect(back?.text).toBe('[[not a link]] & more');
    expect(result.variables.find((v) => v.name === 'gold')?.defaultValue).toBe('3');
    const losses = Object.fromEntries(result.losses.map((loss) => [loss.code, loss.examples]));
    expect(losses.tweeMacroUnknown).toEqual(['<<audio>>', '<<link>> <<set>>']);
    expect(losses.tweeTagDropped).toEqual(['intro']);
    expect(losses.tweeConditionDropped).toEqual(['<<else>>', '<<if>> Inside', 'Poor.']);
  });

  it('reads Harlowe links, hooks and changers, and lists what it drops', () => {
    const twee = `${header('Harlowe')}
:: Init [startup]
(set: $hp to 5, $name to "Ann")

:: Start
Hello, $name. (print: $hp)
(if: $hp >= 3)[ [[Fight->Win]] ]
(link-goto: "Run &amp; hide", "Win")
(if: not $brave)[[[Hide->Win]]](else:)[[[Boast->Win]]]

:: Win
(set: $hp to it - 1)
(goto: "Start")
`;
    const result = imported(importTwee(twee));
    const [start, win] = result.graph.nodes;
    expect(start?.choices.map((c) => [c.text, c.targetId, c.conditions])).toEqual([
      ['Fight', 'Win', [{ variableId: 'hp', operator: 'gte', value: '3' }]],
      ['Run & hide', 'Win', []],
      ['Hide', 'Win', [{ variableId: 'brave', operator: 'eq', value: 'false' }]],
      ['Boast', 'Win', []],
    ]);
    expect(start?.text).toBe('Hello, $name.');
    expect(win?.onEnter).toEqual([{ variableId: 'hp', operation: 'add', value: '-1' }]);
    expect(win?.nextId).toBe('Start');
    expect(result.variables.map((v) => [v.name, v.type, v.defaultValue])).toEqual([
      ['hp', 'integer', '5'],
      ['name', 'text', 'Ann'],
      ['brave', 'boolean', 'false'],
    ]);
    const losses = Object.fromEntries(result.losses.map((loss) => [loss.code, loss.examples]));
    expect(losses.tweeMacroUnknown).toEqual(['(print:)']);
    expect(losses.tweeConditionDropped).toEqual(['(else:)', 'Win']);
  });

  it('reads Chapbook vars, modifiers and inserts, and lists what it drops', () => {
    const twee = `${header('Chapbook')}
:: Start
torch: true
coins: 2
mood (coins > 5): 'rich'
--
It is dark.
[if torch && coins >= 2]
[[Light the lamp->Lit]]
[continue]
{link to: 'Lit', label: 'Wait'}
{back link}
[align center]
The end?

:: Lit
coins: coins - 2
--
Light!
`;
    const result = imported(importTwee(twee));
    const [start, lit] = result.graph.nodes;
    expect(start?.onEnter).toEqual([
      { variableId: 'torch', operation: 'set', value: 'true' },
      { variableId: 'coins', operation: 'set', value: '2' },
    ]);
    expect(start?.choices.map((c) => [c.text, c.targetId, c.conditions])).toEqual([
      [
        'Light the lamp',
        'Lit',
        [
          { variableId: 'torch', operator: 'eq', value: 'true' },
          { variableId: 'coins', operator: 'gte', value: '2' },
        ],
      ],
      ['Wait', 'Lit', []],
    ]);
    expect(start?.text).toBe('It is dark.\nThe end?');
    expect(lit?.onEnter).toEqual([{ variableId: 'coins', operation: 'add', value: '-2' }]);
    const losses = Object.fromEntries(result.losses.map((loss) => [loss.code, loss.examples]));
    expect(losses.tweeMacroUnknown).toEqual(['{back link}', '[align]']);
    expect(losses.tweeConditionDropped).toEqual(["mood (coins > 5): 'rich'"]);
  });

  it('takes the story format from the caller, else guesses it without StoryData', () => {
    const twee = ':: Start\n(set: $a to 1)[[Go->Start]]';
    expect(imported(importTwee(twee)).format).toBe('harlowe');
    expect(imported(importTwee(':: Start\n<<set $a to 1>>')).format).toBe('sugarcube');
    expect(imported(importTwee(twee, { format: 'chapbook' })).format).toBe('chapbook');
  });

  it('refuses what does not make a dialog, naming the passage', () => {
    const problems = (text: string) => {
      const result = importTwee(text);
      return result.ok ? [] : result.problems;
    };
    expect(problems('{"not": "twee"}')).toEqual([{ code: 'tweeNotTwee' }]);
    expect(problems(`${header('Harlowe')}`)).toEqual([{ code: 'tweeNoPassages' }]);
    expect(problems(':: StoryData\n{oops\n\n:: Start\nx')).toEqual([
      { code: 'tweeStoryDataInvalid' },
    ]);
    expect(problems(`${header('Snowman')}\n:: Start\nx`)).toEqual([
      { code: 'tweeFormatUnsupported', resourceId: 'Snowman' },
    ]);
    expect(problems(':: Start\na\n\n:: Start\nb')).toEqual([
      { code: 'tweePassageDuplicated', resourceId: 'Start' },
    ]);
    expect(problems(':: Start\n[[Go->Nowhere]]')).toEqual([
      { code: 'tweePassageMissing', resourceId: 'Start → Nowhere' },
    ]);
    expect(problems(`${header('Harlowe', 'Intro')}\n:: Begin\nx`)).toEqual([
      { code: 'tweeStartMissing', resourceId: 'Intro' },
    ]);
    expect(problems(':: Begin\nx')).toEqual([{ code: 'tweeStartMissing', resourceId: 'Start' }]);
  });

  it('keeps escaped names and cuts names too long for an id', () => {
    const long = 'x'.repeat(80);
    const result = imported(
      importTwee(`:: Start\n[[a->${long}]]\n\n:: ${long}\nz\n\n:: a\\[1\\] {"position":"5,6"}\nq`),
    );
    expect(result.graph.nodes.map((node) => node.id)).toEqual(['Start', 'x'.repeat(58), 'a[1]']);
    expect(result.graph.nodes[2]?.position).toEqual({ x: 5, y: 6 });
  });
});
