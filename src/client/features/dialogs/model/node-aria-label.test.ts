// @vitest-environment node
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DialogNode } from '../../../../shared/dialogs/dialog-graph';
import { catalogueTranslators } from '../../../../../tests/kits/client/translators';
import { dialogNodeAriaLabel } from './node-aria-label';

let en: TFunction;
let ru: TFunction;

beforeAll(async () => {
  ({ en, ru } = await catalogueTranslators());
});

function node(overrides: Partial<DialogNode> = {}): DialogNode {
  return {
    id: 'n1',
    kind: 'text',
    text: 'The tide   is turning',
    speakerId: null,
    meta: [],
    onEnter: [],
    choices: [],
    nextId: null,
    position: { x: 0, y: 0 },
    ...overrides,
  };
}
const choice = (id: string) => ({ id, text: id, conditions: [], targetId: null });

describe('dialogNodeAriaLabel', () => {
  it('names the kind and the text, and says a node without choices ends or leads on', () => {
    const data = { node: node(), isStart: false, warnings: [] };
    expect(dialogNodeAriaLabel(en, data, null)).toBe('Text: The tide is turning. Ends here.');
    expect(dialogNodeAriaLabel(ru, { ...data, node: node({ nextId: 'n2' }) }, null)).toBe(
      'Текст: The tide is turning. Ведёт дальше.',
    );
  });

  it('names the speaker of a line, the start, the choices and the warnings, in both languages', () => {
    const data = {
      node: node({ kind: 'character', text: 'Pay up!', choices: [choice('a'), choice('b')] }),
      isStart: true,
      warnings: ['A choice leads nowhere'],
    };
    expect(dialogNodeAriaLabel(en, data, 'Oro')).toBe(
      'Character line, Oro: Pay up! Starting node. 2 choices. 1 warning.',
    );
    expect(dialogNodeAriaLabel(ru, data, 'Оро')).toBe(
      'Реплика персонажа, Оро: Pay up! Начальный узел. 2 варианта ответа. 1 предупреждение.',
    );
    expect(
      dialogNodeAriaLabel(
        ru,
        { ...data, node: node({ choices: [1, 2, 3, 4, 5].map(String).map(choice) }) },
        null,
      ),
    ).toContain('5 вариантов ответа');
  });

  it('says when a line has no speaker or a node no text, and cuts a long text', () => {
    const silent = { node: node({ kind: 'character', text: '  ' }), isStart: false, warnings: [] };
    expect(dialogNodeAriaLabel(en, silent, null)).toBe(
      'Character line, No speaker chosen: No text yet. Ends here.',
    );
    const long = { node: node({ text: 'word '.repeat(100) }), isStart: false, warnings: [] };
    const label = dialogNodeAriaLabel(en, long, null);
    expect(label.length).toBeLessThan(200);
    expect(label).toContain('… Ends here.');
  });
});
