import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { linearContext, linearGraph, tavernContext, tavernGraph } from '../dialog-fixtures';
import { dialogLines } from './dialog-lines';
import { writeVoiceScriptCsv } from './voice-script';

const noLimits = { line: null, choice: null };

describe('writeVoiceScriptCsv', () => {
  it('lists spoken lines by speaker, then dialog, then play order, without choices', () => {
    const tavern = tavernGraph();
    tavern.nodes[0] = { ...tavern.nodes[0]!, direction: 'cheerful, loud' };
    const csv = writeVoiceScriptCsv([
      { dialogName: 'The Tavern', lines: dialogLines(tavern, tavernContext, noLimits) },
      { dialogName: 'A walk', lines: dialogLines(linearGraph(), linearContext, noLimits) },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const table = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(table[0]).toEqual(['speaker', 'dialog', 'line_id', 'text', 'context', 'direction']);
    expect(table.slice(1).map(([speaker, dialog, lineId]) => [speaker, dialog, lineId])).toEqual([
      ['', 'A walk', 'walk-l2'],
      ['', 'The Tavern', 'tavern-pay'],
      ['', 'The Tavern', 'tavern-cellar'],
      ['Anna', 'A walk', 'walk-l1'],
      ['Anna', 'The Tavern', 'tavern-greet'],
      ['Bob "the Barman"', 'A walk', 'walk-l3'],
      ['Bob "the Barman"', 'The Tavern', 'tavern-more'],
    ]);
    expect(table[5]).toEqual([
      'Anna',
      'The Tavern',
      'tavern-greet',
      'Welcome to the tavern!',
      '← "Yes" → "Buy a drink" | "Ask about the key" | "Leave"',
      'cheerful, loud',
    ]);
  });

  it('writes only the header when there is nothing to say', () => {
    expect(writeVoiceScriptCsv([])).toBe(
      '\uFEFF"speaker","dialog","line_id","text","context","direction"\r\n',
    );
  });
});
