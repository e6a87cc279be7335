import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../../lib/use-phone';
import { NewShareLink } from './NewShareLink';
import { ShareLinkForm } from './ShareLinkForm';
import { ShareLinkList } from './ShareLinkList';

interface Props {
  worldId: string;
  dialog: { id: string; name: string };
}

/**
 * Play links of one dialog: make one (its link and embed code are shown
 * once, right after), see each link's plays, revoke one.
 */
export function ShareDialogButton({ worldId, dialog }: Props) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [opened, modal] = useDisclosure(false);
  const [token, setToken] = useState<string | null>(null);
  const close = () => {
    setToken(null);
    modal.close();
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconShare size={16} />}
        onClick={modal.open}
        data-testid="open-share"
      >
        {t('DIALOG_SHARING.OPEN')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('DIALOG_SHARING.TITLE', { name: dialog.name })}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
      >
        <Stack gap="lg" data-testid="share-modal">
          <Text size="sm" c="dimmed">
            {t('DIALOG_SHARING.TEXT')}
          </Text>
          {token && (
            <NewShareLink token={token} title={dialog.name} onDone={() => setToken(null)} />
          )}
          <ShareLinkForm worldId={worldId} dialogId={dialog.id} onCreated={setToken} />
          <ShareLinkList worldId={worldId} dialogId={dialog.id} />
        </Stack>
      </Modal>
    </>
  );
}
