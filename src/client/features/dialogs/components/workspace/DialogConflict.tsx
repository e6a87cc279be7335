import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  onKeepMine: () => Promise<void>;
  onTakeTheirs: () => Promise<void>;
}

/** Someone saved the dialog first (4091): the user keeps their version over it or takes the other; never silently. */
export function DialogConflict({ opened, onKeepMine, onTakeTheirs }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      title={t('SERVER_ERROR.4091')}
      data-testid="dialog-conflict"
    >
      <Stack>
        <Text size="sm">{t('DIALOGS.CONFLICT.TEXT')}</Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            loading={busy}
            onClick={run(onTakeTheirs)}
            data-testid="take-theirs"
          >
            {t('DIALOGS.CONFLICT.THEIRS')}
          </Button>
          <Button loading={busy} onClick={run(onKeepMine)} data-testid="keep-mine">
            {t('DIALOGS.CONFLICT.MINE')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
