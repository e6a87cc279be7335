import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
        <Copyable
          value={playUrl(origin, token)}
          label={t('DIALOG_SHARING.COPY_LINK')}
          testId="share-link-url"
        />
        <Copyable
          value={embedCode(origin, token, title)}
          label={t('DIALOG_SHARING.COPY_EMBED')}
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

function Copyable({ value, label, testId }: { value: string; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    // On a phone the button goes under the code, which keeps the width to be read.
    <Group gap="xs" wrap="wrap" align="center" justify="flex-end">
      <Code
        data-testid={testId}
        style={{ flex: '1 1 260px', minWidth: 0, overflowWrap: 'anywhere', userSelect: 'all' }}
      >
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant={copied ? 'filled' : 'light'}
            color="teal"
            leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            onClick={copy}
            style={{ flexShrink: 0 }}
          >
            {copied ? t('DIALOG_SHARING.COPIED') : label}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
