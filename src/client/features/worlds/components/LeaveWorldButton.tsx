import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { World } from '../../../../shared/schemas/world';
import { confirmDelete } from '../../../components/confirm';
import { useLeaveWorld } from '../api/leave-world';
import { useWorldListSync } from '../hooks/use-world-list-sync';

/** A member who is not the owner leaves the world, after confirming. */
export function LeaveWorldButton({ world }: { world: World }) {
  const { t } = useTranslation();
  const leave = useLeaveWorld();
  const sync = useWorldListSync();

  const leaveWorld = async () => {
    const sure = await confirmDelete({
      title: t('NAVBAR.LEAVE_CONFIRM_TITLE'),
      text: t('NAVBAR.LEAVE_CONFIRM_TEXT', { name: world.name }),
      confirmLabel: t('NAVBAR.LEAVE_WORLD'),
    });
    if (!sure) return;
    const left = await leave.mutateAsync(world.id).then(
      () => true,
      () => false, // the error banner says why
    );
    if (!left) return;
    await sync.forget(world.id);
    notifications.show({ message: t('NAVBAR.LEFT_WORLD', { name: world.name }) });
  };

  return (
    <Button
      color="red"
      variant="outline"
      leftSection={<IconDoorExit size={16} />}
      loading={leave.isPending}
      onClick={() => void leaveWorld()}
      data-testid="leave-world"
    >
      {t('NAVBAR.LEAVE_WORLD')}
    </Button>
  );
}
