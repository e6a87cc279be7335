import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { modals } from '@mantine/modals';
import { useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentDetail } from '../../../../shared/schemas/document';
import { plainText, type RichText } from '../../../../shared/wiki/rich-text';
import { startSession } from '../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { DocumentEditor, type EditorSlot } from './DocumentEditor';

const text = (value: string): RichText => ({
  v: 1,
  doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }] },
});

const loaded: DocumentDetail = {
  id: 'doc-1',
  name: 'Ada',
  type: 'character',
  description: 'A captain',
  tags: [{ id: 't1', name: 'crew', previewable: false }],
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: { id: 'u1', userName: 'mira' },
  createdBy: { id: 'u1', userName: 'mira' },
  contents: text('The old text'),
  backlinks: [],
  mentions: [],
  visibility: null,
};
const theirs: DocumentDetail = {
  ...loaded,
  version: 3,
  contents: text('Their text'),
  updatedBy: { id: 'u2', userName: 'bob' },
};

/** A stand-in for the co-edited contents: the page only asks it to flush and hears whether edits are unsent. */
const flushes = vi.fn(async () => undefined);
function FakeEditor({ slot }: { slot: EditorSlot }) {
  useImperativeHandle(slot.ref, () => ({ flush: flushes }), []);
  return (
    <button type="button" onClick={() => slot.onContentsState({ unsent: true })}>
      go offline with an edit
    </button>
  );
}

const path = '/api/Setting/w1/Documents/doc-1';

function renderEditor(
  answerPut: (body: { version: number }) => { status?: number; body?: unknown },
  onDirtyChange: (dirty: boolean) => void = () => undefined,
) {
  const { fetchStub, calls } = stubFetch((at, body) => {
    if (at === path && body) return answerPut(body as { version: number });
    if (at === path) return { body: theirs };
    return { status: 404 };
  });
  vi.stubGlobal('fetch', fetchStub);
  const onDone = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <DocumentEditor
            worldId="w1"
            document={loaded}
            tagSuggestions={[]}
            renderEditor={(slot) => <FakeEditor slot={slot} />}
            renderDiff={(before, after) => (
              <p>{`diff ${plainText(before.contents.doc)} → ${plainText(after.contents.doc)}`}</p>
            )}
            renderContents={(contents) => <p>{`shown: ${plainText(contents.doc)}`}</p>}
            onDirtyChange={onDirtyChange}
            onDone={onDone}
          />
        ),
      },
    ],
    '/',
  );
  return { calls, onDone };
}

const stale = { status: 409, body: { Exceptions: [{ Code: '4091', Message: 'stale' }] } };
const puts = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body);

async function renameAndSave(name: string) {
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: /name/i });
  await user.clear(field);
  await user.type(field, name);
  await user.click(screen.getByTestId('save-document'));
  return user;
}

// jsdom has no FontFaceSet; Mantine's autosizing description field listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

beforeEach(() => {
  startSession(fakeToken());
  flushes.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('saving while the text is co-edited', () => {
  it('saves the text at once, then only the fields, over the version loaded', async () => {
    const { calls, onDone } = renderEditor((body) => ({
      body: { ...theirs, version: body.version + 1, name: 'Ada Lovelace' },
    }));
    await renameAndSave('Ada Lovelace');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(flushes).toHaveBeenCalledTimes(1);
    expect(puts(calls)).toEqual([
      {
        name: 'Ada Lovelace',
        type: 'character',
        tags: ['crew'],
        description: 'A captain',
        visibility: null,
        version: 2,
      },
    ]);
  });

  it('with no field changed, Save only saves the text and shows the document as it now is', async () => {
    const { calls, onDone } = renderEditor(() => ({ status: 500 }));
    await userEvent.setup().click(screen.getByTestId('save-document'));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ version: 3 })),
    );
    expect(flushes).toHaveBeenCalledTimes(1);
    expect(puts(calls)).toEqual([]);
  });

  it('edits that have not reached the server yet keep the page from closing without asking', async () => {
    const openConfirm = vi.spyOn(modals, 'openConfirmModal').mockImplementation(() => 'confirm');
    const onDirty = vi.fn();
    const { onDone } = renderEditor(() => ({ status: 500 }), onDirty);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'go offline with an edit' }));
    await waitFor(() => expect(onDirty).toHaveBeenLastCalledWith(true));
    // Done asks first (the confirmation is Mantine's modal, outside this render) instead of closing.
    await user.click(screen.getByTestId('close-editor'));
    expect(openConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Discard your changes?' }),
    );
    expect(onDone).not.toHaveBeenCalled();
    openConfirm.mockRestore();
  });
});

describe('saving fields someone else changed (409, 4091)', () => {
  it('shows both versions and, on "save mine", saves my fields over their version', async () => {
    let attempts = 0;
    const { calls, onDone } = renderEditor((body) =>
      attempts++ === 0
        ? stale
        : { body: { ...theirs, version: body.version + 1, name: 'Ada Lovelace' } },
    );
    const user = await renameAndSave('Ada Lovelace');

    expect(await screen.findByText('Someone else changed this document')).toBeInTheDocument();
    expect(screen.getByText(/bob saved version 3/)).toBeInTheDocument();
    // The text is the one live text on both sides: only the fields differ.
    expect(screen.getByText('diff Their text → Their text')).toBeInTheDocument();

    await user.click(screen.getByTestId('conflict-mine'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(puts(calls)).toEqual([
      expect.objectContaining({ name: 'Ada Lovelace', version: 2 }),
      expect.objectContaining({ name: 'Ada Lovelace', version: 3 }),
    ]);
    expect(puts(calls)[1]).not.toHaveProperty('contents');
    expect(onDone.mock.calls[0]![0]).toMatchObject({ version: 4 });
  });

  it('on "merge", puts their fields in the form, keeps mine beside it, and saves over their version', async () => {
    let attempts = 0;
    const { calls, onDone } = renderEditor((body) =>
      attempts++ === 0 ? stale : { body: { ...theirs, version: body.version + 1 } },
    );
    const user = await renameAndSave('Ada Lovelace');
    await user.click(await screen.findByTestId('conflict-merge'));

    expect(screen.getByRole('textbox', { name: /name/i })).toHaveValue('Ada');
    expect(screen.getByTestId('merge-reference')).toHaveTextContent('Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: /name/i }), ' King');
    await user.click(screen.getByTestId('save-document'));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(puts(calls)[1]).toEqual(expect.objectContaining({ name: 'Ada King', version: 3 }));
  });

  it('on "keep theirs", drops my fields without saving them', async () => {
    const { calls, onDone } = renderEditor(() => stale);
    const user = await renameAndSave('Ada Lovelace');
    await user.click(await screen.findByTestId('conflict-theirs'));
    expect(onDone).toHaveBeenCalledWith(null);
    expect(puts(calls)).toHaveLength(1);
  });
});
