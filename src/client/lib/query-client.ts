import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { showBannerMessages } from './banner';
import { bannerMessages } from './error-messages';
import { i18n } from './i18n';

/** Errors a screen shows in place (a form's own message) set `meta: { banner: false }`. */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { banner?: boolean };
    mutationMeta: { banner?: boolean };
  }
}

function report(error: unknown, meta: { banner?: boolean } | undefined): void {
  if (meta?.banner === false) return;
  showBannerMessages(bannerMessages(error, (key) => i18n.t(key)));
}

/** SPEC §7: cached GETs live 60 seconds. Client errors are not retried. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: 5 * 60_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});
