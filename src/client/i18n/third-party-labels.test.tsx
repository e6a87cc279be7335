import { act, screen } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyDialogGraph } from '../../shared/dialogs/dialog-graph';
import type { ImageLimits } from '../../shared/schemas/image';
import type { Graph } from '../../shared/schemas/relation';
import { BuilderCanvas } from '../features/dialogs/components/builder/BuilderCanvas';
import { UploadDropzone } from '../features/images/components/UploadDropzone';
import { GraphCanvas } from '../features/relations/components/graph/RelationsGraph';
import { ImportWorldPanel } from '../features/transfer/components/ImportWorldPanel';
import { changeLanguage, i18n } from '../lib/i18n';
import { renderRoutes } from '../../../tests/kits/client/render-app';

/**
 * no-literal-strings.test.ts reads our sources; the libraries bring words of
 * their own, in English, into aria-labels, titles and screen-reader help.
 * These are the ones they are known to add; each screen below is rendered in
 * Russian and must show none of them.
 */
const englishLibraryWords = [
  // React Flow's controls, minimap, handles and keyboard help (its defaultAriaLabelConfig).
  'Control Panel',
  'Zoom In',
  'Zoom Out',
  'Fit View',
  'Toggle Interactivity',
  'Mini Map',
  'Handle',
  'Press enter or space to select',
  'React Flow',
  // react-dropzone's name for the file input inside every drop zone.
  'file upload',
];

// No web worker in jsdom: the graph is shown without a layout.
vi.mock('../lib/elk-layout', async (original) => ({
  ...(await original<typeof import('../lib/elk-layout')>()),
  layoutGraph: () => new Promise(() => undefined),
}));

const graph: Graph = {
  nodes: [{ id: 'd1', name: 'Mira', type: 'character', tagIds: [], thumbUrl: null }],
  edges: [],
  types: [],
  tags: [],
  positions: [],
  urlsExpireAt: new Date(Date.now() + 3_600_000).toISOString(),
};
const limits: ImageLimits = {
  maxBytes: 2048,
  maxPixels: 1_000_000,
  acceptedTypes: ['image/png'],
  thumbnailSize: 400,
  urlLifetimeSeconds: 3600,
};

const builderProps = {
  graph: emptyDialogGraph(),
  warnings: new Map<string, readonly string[]>(),
  canEdit: true,
  onEdit: () => undefined,
  selectedIds: [],
  onSelect: () => undefined,
  confirmDeleteNodes: async () => true,
  newNodeKind: 'text' as const,
};

/** The English words found in the page's labels, titles and text. */
function englishFound(): string[] {
  const labelled = [...document.querySelectorAll('[aria-label], [title]')].flatMap((element) => [
    element.getAttribute('aria-label') ?? '',
    element.getAttribute('title') ?? '',
  ]);
  const said = [...labelled, document.body.textContent ?? ''];
  return englishLibraryWords.filter((word) =>
    said.some((text) => text.toLowerCase().includes(word.toLowerCase())),
  );
}

function show(element: ReactNode) {
  renderRoutes([{ path: '/', element }], '/');
}

beforeAll(async () => {
  await act(() => changeLanguage('ru'));
});
afterAll(async () => {
  await act(() => changeLanguage('en'));
});

describe('library words in Russian', () => {
  it('the relations graph names its controls in Russian and shows no attribution', async () => {
    show(
      <ReactFlowProvider>
        <GraphCanvas worldId="w1" canEdit documentHref={(id) => `/d/${id}`} graph={graph} />
      </ReactFlowProvider>,
    );
    expect(await screen.findByRole('button', { name: i18n.t('FLOW.ZOOM_IN') })).toHaveAttribute(
      'title',
      i18n.t('FLOW.ZOOM_IN'),
    );
    expect(screen.getByRole('button', { name: i18n.t('FLOW.FIT_VIEW') })).toBeInTheDocument();
    expect(englishFound()).toEqual([]);
  });

  it('the dialog builder names its controls in Russian and shows no attribution', async () => {
    show(
      <ReactFlowProvider>
        <BuilderCanvas {...builderProps} />
      </ReactFlowProvider>,
    );
    expect(
      await screen.findByRole('button', { name: i18n.t('FLOW.ZOOM_OUT') }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(i18n.t('FLOW.CONTROLS'))).toBeInTheDocument();
    expect(englishFound()).toEqual([]);
  });

  it('the picture and world-archive drop zones name their file inputs in Russian', async () => {
    show(
      <>
        <UploadDropzone limits={limits} onFiles={() => undefined} />
        <ImportWorldPanel worldHref={() => '/'} onImported={() => undefined} />
      </>,
    );
    await screen.findByTestId('world-import-dropzone');
    const inputs = [...document.querySelectorAll('input[type=file]')];
    expect(inputs.map((input) => input.getAttribute('aria-label'))).toEqual([
      i18n.t('IMAGES.UPLOAD.DROP'),
      i18n.t('TRANSFER.IMPORT.DROP'),
    ]);
    expect(englishFound()).toEqual([]);
  });
});
