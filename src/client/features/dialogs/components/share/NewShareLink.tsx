import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyableCode } from '../../../../components/CopyableCode';
import { embedCode, playUrl } from '../../model/share-urls';

interface Props {
  token: string;
  title: string;
  onDone: () => void;
}

/** A link just made: the only time its address exists outside the reader's hands. */
export function NewShareLink({ token, title, onDone }: Props) {
  const { t } = useTranslation();
  const origin = window.location.origin;
  return (
    <Alert color="teal" variant="light" title={t('DIALOG_SHARING.NEW_TITLE')}>
      <Stack gap="sm">
        <Text size="sm">{t('DIALOG_SHARING.NEW_TEXT')}</Text>
        <CopyableCode
          value={playUrl(origin, token)}
          label={t('DIALOG_SHARING.COPY_LINK')}
          copiedLabel={t('DIALOG_SHARING.COPIED')}
          testId="share-link-url"
        />
        <CopyableCode
          value={embedCode(origin, token, title)}
          label={t('DIALOG_SHARING.COPY_EMBED')}
          copiedLabel={t('DIALOG_SHARING.COPIED')}
          testId="share-link-embed"
        />
        <Group justify="flex-end">
          <Button size="xs" variant="subtle" onClick={onDone}>
            {t('DIALOG_SHARING.NEW_DONE')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
