import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { theme } from '../../../src/client/app/theme';
import { i18n } from '../../../src/client/lib/i18n';
import { appStore } from '../../../src/client/lib/session';

/**
 * Renders routes inside the app's providers (Mantine, react-query, i18n, the
 * session store) at a starting path; `router.state.location` tells where the
 * user ended up.
 */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={appStore}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider theme={theme} forceColorScheme="dark">
            <RouterProvider router={router} />
          </MantineProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}

/** An unsigned token with the claims the client reads (the server checks signatures, the client never does). */
export function fakeToken(
  claims: { sub?: string; name?: string; expiresInSeconds?: number } = {},
): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + (claims.expiresInSeconds ?? 7200);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: claims.sub ?? 'user-1', name: claims.name ?? 'mira', exp })}.signature`;
}

/** A fetch stub answering JSON; calls are recorded with their parsed bodies. */
export function stubFetch(
  answer: (path: string, body: unknown) => { status?: number; body?: unknown },
) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^https?:\/\/[^/]+/, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, method: init?.method ?? 'GET', body });
    const reply = answer(path, body);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchStub, calls };
}
