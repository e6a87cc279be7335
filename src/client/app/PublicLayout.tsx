import { Anchor, Box, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { ErrorBanner } from '../components/ErrorBanner';
import { LanguageSwitch } from '../components/LanguageSwitch';

/** The signed-out frame: brand, language switch, banner, page. `wide` gives a workspace (the dialog sandbox) the whole width. */
export function PublicLayout({ wide = false }: { wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh">
      <Group justify="space-between" px="md" h={48}>
        <Anchor component={Link} to="/authenticate" fw={700} c="ember" underline="never">
          {t('APP.NAME')}
        </Anchor>
        <LanguageSwitch />
      </Group>
      <Container size={wide ? undefined : 'lg'} fluid={wide} pb="xl">
        <ErrorBanner />
        <Outlet />
      </Container>
    </Box>
  );
}
