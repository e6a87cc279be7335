import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../shared/errors';
import { deleteWorldRequest, type World } from '../../../../shared/schemas/world';
import { ApiError } from '../../../lib/api-error';
import { showBannerMessages } from '../../../lib/banner';
import { bannerMessages } from '../../../lib/error-messages';
import { useDeleteWorld } from '../api/delete-world';
import { useWorldListSync } from '../hooks/use-world-list-sync';
import { namesMatch } from '../world-list';

/**
 * The danger zone of the world settings (SPEC §2.3, §4): deleting a world asks
 * "Are you sure", warns that all data is wiped irrecoverably, and goes ahead
 * only once the world's exact name is typed.
 */
export function DeleteWorldZone({ world }: { world: World }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="danger-zone-title"
      style={{ borderColor: 'var(--mantine-color-red-8)' }}
      data-testid="danger-zone"
    >
      <Title order={3} size="h4" c="red" id="danger-zone-title">
        {t('WORLDS.DANGER.TITLE')}
      </Title>
      <Group justify="space-between" align="center" mt="xs" gap="md">
        <Text size="sm" maw={560}>
          {t('WORLDS.DANGER.TEXT')}
        </Text>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={16} />}
          onClick={open}
          data-testid="delete-world-open"
        >
          {t('WORLDS.DANGER.DELETE')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t('COMMON.ARE_YOU_SURE')} centered>
        {opened && <DeleteWorldConfirm world={world} onCancel={close} />}
      </Modal>
    </Paper>
  );
}

function DeleteWorldConfirm({ world, onCancel }: { world: World; onCancel: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteWorld();
  const sync = useWorldListSync();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const matches = namesMatch(typed, world.name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = deleteWorldRequest.safeParse({ name: typed });
    if (!parsed.success || !matches) {
      setError(t(`SERVER_ERROR.${ErrorCode.worldNameMismatch}`));
      return;
    }
    try {
      await remove.mutateAsync({ id: world.id, body: parsed.data });
    } catch (failure) {
      if (failure instanceof ApiError && failure.hasCode(ErrorCode.worldNameMismatch)) {
        setError(t(`SERVER_ERROR.${ErrorCode.worldNameMismatch}`));
      } else {
        onCancel();
        showBannerMessages(bannerMessages(failure, (key) => t(key)));
      }
      return;
    }
    await sync.forget(world.id);
    notifications.show({ message: t('WORLDS.DANGER.DELETED', { name: world.name }) });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('WORLDS.DANGER.WARNING', { name: world.name })}
        </Alert>
        <TextInput
          label={t('WORLDS.DANGER.TYPE_NAME', { name: world.name })}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="off"
          data-autofocus
          data-testid="delete-world-confirm-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('COMMON.CANCEL')}
          </Button>
          <Button
            type="submit"
            color="red"
            leftSection={<IconTrash size={16} />}
            disabled={!matches}
            loading={remove.isPending}
            data-testid="delete-world-confirm"
          >
            {t('WORLDS.DANGER.CONFIRM')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
