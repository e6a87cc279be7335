import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RichText } from '../../../../shared/wiki/rich-text';
import { MentionLinkContext, type RenderMentionLink } from '../../../lib/mention-link';
import { renderRoutes } from '../../../../../tests/kits/client/render-app';
import { ContentsViewer } from './ContentsViewer';

const contents: RichText = {
  v: 1,
  doc: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Ruled by ' },
          { type: 'mention', attrs: { id: 'd1', label: 'Ilsa' } },
          { type: 'text', text: ' from ' },
          { type: 'mention', attrs: { id: 'd2', label: 'The Gate' } },
        ],
      },
    ],
  },
};

const mentionHref = (id: string) => `/mira/isles/documents/${id}`;

// The page's link, as a stand-in: a labelled link that says it came from the provider.
const renderMentionLink: RenderMentionLink = ({ documentId, label }) => (
  <a href={mentionHref(documentId)} data-provided={documentId}>
    {`@${label}`}
  </a>
);

describe('mentions in the contents viewer', () => {
  it('are plain links into the app without a provider, and open inside it', async () => {
    const { router } = renderRoutes(
      [
        {
          path: '/mira/isles/world',
          element: <ContentsViewer contents={contents} mentionHref={mentionHref} />,
        },
        { path: '/mira/isles/documents/:id', element: <p>document page</p> },
      ],
      '/mira/isles/world',
    );
    const link = await screen.findByRole('link', { name: '@Ilsa' });
    expect(link.getAttribute('href')).toBe('/mira/isles/documents/d1');
    expect(link.hasAttribute('data-provided')).toBe(false);

    // A click alone: ProseMirror reads mouse-downs by coordinates, which jsdom does not lay out.
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mira/isles/documents/d1'));
  });

  it('are drawn by the provided link under a MentionLinkContext, each with its document and label', async () => {
    renderRoutes(
      [
        {
          path: '/mira/isles/world',
          element: (
            <MentionLinkContext value={renderMentionLink}>
              <ContentsViewer contents={contents} mentionHref={mentionHref} />
            </MentionLinkContext>
          ),
        },
      ],
      '/mira/isles/world',
    );
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.getAttribute('data-provided'), link.textContent])).toEqual([
      ['d1', '@Ilsa'],
      ['d2', '@The Gate'],
    ]);
    // The text around the mentions stays as it was.
    expect(screen.getByRole('region', { name: 'Contents' }).textContent).toBe(
      'Ruled by @Ilsa from @The Gate',
    );
  });
});
