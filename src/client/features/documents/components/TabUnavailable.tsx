import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A tab whose module has not arrived yet: SPEC §8's 5001, an unclosable warning, inside the tab. */
export function TabUnavailable() {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle />}
      title={t('MODULE.UNAVAILABLE_TITLE')}
      data-testid="tab-unavailable"
    >
      {t('SERVER_ERROR.5001')}
    </Alert>
  );
}
