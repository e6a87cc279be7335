import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../../../tests/kits/client/render-app';
import type { PlayLanguage } from '../../hooks/use-play-language';
import { sampleSandbox } from '../../model/sandbox';
import { makeLookup } from '../nodes/dialog-lookup';
import { DialogPlayer } from './DialogPlayer';

const sample = sampleSandbox();
const lookup = makeLookup({
  documents: sample.characters,
  variables: sample.variables,
  metaSchema: sample.metaSchema,
});
// The refusal stays untranslated: the player shows its source text.
const russian = new Map(
  Object.entries(sample.translations?.ru ?? {}).filter(([lineId]) => lineId !== 'sandbox-n-refuse'),
);

/** The player with a language choice the test can change, as the workspace holds it. */
function PlayerWithLanguage() {
  const [value, setValue] = useState('en');
  const language: PlayLanguage = {
    options: [
      { value: 'en', label: 'English (en)' },
      { value: 'ru', label: 'Russian (ru)' },
    ],
    value,
    onChange: setValue,
    translations: value === 'ru' ? russian : null,
    dialogId: 'sandbox',
  };
  return <DialogPlayer graph={sample.graph} kind="branching" lookup={lookup} language={language} />;
}

describe('DialogPlayer in a chosen language', () => {
  it('shows no language choice when there is only the source', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: <DialogPlayer graph={sample.graph} kind="branching" lookup={lookup} />,
        },
      ],
      '/',
    );
    expect(screen.getByTestId('player-text')).toHaveTextContent('Halt! The toll is one coin.');
    expect(screen.queryByTestId('player-language')).toBeNull();
  });

  it('plays the translated lines and choices, goes on where it was when the language changes, and falls back to the source', () => {
    renderRoutes([{ path: '/', element: <PlayerWithLanguage /> }], '/');
    expect(screen.getByTestId('player-text')).toHaveTextContent('Halt! The toll is one coin.');

    fireEvent.change(screen.getByTestId('player-language'), { target: { value: 'ru' } });
    expect(screen.getByTestId('player-text')).toHaveTextContent('Стой! Пошлина — одна монета.');
    expect(screen.getAllByTestId('player-choice').map((choice) => choice.textContent)).toEqual([
      '1. Заплатить монету',
      '2. Отказаться',
    ]);

    fireEvent.click(screen.getAllByTestId('player-choice')[1]!);
    expect(screen.getByTestId('player-text')).toHaveTextContent('Then you shall not pass.');
    expect(screen.getByTestId('player-speaker')).toHaveTextContent('Guard');
  });
});
