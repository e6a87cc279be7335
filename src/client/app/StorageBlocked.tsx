import { Alert, Center, MantineProvider } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

function Message() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <Alert color="yellow" icon={<IconLock />} maw={560} data-testid="storage-blocked">
        {t('SERVER_ERROR.front5001')}
      </Alert>
    </Center>
  );
}

/** SPEC §8 front5001: without local storage the app cannot keep a session, so it says so and stops. */
export function StorageBlocked() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
        cssVariablesResolver={cssVariablesResolver}
      >
        <Message />
      </MantineProvider>
    </I18nextProvider>
  );
}
