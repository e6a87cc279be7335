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
import { exportDialogText } from './export-formats';
import { exportYarn } from './export-yarn';

describe('exportYarn', () => {
  it('writes a small dialog exactly', () => {
    const graph: DialogGraph = {
      version: dialogGraphVersion,
      startNodeId: 'hi',
      nodes: [
        dialogNode('end', { text: 'Fin', position: { x: 10.4, y: -3 } }),
        dialogNode('hi', {
          kind: 'character',
          speakerId: 'doc-anna',
          text: 'Hello.',
          onEnter: [{ variableId: 'v-gold', operation: 'add', value: '2' }],
          choices: [
            {
              id: 'c1',
              text: 'Pay',
              conditions: [
                { variableId: 'v-gold', operator: 'gte', value: '5' },
                { variableId: 'v-key', operator: 'eq', value: 'true' },
              ],
              targetId: 'end',
            },
          ],
          nextId: 'end',
        }),
      ],
    };
    expect(exportYarn(graph, tavernContext)).toBe(
      [
        'title: Start',
        'position: 0,0',
        '---',
        '<<declare $has_key = false>>',
        '<<declare $gold = 10>>',
        '<<set $gold to $gold + 2>>',
        'Anna: Hello. #line:tavern-hi',
        '-> Pay <<if $gold >= 5 and $has_key == true>> #line:tavern-hi-c1',
        '    <<jump end>>',
        '<<jump end>>',
        '===',
        '',
        'title: end',
        'position: 10,-3',
        '---',
        'Fin #line:tavern-end',
        '===',
        '',
      ].join('\n'),
    );
  });

  it('exports every node type, conditions of each kind, meta headers and the end of the dialog', () => {
    const yarn = exportYarn(tavernGraph(), tavernContext);
    expect(yarn).toContain('title: cellar\nposition: 300,100\nbackground: cellar\nframe: 3\n---\n');
    expect(yarn).toContain('<<declare $mood = "calm">>');
    expect(yarn).toContain(
      '<<set $gold to $gold - 5>>\nYou pay five coins. #line:tavern-pay\n<<jump more>>',
    );
    expect(yarn).toContain('Bob "the Barman": Anything else? #line:tavern-more');
    expect(yarn).toContain(
      '-> Yes <<if $mood != "angry">> #line:tavern-more-back\n    <<jump Start>>',
    );
    expect(yarn).toContain('-> Leave #line:tavern-greet-leave\n    <<stop>>');
    expect(yarn.match(/^title: /gm)).toHaveLength(4);
    expect(yarn.match(/<<declare/g)).toHaveLength(3);
  });

  it('plays a linear dialog in order', () => {
    const yarn = exportYarn(linearGraph(), linearContext);
    expect(yarn).toMatch(
      /title: Start[\s\S]*Anna: Shall we walk\? #line:walk-l1\n<<jump l2>>[\s\S]*title: l2[\s\S]*<<jump l3>>/,
    );
  });

  it('escapes text that would read as Yarn, and makes titles unique identifiers', () => {
    const graph: DialogGraph = {
      version: dialogGraphVersion,
      startNodeId: null,
      nodes: [
        dialogNode('Start', {
          text: 'Note: {x} [b]bold[/b] #tag // not a comment\n  <<stop>>\n===\n-> no option\n]',
          choices: [{ id: 'c', text: 'Ask: why?\nNow', conditions: [], targetId: 'a b' }],
        }),
        dialogNode('a b', {
          kind: 'character',
          speakerId: 'doc-x',
          text: 'x',
          meta: [{ schemaId: 'title', value: 'a//b\nc' }],
        }),
        dialogNode('a_b', { text: '"quoted"' }),
        dialogNode('9', {}),
      ],
    };
    const context = {
      ...tavernContext,
      documents: [{ id: 'doc-x', name: 'Dr: [Who]' }],
      metaSchema: [{ id: 'title', name: 'title', type: 'text' as const, commentary: '' }],
    };
    const yarn = exportYarn(graph, context);
    expect(yarn.match(/^title: .*$/gm)).toEqual([
      'title: Start_2',
      'title: a_b',
      'title: a_b_2',
      'title: Node_9',
    ]);
    expect(yarn).toContain(
      [
        'Note\\: \\{x\\} \\[b\\]bold\\[\\/b\\] \\#tag \\/\\/ not a comment #line:tavern-Start',
        '\\<\\<stop\\>\\> #line:tavern-Start.2',
        '{""}=== #line:tavern-Start.3',
        '-\\> no option #line:tavern-Start.4',
        '{""}\\] #line:tavern-Start.5',
        '-> Ask\\: why? Now #line:tavern-Start-c',
        '    <<jump a_b>>',
      ].join('\n'),
    );
    expect(yarn).toContain('meta_title: a/ /b c\n');
    // 'a b' is no safe id part: its line id holds its hash.
    expect(yarn).toMatch(/^Dr \\\[Who\\\]: x #line:tavern-h[0-9a-f]{8}$/m);
  });

  it('writes a chosen language under the same line ids, the source where a line has none', () => {
    const translations = new Map([
      ['tavern-greet', 'Добро пожаловать!'],
      ['tavern-greet-drink', 'Купить выпивку'],
    ]);
    const options = { continueLabel: 'Дальше', translations };
    const { text } = exportDialogText('yarn', tavernGraph(), tavernContext, options);
    expect(text).toContain('Anna: Добро пожаловать! #line:tavern-greet\n');
    expect(text).toContain('-> Купить выпивку <<if $gold >= 5>> #line:tavern-greet-drink\n');
    expect(text).toContain('-> Leave #line:tavern-greet-leave\n');
    const lorehub = exportDialogText('lorehub-v2', tavernGraph(), tavernContext, options).text;
    expect(lorehub).toContain('Добро пожаловать!');
    const twee = exportDialogText('twee-sugarcube', tavernGraph(), tavernContext, options).text;
    expect(twee).toContain('Купить выпивку');
  });

  it('gives every node one title and closes every node, whatever the dialog', () => {
    fc.assert(
      fc.property(dialogArbitrary({ localized: true }), ({ graph, context }) => {
        const yarn = exportYarn(graph, context);
        const titles = yarn.match(/^title: (.*)$/gm) ?? [];
        expect(titles).toHaveLength(graph.nodes.length);
        expect(new Set(titles).size).toBe(titles.length);
        for (const title of titles) expect(title).toMatch(/^title: [A-Za-z][A-Za-z0-9_]*$/);
        expect(yarn.match(/^===$/gm)).toHaveLength(graph.nodes.length);
        expect(yarn.match(/^---$/gm)).toHaveLength(graph.nodes.length);
        for (const jump of yarn.match(/<<jump (.*)>>/g) ?? []) {
          expect(titles).toContain(`title: ${jump.slice(7, -2)}`);
        }
        // Inside a body no text line starts a Yarn construct by accident.
        const bodies = yarn
          .split(/^---$/m)
          .slice(1)
          .map((part) => part.split(/^===$/m)[0] ?? '');
        for (const tagged of bodies.flatMap((body) => body.split('\n'))) {
          if (
            tagged === '' ||
            tagged.startsWith('<<') ||
            tagged.startsWith('-> ') ||
            tagged.startsWith('    <<')
          )
            continue;
          expect(tagged).toMatch(/ #line:[A-Za-z0-9_-]+(\.\d+)?$/);
          const line = tagged.replace(/ #line:\S+$/, '');
          expect(line).not.toMatch(/^(===|->|=>|#|\/\/|\{(?!""\}))/);
          expect(line.replace(/^\{""\}/, '').replace(/\\./g, '')).not.toMatch(/[<#{}[\]\\]|\/\//);
        }
      }),
      { numRuns: 200 },
    );
  });
});
