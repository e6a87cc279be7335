import { ModalsProvider } from '@mantine/modals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Todo } from '../../../../shared/schemas/dashboard';
import type { Role } from '../../../../shared/permissions';
import { endSession, startSession } from '../../../lib/session';
import { WorldContext } from '../../../lib/world-context';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { TodoList } from './TodoList';

const members = [
  { userId: 'u1', userName: 'mira' },
  { userId: 'u2', userName: 'oren' },
];
const todo = (id: string, text: string, done = false, assignee: Todo['assignee'] = null): Todo => ({
  id,
  text,
  done,
  assignee,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const list = [
  todo('t1', 'Map the reefs', false, { id: 'u2', userName: 'oren' }),
  todo('t2', 'Name the moons', true),
];

function renderList(role: Role) {
  const world = {
    id: 'w1',
    urlName: 'isles',
    name: 'Isles',
    description: '',
    isPublic: false,
    defaultVisibility: 'members',
    ownerUserName: 'mira',
    currentUserRole: role,
    createdAt: '',
    updatedAt: '',
  } as const;
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <ModalsProvider>
            <WorldContext.Provider value={world}>
              <TodoList worldId="w1" members={members} />
            </WorldContext.Provider>
          </ModalsProvider>
        ),
      },
    ],
    '/',
  );
}

function answerTodos() {
  return stubFetch((path, body) => {
    if (path === '/api/Setting/w1/Todos')
      return { body: body ? { ...todo('t3', 'x'), ...(body as object) } : list };
    const id = path.split('/').pop()!;
    return body
      ? { body: { ...list.find((entry) => entry.id === id), ...(body as object) } }
      : { status: 204 };
  });
}

beforeEach(() => act(() => startSession(fakeToken())));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
});

describe('things to do', () => {
  it('is read-only for a viewer: no form, no ticking, no deleting', async () => {
    vi.stubGlobal('fetch', answerTodos().fetchStub);
    renderList('viewer');

    const reefs = await screen.findByRole('checkbox', { name: 'Map the reefs' });
    expect(reefs).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Name the moons' })).toBeChecked();
    expect(screen.getByLabelText('Assigned to oren')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a task' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByText('1 of 2 done')).toBeInTheDocument();
  });

  it('lets an artist tick a task, keeping its text and assignee', async () => {
    const { fetchStub, calls } = answerTodos();
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderList('artist');

    await user.click(await screen.findByRole('checkbox', { name: 'Map the reefs' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/Setting/w1/Todos/t1');
    expect(put.body).toEqual({ text: 'Map the reefs', done: true, assigneeId: 'u2' });
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Map the reefs' })).toBeChecked(),
    );
  });

  it('shows a tick at once and takes it back when the server refuses it', async () => {
    let answerPut: (() => void) | undefined;
    const { fetchStub } = stubFetch((path) =>
      path === '/api/Setting/w1/Todos' ? { body: list } : { status: 500, body: {} },
    );
    // The PUT waits until the test lets it fail, so the optimistic tick can be seen first.
    const slowFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') await new Promise<void>((resolve) => (answerPut = resolve));
      return fetchStub(input, init);
    };
    vi.stubGlobal('fetch', slowFetch);
    const user = userEvent.setup();
    renderList('writer');

    const reefs = await screen.findByRole('checkbox', { name: 'Map the reefs' });
    await user.click(reefs);
    expect(reefs).toBeChecked();
    await waitFor(() => expect(answerPut).toBeDefined());
    answerPut!();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Map the reefs' })).not.toBeChecked(),
    );
  });

  it('adds a task and refuses an empty one', async () => {
    const { fetchStub, calls } = answerTodos();
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderList('writer');

    const form = await screen.findByRole('form', { name: 'Add a task' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('New task'), 'Chart the currents');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      text: 'Chart the currents',
      assigneeId: null,
    });
    await waitFor(() => expect(within(form).getByLabelText('New task')).toHaveValue(''));
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const { fetchStub, calls } = answerTodos();
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderList('owner');

    await user.click(await screen.findByRole('button', { name: 'Delete “Name the moons”' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete “Name the moons”' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'The task “Name the moons” will be removed from the checklist for everyone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Name the moons' })).toBeNull(),
    );
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/Setting/w1/Todos/t2',
    ]);
  });
});
