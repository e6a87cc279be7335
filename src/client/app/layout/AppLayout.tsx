import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../components/ErrorBanner';
import { mobileQuery, topBarHeight } from '../theme';
import { MobileNav } from './MobileNav';
import { TopBar } from './TopBar';

/** The signed-in frame: top bar, mobile drawer, the error banner and the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(mobileQuery, false) ?? false;
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: topBarHeight }}
      navbar={{ width: 280, breakpoint: 'lg', collapsed: { mobile: !opened, desktop: true } }}
      padding="md"
    >
      <a href="#main" className="skip-link">
        {t('APP.SKIP_TO_CONTENT')}
      </a>
      <AppShell.Header>
        <TopBar mobile={mobile} menuOpened={opened} onMenu={toggle} />
      </AppShell.Header>
      <AppShell.Navbar>{mobile && <MobileNav onNavigate={close} />}</AppShell.Navbar>
      <AppShell.Main id="main">
        <ErrorBanner />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
