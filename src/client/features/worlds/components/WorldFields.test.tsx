import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { useWorldForm, WorldFields } from './WorldFields';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

function Harness({ suggestUrl }: { suggestUrl: boolean }) {
  const worldForm = useWorldForm({ name: '', urlName: '', description: '' });
  return <WorldFields worldForm={worldForm} ownerUserName="ann" suggestUrl={suggestUrl} />;
}

function setup(suggestUrl: boolean) {
  render(
    <MantineProvider>
      <Harness suggestUrl={suggestUrl} />
    </MantineProvider>,
  );
  return {
    name: screen.getByTestId('world-name-input') as HTMLInputElement,
    url: screen.getByTestId('world-url-input') as HTMLInputElement,
  };
}

describe('WorldFields URL suggestion', () => {
  it('follows the name until the user types a URL, and again once it is cleared', () => {
    const { name, url } = setup(true);
    fireEvent.change(name, { target: { value: 'The Elder Realm' } });
    expect(url.value).toBe('the-elder-realm');
    expect(screen.getByText('Address: /ann/the-elder-realm')).toBeInTheDocument();

    fireEvent.change(url, { target: { value: 'elder' } });
    fireEvent.change(name, { target: { value: 'The Elder Realm II' } });
    expect(url.value).toBe('elder');

    fireEvent.change(url, { target: { value: '' } });
    fireEvent.change(name, { target: { value: 'Ashfall' } });
    expect(url.value).toBe('ashfall');
  });

  it('never rewrites the URL of an existing world', () => {
    const { name, url } = setup(false);
    fireEvent.change(name, { target: { value: 'Renamed' } });
    expect(url.value).toBe('');
  });
});
