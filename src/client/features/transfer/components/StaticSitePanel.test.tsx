import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../../tests/kits/client/render-app';
import { StaticSitePanel } from './StaticSitePanel';

function show(isPublic: boolean) {
  return renderRoutes(
    [{ path: '/', element: <StaticSitePanel world={{ id: 'w1', isPublic }} /> }],
    '/',
  );
}

describe('StaticSitePanel', () => {
  it('waits for the world to be public and says why', async () => {
    show(false);
    expect(await screen.findByTestId('static-site-private')).toBeInTheDocument();
    expect(screen.getByTestId('static-site-download')).toBeDisabled();
  });

  it('offers the download in a public world', async () => {
    show(true);
    expect(await screen.findByTestId('static-site-download')).toBeEnabled();
    expect(screen.queryByTestId('static-site-private')).toBeNull();
  });
});
