import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentDetail } from '../../../../shared/schemas/document';
import { plainText, type RichText } from '../../../../shared/wiki/rich-text';
import { startSession } from '../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../test/render-app';
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
};
const theirs: DocumentDetail = { ...loaded, version: 3, contents: text('Their text'), updatedBy: { id: 'u2', userName: 'bob' } };

/** A plain textarea standing in for TipTap: the editor form only needs the handle. */
function FakeEditor({ slot }: { slot: EditorSlot }) {
  const [value, setValue] = useState(plainText(slot.initialContents.doc));
  useImperativeHandle(slot.ref, () => ({ getContents: () => text(value), setContents: (contents) => setValue(plainText(contents.doc)) }), [value]);
  return (
    <textarea
      aria-label="contents"
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        slot.onChange();
      }}
    />
  );
}

const path = '/api/Setting/w1/Documents/doc-1';

function renderEditor(answerPut: (body: { version: number }) => { status?: number; body?: unknown }) {
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
            renderDiff={(before, after) => <p>{`diff ${plainText(before.contents.doc)} → ${plainText(after.contents.doc)}`}</p>}
            renderContents={(contents) => <p>{`shown: ${plainText(contents.doc)}`}</p>}
            onDirtyChange={() => undefined}
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
const puts = (calls: { method: string; body: unknown }[]) => calls.filter((call) => call.method === 'PUT').map((call) => call.body);

async function editAndSave(value: string) {
  const user = userEvent.setup();
  const contents = screen.getByLabelText('contents');
  await user.clear(contents);
  await user.type(contents, value);
  await user.click(screen.getByTestId('save-document'));
  return user;
}

// jsdom has no FontFaceSet; Mantine's autosizing description field listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}

beforeEach(() => startSession(fakeToken()));
afterEach(() => vi.unstubAllGlobals());

describe('saving a document someone else changed (409, 4091)', () => {
  it('shows both versions and, on "save mine", saves my text over their version', async () => {
    let attempts = 0;
    const { calls, onDone } = renderEditor((body) => (attempts++ === 0 ? stale : { body: { ...theirs, version: body.version + 1, contents: text('My text') } }));
    const user = await editAndSave('My text');

    expect(await screen.findByText('Someone else changed this document')).toBeInTheDocument();
    expect(screen.getByText(/bob saved version 3/)).toBeInTheDocument();
    expect(screen.getByText('diff Their text → My text')).toBeInTheDocument();

    await user.click(screen.getByTestId('conflict-mine'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(puts(calls)).toEqual([
      expect.objectContaining({ version: 2, contents: text('My text') }),
      expect.objectContaining({ version: 3, contents: text('My text') }),
    ]);
    expect(onDone.mock.calls[0]![0]).toMatchObject({ version: 4 });
  });

  it('on "merge", puts their text in the editor, keeps mine beside it, and saves over their version', async () => {
    let attempts = 0;
    const { calls, onDone } = renderEditor((body) => (attempts++ === 0 ? stale : { body: { ...theirs, version: body.version + 1 } }));
    const user = await editAndSave('My text');
    await user.click(await screen.findByTestId('conflict-merge'));

    expect(screen.getByLabelText('contents')).toHaveValue('Their text');
    expect(screen.getByTestId('merge-reference')).toHaveTextContent('shown: My text');
    await user.type(screen.getByLabelText('contents'), ' and mine');
    await user.click(screen.getByTestId('save-document'));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(puts(calls)[1]).toEqual(expect.objectContaining({ version: 3, contents: text('Their text and mine') }));
  });

  it('on "keep theirs", drops my edit without saving it', async () => {
    const { calls, onDone } = renderEditor(() => stale);
    const user = await editAndSave('My text');
    await user.click(await screen.findByTestId('conflict-theirs'));
    expect(onDone).toHaveBeenCalledWith(null);
    expect(puts(calls)).toHaveLength(1);
  });
});
