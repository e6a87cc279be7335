import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Relation, RelationType } from '../../../../shared/schemas/relation';
import { endSession, startSession } from '../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { RelationFormModal } from './RelationFormModal';
import { RelationTypeFormModal } from './RelationTypeFormModal';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
});

const ally: RelationType = {
  id: 'type-ally',
  name: 'Ally',
  color: '#4dabf7',
  directed: false,
  relations: 1,
};
const mentor: RelationType = {
  id: 'type-mentor',
  name: 'Mentor of',
  color: '#ff8787',
  directed: true,
  relations: 0,
};
const mira = { id: 'doc-mira', name: 'Captain Mira', type: 'character' };
const teodor = { id: 'doc-teodor', name: 'Old Teodor', type: 'character' };
const relation: Relation = {
  id: 'relation-1',
  typeId: ally.id,
  source: mira,
  target: teodor,
  label: '',
  createdAt: '2026-01-01T00:00:00Z',
  createdBy: null,
};
const noDocuments = { body: { items: [], total: 0 } };

function signIn() {
  act(() => startSession(fakeToken()));
}

describe('the relation type form', () => {
  it('asks for a name ("Required") before anything is sent', async () => {
    signIn();
    const { fetchStub, calls } = stubFetch(() => ({ body: ally }));
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <RelationTypeFormModal
              worldId="w1"
              type={null}
              opened
              usedColors={[]}
              onClose={() => undefined}
            />
          ),
        },
      ],
      '/',
    );

    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a name another type has (40041) under the name, and starts with a colour no type uses', async () => {
    signIn();
    const { fetchStub, calls } = stubFetch(() => ({
      status: 409,
      body: { Exceptions: [{ Code: '40041', Message: 'taken' }] },
    }));
    vi.stubGlobal('fetch', fetchStub);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <RelationTypeFormModal
              worldId="w1"
              type={null}
              opened
              usedColors={['#4dabf7']}
              onClose={onClose}
            />
          ),
        },
      ],
      '/',
    );

    await user.type(await screen.findByLabelText(/^Name/), 'Ally');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('A relation type with this name already exists'),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/api/Setting/w1/RelationTypes',
      method: 'POST',
      body: { name: 'Ally', color: '#ff8787', directed: true },
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the relation form', () => {
  it('shows a pair the type holds already (40040) under the second document', async () => {
    signIn();
    const { fetchStub, calls } = stubFetch((path) =>
      path.includes('/Documents')
        ? noDocuments
        : { status: 409, body: { Exceptions: [{ Code: '40040', Message: 'exists' }] } },
    );
    vi.stubGlobal('fetch', fetchStub);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <RelationFormModal
              worldId="w1"
              draft={{ relation, type: ally }}
              types={[ally]}
              onClose={onClose}
            />
          ),
        },
      ],
      '/',
    );

    await user.type(await screen.findByLabelText('Label'), 'sworn');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('These documents are already related by this type'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/Setting/w1/Relations/relation-1',
      body: { sourceId: mira.id, targetId: teodor.id, label: 'sworn' },
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal of the documents above the fields, in the words of the server', async () => {
    signIn();
    const { fetchStub } = stubFetch((path) =>
      path.includes('/Documents')
        ? noDocuments
        : {
            status: 400,
            body: { Exceptions: [{ Code: '400', Message: 'Link documents of this world only' }] },
          },
    );
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <RelationFormModal
              worldId="w1"
              draft={{ relation, type: ally }}
              types={[ally]}
              onClose={() => undefined}
            />
          ),
        },
      ],
      '/',
    );

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Link documents of this world only');
  });

  it('from a document: offers the types, keeps the document as the source and asks for the other one', async () => {
    signIn();
    const { fetchStub, calls } = stubFetch(() => noDocuments);
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <RelationFormModal
              worldId="w1"
              draft={{ relation: null, type: null, source: mira }}
              types={[ally, mentor]}
              onClose={() => undefined}
            />
          ),
        },
      ],
      '/',
    );

    expect(await screen.findByTestId('relation-type')).toHaveValue('Ally');
    // Ally reads both ways: the ends are "first" and "second", not "from" and "to".
    expect(screen.getByTestId('relation-source')).toHaveValue('Captain Mira');
    expect(screen.getByText('First document')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Choose a document')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
