import { Anchor, Box, Container, Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { languages, type Language } from '../../shared/i18n/languages';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { ErrorBanner } from '../components/ErrorBanner';

/** The signed-out frame: brand, language switch, banner, page. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh">
      <Group justify="space-between" px="md" h={48}>
        <Anchor component={Link} to="/authenticate" fw={700} c="ember.4" underline="never">
          {t('APP.NAME')}
        </Anchor>
        <SegmentedControl
          size="xs"
          value={currentLanguage()}
          onChange={(value) => void changeLanguage(value as Language)}
          data={languages.map((language) => ({ value: language, label: t(`LANGUAGES.${language}`) }))}
          aria-label={t('NAVBAR.LANGUAGE')}
        />
      </Group>
      <Container size="lg" pb="xl">
        <ErrorBanner />
        <Outlet />
      </Container>
    </Box>
  );
}
