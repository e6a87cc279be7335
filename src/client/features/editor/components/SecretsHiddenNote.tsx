import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../shared/errors';

/** Whether the server refused co-editing because the text holds secrets for other roles. */
export const refusedForSecrets = (refusal: string | null) => refusal === ErrorCode.secretsHidden;

/**
 * Told when the document is shown without the secrets of other roles: the
 * server gives no live copy then, so the text is the saved one, cut, and
 * follows each save through the live notices instead.
 */
export function SecretsHiddenNote() {
  const { t } = useTranslation();
  return (
    <Alert
      color="grape"
      variant="light"
      icon={<IconLock size={18} />}
      mb="sm"
      data-testid="secrets-hidden"
    >
      {t('WIKI.SECRET.HIDDEN_NOTE')}
    </Alert>
  );
}
