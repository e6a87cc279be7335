import { describe, expect, it } from 'vitest';
import { dialogLines } from '../../../../shared/dialogs/localization/dialog-lines';
import { loadSandbox, sampleSandbox, sandboxDialogId, saveSandbox } from './sandbox';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('the sandbox', () => {
  it('has a Russian translation of every line of its sample, by the ids the lines have', () => {
    const sample = sampleSandbox();
    const lines = dialogLines(
      sample.graph,
      {
        dialogId: sandboxDialogId,
        name: sample.name,
        kind: sample.kind,
        variables: sample.variables,
        metaSchema: sample.metaSchema,
        documents: sample.characters,
      },
      { line: null, choice: null },
    );
    expect(Object.keys(sample.translations?.ru ?? {}).sort()).toEqual(
      lines.map((line) => line.lineId).sort(),
    );
  });

  it('keeps its translations in storage and reads a sandbox kept before there were any', () => {
    const storage = memoryStorage();
    const sample = sampleSandbox();
    saveSandbox(storage, sample);
    expect(loadSandbox(storage).translations).toEqual(sample.translations);

    const { translations: _none, ...older } = sample;
    saveSandbox(storage, { ...older, name: 'Older' });
    expect(loadSandbox(storage).name).toBe('Older');
  });
});
