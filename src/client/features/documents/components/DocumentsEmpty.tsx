import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props {
  filtered: boolean;
  failed: boolean;
  canEdit: boolean;
  onReset: () => void;
  onCreate: () => void;
}

/** What the list says when it has no rows: nothing matches, nothing written yet, or it failed to load. */
export function DocumentsEmpty({ filtered, failed, canEdit, onReset, onCreate }: Props) {
  const { t } = useTranslation();
  const text = failed
    ? t('WIKI.LIST.FAILED')
    : filtered
      ? t('WIKI.LIST.NO_MATCH')
      : t('WIKI.LIST.EMPTY');
  return (
    <Paper withBorder p="xl" radius="md" data-testid="documents-empty">
      <Stack align="center" gap="sm">
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        {filtered && !failed && (
          <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={onReset}>
            {t('WIKI.LIST.RESET_FILTERS')}
          </Button>
        )}
        {!filtered && !failed && canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
            {t('WIKI.LIST.NEW')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
