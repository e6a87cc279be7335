import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { SharedDialogPlayer } from '../../features/dialogs/components/play/SharedDialogPlayer';
import { LanguageSwitch } from '../../components/LanguageSwitch';

/**
 * /play/{token}: a dialog shared by its link, for anyone, without an account
 * and without the app around it. `?embed=1` is the bare frame for <iframe>.
 */
export default function PlayPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  if (search.get('embed') === '1') {
    return (
      <Box p="sm" data-testid="play-embedded">
        <SharedDialogPlayer token={token} embedded />
      </Box>
    );
  }
  return (
    <Box mih="100vh">
      <Group justify="space-between" px="md" h={48}>
        <Text fw={700} c="ember">
          {t('APP.NAME')}
        </Text>
        <LanguageSwitch />
      </Group>
      <Container size="md" pb="xl">
        <SharedDialogPlayer token={token} />
      </Container>
    </Box>
  );
}
