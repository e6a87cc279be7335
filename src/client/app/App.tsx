import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { appStore } from '../lib/session';
import { OverlayHost } from './overlay-host';
import { router } from './router';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={appStore}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider
            theme={theme}
            defaultColorScheme="auto"
            colorSchemeManager={colorSchemeManager}
            cssVariablesResolver={cssVariablesResolver}
          >
            <OverlayHost />
            <RouterProvider router={router} />
          </MantineProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nextProvider>
  );
}
