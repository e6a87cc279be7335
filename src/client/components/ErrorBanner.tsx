import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { bannerAtom, dismissBannerMessage } from '../lib/banner';

/** The list of messages of SPEC §8, above the page content. */
export function ErrorBanner() {
  const entries = useAtomValue(bannerAtom);
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (entries.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" role="alert" aria-live="assertive">
      {entries.map((entry) => (
        <Alert
          key={entry.id}
          color={entry.severity === 'warning' ? 'yellow' : 'red'}
          variant="light"
          icon={entry.severity === 'warning' ? <IconInfoCircle /> : <IconAlertTriangle />}
          withCloseButton={entry.closable}
          closeButtonLabel={t('ERROR_BANNER.CLOSE')}
          onClose={() => dismissBannerMessage(entry.id)}
          data-testid="error-banner-message"
        >
          {entry.text}
          {entry.backToWorlds && (
            <Button
              size="xs"
              variant="light"
              ml="md"
              onClick={() => {
                dismissBannerMessage(entry.id);
                navigate('/select-setting');
              }}
            >
              {t('NAVBAR.back')}
            </Button>
          )}
        </Alert>
      ))}
    </Stack>
  );
}
