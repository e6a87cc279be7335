import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage, PresenceMember, ServerMessage } from '../../../shared/live/protocol';
import type { World } from '../../../shared/schemas/world';
import { changeLanguage } from '../../lib/i18n';
import { appStore, endSession, startSession, tokenAtom } from '../../lib/session';
import { clearBanner } from '../../lib/banner';
import { fakeToken, renderRoutes, stubFetch } from '../../../../tests/kits/client/render-app';
import { WorldLayout } from '../WorldLayout';

/** The browser's WebSocket as the app drives it, answered by the test. */
class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static instances: FakeWebSocket[] = [];
  readyState = FakeWebSocket.CONNECTING;
  sent: ClientMessage[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as ClientMessage);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.();
  }
  receive(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const world: World = {
  id: 'world-1',
  urlName: 'saga',
  name: 'Saga',
  description: '',
  isPublic: false,
  defaultVisibility: 'members',
  ownerUserName: 'mira',
  currentUserRole: 'owner',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const member = (
  userId: string,
  userName: string,
  page: string,
  documentId: string | null = null,
): PresenceMember => ({
  userId,
  userName,
  location: { page, documentId },
  since: '2026-11-25T10:00:00.000Z',
});

const socket = () => FakeWebSocket.instances.at(-1)!;

let worldsNow: World[] = [world];

function setUp() {
  act(() => startSession(fakeToken({ sub: 'user-1', name: 'mira' })));
  worldsNow = [world];
  const { fetchStub, calls } = stubFetch((path) => ({
    body: path.endsWith('/api/Setting') ? worldsNow : [],
  }));
  vi.stubGlobal('fetch', fetchStub);
  const view = renderRoutes(
    [
      {
        path: '/:ownerUserName/:settingUrl',
        element: <WorldLayout />,
        children: [
          { path: 'documents/:documentId', element: <p>page</p>, handle: { name: 'Document' } },
        ],
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/mira/saga/documents/doc-7',
  );
  const worldListCalls = () => calls.filter((call) => call.path.endsWith('/api/Setting')).length;
  return { ...view, worldListCalls };
}

async function connected() {
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  act(() => socket().open());
  act(() => socket().receive({ type: 'ready', lastActivityId: 0 }));
}

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  sessionStorage.clear();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => {
    endSession('logout');
    clearBanner();
  });
  await act(() => changeLanguage('en'));
});

describe('the live connection of an open world', () => {
  it('says hello for the world, reports the page and document, and shows who else is here', async () => {
    setUp();
    await connected();
    const [hello, ...rest] = socket().sent;
    expect(socket().url).toMatch(/^ws:\/\/.*\/api\/Live$/);
    expect(hello).toMatchObject({
      type: 'hello',
      worldId: 'world-1',
      after: null,
      token: appStore.get(tokenAtom),
    });
    expect(rest).toEqual([
      { type: 'presence', location: { page: 'Document', documentId: 'doc-7' } },
    ]);

    act(() =>
      socket().receive({
        type: 'presence',
        members: [
          member('user-1', 'mira', 'Document', 'doc-7'),
          member('user-2', 'tom', 'Timeline'),
          member('user-3', 'ana', 'Document', 'doc-7'),
        ],
      }),
    );
    const avatars = await screen.findAllByTestId('presence-avatar');
    expect(avatars.map((avatar) => avatar.dataset['user'])).toEqual(['ana', 'tom']);
    expect(
      screen.getByRole('button', { name: '2 other people in this world' }),
    ).toBeInTheDocument();
  });

  it('shows three faces and "+N" for the rest when many are here, and lists everyone with their page on click', async () => {
    setUp();
    await connected();
    const names = ['ana', 'bo', 'cy', 'di', 'ed', 'flo'];
    act(() =>
      socket().receive({
        type: 'presence',
        members: names.map((name, index) =>
          member(`user-${index + 2}`, name, index === 0 ? 'Timeline' : 'World'),
        ),
      }),
    );
    expect(
      (await screen.findAllByTestId('presence-avatar')).map((avatar) => avatar.dataset['user']),
    ).toEqual(['ana', 'bo', 'cy']);
    expect(screen.getByTestId('presence-more')).toHaveTextContent('+3');
    act(() => screen.getByTestId('presence').click());
    const list = await screen.findByTestId('presence-list');
    expect(list.querySelectorAll('li')).toHaveLength(6);
    expect(list).toHaveTextContent('anaTimeline');
    expect(list).toHaveTextContent('floDashboard');
  });

  it('in Russian names the others in the Russian plural', async () => {
    await act(() => changeLanguage('ru'));
    setUp();
    await connected();
    act(() =>
      socket().receive({
        type: 'presence',
        members: [
          member('user-2', 'tom', 'Timeline'),
          member('user-3', 'ana', 'World'),
          member('user-4', 'lev', 'World'),
        ],
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'В этом мире ещё 3 человека' }),
    ).toBeInTheDocument();
  });

  it('shows "offline" while it waits to reconnect, and retries at once when the network is back', async () => {
    setUp();
    await connected();
    expect(screen.queryByTestId('live-offline')).not.toBeInTheDocument();
    act(() => socket().drop(1006));
    expect(await screen.findByTestId('live-offline')).toBeInTheDocument();
    const before = FakeWebSocket.instances.length;
    act(() => window.dispatchEvent(new Event('online')));
    expect(FakeWebSocket.instances.length).toBe(before + 1);
    // Still offline while the new attempt is under way: the badge does not flicker.
    expect(screen.getByTestId('live-offline')).toBeInTheDocument();
    act(() => socket().open());
    act(() => socket().receive({ type: 'ready', lastActivityId: 3 }));
    await waitFor(() => expect(screen.queryByTestId('live-offline')).not.toBeInTheDocument());
  });

  it('shows the no-access banner with its way back and refetches the world list when the server says 401_2', async () => {
    const { worldListCalls } = setUp();
    await connected();
    const listsBefore = worldListCalls();
    act(() => socket().receive({ type: 'closed', code: '401_2' }));
    expect(await screen.findByText("You don't have access to this world")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the worlds' })).toBeInTheDocument();
    await waitFor(() => expect(worldListCalls()).toBeGreaterThan(listsBefore));
  });

  it('says the world is gone when the server says 4043', async () => {
    setUp();
    await connected();
    act(() => socket().receive({ type: 'closed', code: '4043' }));
    expect(await screen.findByText('The world does not exist')).toBeInTheDocument();
  });

  it('follows the world to its new address when someone renames its URL, without a "no access" moment', async () => {
    const { router } = setUp();
    await connected();
    worldsNow = [{ ...world, urlName: 'saga-of-the-north', name: 'Saga of the North' }];
    act(() =>
      socket().receive({
        type: 'activities',
        items: [
          {
            id: 1,
            date: '2026-11-25T10:00:00.000Z',
            user: { id: 'user-2', userName: 'tom' },
            type: 'update_world',
            details: { name: 'Saga of the North' },
          },
        ],
      }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/mira/saga-of-the-north/documents/doc-7'),
    );
    expect(screen.queryByText("You don't have access to this world")).toBeNull();
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('signs out when the server says 401, as the API client does', async () => {
    setUp();
    await connected();
    act(() => socket().receive({ type: 'closed', code: '401' }));
    expect(appStore.get(tokenAtom)).toBeNull();
  });

  it('closes the socket when the user signs out', async () => {
    setUp();
    await connected();
    const open = socket();
    act(() => endSession('logout'));
    await waitFor(() => expect(open.readyState).toBe(3));
  });
});
