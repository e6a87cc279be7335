import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RichText } from '../../../../shared/wiki/rich-text';
import { renderRoutes } from '../../../../../tests/kits/client/render-app';
import { ContentsViewer } from './ContentsViewer';

const contents: RichText = {
  v: 1,
  doc: {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Open words.' }] },
      {
        type: 'secret',
        attrs: { roles: 'owner,viewer' },
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Only for some.' }] }],
      },
    ],
  },
};

describe('a secret block in the contents', () => {
  it('shows framed, with the roles it is for, and no role chooser when read only', async () => {
    renderRoutes(
      [
        {
          path: '/mira/isles/world',
          element: <ContentsViewer contents={contents} mentionHref={(id) => `/d/${id}`} />,
        },
      ],
      '/mira/isles/world',
    );
    const block = await screen.findByTestId('secret-block');
    expect(block.textContent).toContain('Only for some.');
    expect(screen.getByTestId('secret-label').textContent).toBe('Secret: owner, viewers');
    expect(screen.queryByTestId('secret-roles')).toBeNull();
  });
});
