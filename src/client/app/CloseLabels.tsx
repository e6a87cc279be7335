import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The × of every modal and drawer says what it does to a screen reader, in the
 * interface language: Mantine's close button has no text of its own, and the
 * static theme cannot translate.
 */
export function CloseLabels({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const close = t('COMMON.CLOSE');
  const theme = useMemo<MantineThemeOverride>(
    () => ({
      components: {
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
      },
    }),
    [close],
  );
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
