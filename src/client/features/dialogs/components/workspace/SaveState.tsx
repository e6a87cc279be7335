import { Badge, Button, Group, Loader } from '@mantine/core';
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from '../../hooks/use-dialog-autosave';

/** Where the dialog's changes are: saved, waiting, on their way, refused. */
export function SaveState({ status, onSave }: { status: SaveStatus; onSave: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} data-testid="save-state" data-status={status}>
      {status === 'saved' && (
        <Badge variant="light" color="green" leftSection={<IconCheck size={12} />}>
          {t('DIALOGS.SAVE.SAVED')}
        </Badge>
      )}
      {status === 'saving' && (
        <Badge variant="light" color="blue" leftSection={<Loader size={10} />}>
          {t('DIALOGS.SAVE.SAVING')}
        </Badge>
      )}
      {(status === 'dirty' || status === 'failed') && (
        <Button size="xs" variant={status === 'failed' ? 'filled' : 'light'} color={status === 'failed' ? 'red' : undefined} leftSection={<IconDeviceFloppy size={14} />} onClick={onSave}>
          {status === 'failed' ? t('DIALOGS.SAVE.RETRY') : t('DIALOGS.SAVE.SAVE')}
        </Button>
      )}
      {status === 'conflict' && (
        <Badge variant="filled" color="orange">
          {t('SERVER_ERROR.4091')}
        </Badge>
      )}
    </Group>
  );
}
