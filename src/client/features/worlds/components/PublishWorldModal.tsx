import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Visibility } from '../../../../shared/visibility';

interface Props {
  opened: boolean;
  defaultVisibility: Visibility;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The warning before a world goes public: what anyone will read, and what stays hidden. */
export function PublishWorldModal({
  opened,
  defaultVisibility,
  pending,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('WORLDS.PUBLISHING.CONFIRM_TITLE')} centered>
      <Stack gap="sm">
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="sm">
          {t('WORLDS.PUBLISHING.CONFIRM_WARNING')}
        </Alert>
        <List size="sm" spacing={4}>
          <List.Item>{t('WORLDS.PUBLISHING.CONFIRM_VISIBLE')}</List.Item>
          <List.Item>
            {defaultVisibility === 'public'
              ? t('WORLDS.PUBLISHING.CONFIRM_DEFAULT_PUBLIC')
              : t('WORLDS.PUBLISHING.CONFIRM_DEFAULT_MEMBERS')}
          </List.Item>
          <List.Item>{t('WORLDS.PUBLISHING.CONFIRM_HIDDEN')}</List.Item>
          <List.Item>{t('WORLDS.PUBLISHING.CONFIRM_UNDO')}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t('WORLDS.PUBLISHING.CONFIRM_QUESTION')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('COMMON.CANCEL')}
          </Button>
          <Button
            color="orange"
            loading={pending}
            onClick={onConfirm}
            data-testid="confirm-publish"
          >
            {t('WORLDS.PUBLISHING.CONFIRM')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
