import { Alert, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A section whose module this server does not have yet: SPEC §8's 5001,
 * "The module is temporarily unavailable", shown as an unclosable warning.
 */
export function ModuleUnavailable({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={2} mb="md">
        {t(titleKey)}
      </Title>
      <Alert
        color="yellow"
        variant="light"
        icon={<IconInfoCircle />}
        title={t('MODULE.UNAVAILABLE_TITLE')}
      >
        {t('SERVER_ERROR.5001')}
      </Alert>
    </>
  );
}
