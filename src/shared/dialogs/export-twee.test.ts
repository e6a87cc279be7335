import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dialogArbitrary } from './dialog-arbitraries';
import {
  dialogNode,
  linearContext,
  linearGraph,
  tavernContext,
  tavernGraph,
} from './dialog-fixtures';
import { dialogGraphVersion } from './dialog-graph';
import type { DialogGraph } from './dialog-graph';
import { exportTwee, ifidFor } from './export-twee';

const ifid = 'D674C58C-DEFA-4F70-B7A2-27742230C0FC';

describe('exportTwee', () => {
  it('writes a small dialog exactly', () => {
    const graph: DialogGraph = {
      version: dialogGraphVersion,
      startNodeId: 'hi',
      nodes: [
        dialogNode('hi', {
          kind: 'character',
          speakerId: 'doc-anna',
          text: 'Hello.\nWelcome.',
          onEnter: [{ variableId: 'v-mood', operation: 'set', value: 'glad "very"' }],
          choices: [
            {
              id: 'c1',
              text: 'Pay',
              conditions: [{ variableId: 'v-gold', operator: 'lt', value: '5' }],
              targetId: 'bye',
            },
            { id: 'c2', text: 'Run', conditions: [], targetId: null },
          ],
          position: { x: -20, y: 40 },
        }),
        dialogNode('bye', { text: 'Fin', position: { x: 280, y: -10 } }),
      ],
    };
    expect(
      exportTwee(graph, { ...tavernContext, name: 'Small\ntalk' }, { ifid: ifid.toLowerCase() }),
    ).toBe(
      [
        ':: StoryTitle',
        'Small talk',
        '',
        ':: StoryData',
        '{',
        `  "ifid": "${ifid}",`,
        '  "format": "SugarCube",',
        '  "format-version": "2.37.3",',
        '  "start": "hi",',
        '  "zoom": 1',
        '}',
        '',
        ':: StoryInit',
        '<<set $gold to 10>>',
        '<<set $mood to "calm">>',
        '',
        ':: hi [character] {"position":"0,50"}',
        '<<set $mood to "glad \\"very\\"">>\\',
        'Anna: Hello.',
        'Anna: Welcome.',
        '<<if $gold lt 5>>[[Pay->bye]]<</if>>',
        '[[Run->End]]',
        '',
        ':: bye [text] {"position":"300,0"}',
        'Fin',
        '',
        ':: End [end]',
        '',
      ].join('\n'),
    );
  });

  it('exports every node type, conditions, assignments and a continue link shown only when no choice is', () => {
    const twee = exportTwee(tavernGraph(), tavernContext, { continueLabel: 'Weiter' });
    expect(twee).toContain(
      ':: cellar [custom] {"position":"300,200"}\n/* background: cellar */\\\n/* frame: 3 */\\\n<<set $has_key to true>>\\\n',
    );
    expect(twee).toContain('<<if $has_key is false>>[[Ask about the key->cellar]]<</if>>');
    expect(twee).toContain('<<set $gold to $gold - 5>>\\\nYou pay five coins.\n[[Weiter->more]]');
    expect(twee).toContain('<<if $mood isnot "angry">>[[Yes->greet]]<</if>>');
    const gated = tavernGraph();
    gated.nodes[3] = {
      ...gated.nodes[3]!,
      choices: gated.nodes[3]!.choices.slice(0, 1),
      nextId: 'pay',
    };
    expect(exportTwee(gated, tavernContext)).toContain(
      '<<if $mood isnot "angry">>[[Yes->greet]]<</if>>\n<<if not ($mood isnot "angry")>>[[Continue->pay]]<</if>>',
    );
  });

  it('writes Harlowe and Chapbook with their own macros, escapes and conditions', () => {
    const graph: DialogGraph = {
      version: dialogGraphVersion,
      startNodeId: 'hi',
      nodes: [
        dialogNode('hi', {
          kind: 'character',
          speakerId: 'doc-anna',
          text: 'Hello, [friend] $5.\n-- Welcome.',
          onEnter: [
            { variableId: 'v-mood', operation: 'set', value: 'glad "very"' },
            { variableId: 'v-gold', operation: 'add', value: '-2' },
          ],
          meta: [{ schemaId: 'm-frame', value: '3' }],
          choices: [
            {
              id: 'c1',
              text: 'Pay',
              conditions: [{ variableId: 'v-gold', operator: 'lt', value: '5' }],
              targetId: 'bye',
            },
            { id: 'c2', text: 'Run -> away', conditions: [], targetId: null },
            { id: 'c3', text: '', conditions: [], targetId: 'bye' },
          ],
          position: { x: -20, y: 40 },
        }),
        dialogNode('bye', {
          text: 'Fin',
          choices: [
            {
              id: 'c1',
              text: 'Again',
              conditions: [{ variableId: 'v-mood', operator: 'ne', value: 'x' }],
              targetId: 'hi',
            },
          ],
          nextId: 'hi',
        }),
      ],
    };
    expect(exportTwee(graph, tavernContext, { ifid, format: 'harlowe' }).split('\n')).toEqual([
      ':: StoryTitle',
      'The Tavern',
      '',
      ':: StoryData',
      '{',
      '  "ifid": "D674C58C-DEFA-4F70-B7A2-27742230C0FC",',
      '  "format": "Harlowe",',
      '  "format-version": "3.3.9",',
      '  "start": "hi",',
      '  "zoom": 1',
      '}',
      '',
      ':: StoryInit [startup]',
      '(set: $gold to 10)',
      '(set: $mood to "calm")',
      '',
      ':: hi [character] {"position":"0,40"}',
      '<!-- frame: 3 -->',
      '(set: $mood to "glad \\"very\\"")',
      '(set: $gold to $gold - 2)',
      'Anna: Hello, &#91;friend&#93; &#36;5.',
      'Anna: &#45;&#45; Welcome.',
      '(if: $gold < 5)[[[Pay->bye]]]',
      '(link-goto: "Run &#45;&#62; away", "End")',
      '(link-goto: "&#8203;", "bye")',
      '',
      ':: bye [text] {"position":"20,0"}',
      'Fin',
      '(if: $mood is not "x")[[[Again->hi]]]',
      '(if: not ($mood is not "x"))[[[Continue->hi]]]',
      '',
      ':: End [end]',
      '',
    ]);
    expect(exportTwee(graph, tavernContext, { ifid, format: 'chapbook' }).split('\n')).toEqual([
      ':: StoryTitle',
      'The Tavern',
      '',
      ':: StoryData',
      '{',
      '  "ifid": "D674C58C-DEFA-4F70-B7A2-27742230C0FC",',
      '  "format": "Chapbook",',
      '  "format-version": "2.3.0",',
      '  "start": "hi",',
      '  "zoom": 1',
      '}',
      '',
      ':: hi [character] {"position":"0,40"}',
      "$gold (typeof $gold === 'undefined'): 10",
      `$mood (typeof $mood === 'undefined'): "calm"`,
      '$mood: "glad \\"very\\""',
      '$gold: $gold - 2',
      '--',
      '<!-- frame: 3 -->',
      'Anna: Hello, &#91;friend&#93; &#36;5.',
      'Anna: &#45;&#45; Welcome.',
      '[if $gold < 5]',
      '[[Pay->bye]]',
      '[continue]',
      '[[Run &#45;&#62; away->End]]',
      '[[&#8203;->bye]]',
      '',
      ':: bye [text] {"position":"20,0"}',
      'Fin',
      '[if $mood !== "x"]',
      '[[Again->hi]]',
      '[continue]',
      '[if !($mood !== "x")]',
      '[[Continue->hi]]',
      '[continue]',
      '',
      ':: End [end]',
      '',
    ]);
  });

  it('plays a linear dialog in order', () => {
    const twee = exportTwee(linearGraph(), linearContext);
    expect(twee).toContain('"start": "l1"');
    expect(twee).toMatch(
      /:: l1 [^\n]*\nAnna: Shall we walk\?\n\[\[Continue->l2\]\][\s\S]*\[\[Continue->l3\]\]/,
    );
    expect(twee).not.toContain(':: End');
  });

  it('keeps names and text from breaking headers, links and markup', () => {
    const graph: DialogGraph = {
      version: dialogGraphVersion,
      startNodeId: 'a[1]->{b}|c',
      nodes: [
        dialogNode('a[1]->{b}|c', {
          text: "It's $5 for //two// [[drinks]]\n:: not a passage\nplain line",
          choices: [
            { id: 'x', text: 'Go -> there', conditions: [], targetId: 'StoryInit' },
            { id: 'y', text: 'alert(1)', conditions: [], targetId: 'StoryInit' },
          ],
        }),
        dialogNode('StoryInit', { text: 'a </nowiki> b' }),
      ],
    };
    const twee = exportTwee(graph, tavernContext);
    expect(twee).toContain(':: a_1___b__c [text] {"position":"0,0"}');
    expect(twee).toContain('"start": "a_1___b__c"');
    expect(twee).toContain(
      "<nowiki>It's $5 for //two// [[drinks]]</nowiki>\n<nowiki>:: not a passage</nowiki>\nplain line",
    );
    expect(twee).toContain('<<link "Go -> there" "StoryInit_2">><</link>>');
    expect(twee).toContain('<<link "alert(1)" "StoryInit_2">><</link>>');
    expect(twee).toContain(':: StoryInit_2 [text]');
    expect(twee).toContain('<nowiki>a </nowiki>&lt;/nowiki&gt;<nowiki> b</nowiki>');
  });

  it('makes the same IFID for the same dialog, a UUID v4, and checks a given one', () => {
    expect(ifidFor('tavern')).toBe(ifidFor('tavern'));
    expect(ifidFor('tavern')).not.toBe(ifidFor('walk'));
    expect(ifidFor('tavern')).toMatch(
      /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/,
    );
    expect(exportTwee(tavernGraph(), tavernContext)).toContain(`"ifid": "${ifidFor('tavern')}"`);
    expect(() => exportTwee(tavernGraph(), tavernContext, { ifid: 'not-a-uuid' })).toThrow(
      RangeError,
    );
  });

  it('escapes a title that opens with :: so it does not read as a passage header', () => {
    const twee = exportTwee(tavernGraph(), { ...tavernContext, name: ':: Night' });
    expect(twee.split('\n').slice(0, 2)).toEqual([':: StoryTitle', '\\:: Night']);
  });

  it('links only to passages that exist, with unique names, whatever the dialog', () => {
    fc.assert(
      fc.property(dialogArbitrary(), ({ graph, context }) => {
        const twee = exportTwee(graph, context);
        const headers = (twee.match(/^:: (.*?)(?: \[|$)/gm) ?? []).map((h) =>
          h.replace(/^:: /, '').replace(/ \[$/, ''),
        );
        const names = headers.map((name) => name.replace(/\\(.)/g, '$1'));
        expect(new Set(names).size).toBe(names.length);
        expect(twee.match(/^:: .+ \[(text|character|custom)\] /gm)).toHaveLength(
          graph.nodes.length,
        );
        // Text inside <nowiki> is shown as written: a `[[` there is no link.
        const markup = twee.replace(/<nowiki>[\s\S]*?<\/nowiki>/g, '');
        const targets = [
          ...[...markup.matchAll(/\[\[[^\]\n]*?->([^\]\n]*)\]\]/g)].map((m) => m[1]),
          ...[...markup.matchAll(/<<link "(?:\\.|[^"\\])*" ("(?:\\.|[^"\\])*")>>/g)].map(
            (m) => JSON.parse(m[1]!) as string,
          ),
        ];
        for (const target of targets) expect(names).toContain(target);
        for (const line of twee.split('\n')) {
          if (line.startsWith('::'))
            expect(line).toMatch(
              /^:: (StoryTitle|StoryData|StoryInit|.+ \[\w+\]( \{"position":"\d+,\d+"\})?)$/,
            );
        }
      }),
      { numRuns: 200 },
    );
  });
});
