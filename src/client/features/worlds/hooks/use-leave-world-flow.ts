import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { World } from '../../../../shared/schemas/world';
import { confirmDelete } from '../../../components/confirm';
import { useLeaveWorld } from '../api/leave-world';
import { useWorldListSync } from './use-world-list-sync';

/**
 * Leaving a world, wherever it is offered: confirm, leave, go to the world
 * list before the entry goes (or the layout reports "no access"), tell the user.
 */
export function useLeaveWorldFlow() {
  const { t } = useTranslation();
  const leave = useLeaveWorld();
  const sync = useWorldListSync();

  const leaveWorld = async (world: World): Promise<void> => {
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
  return { leaveWorld, pending: leave.isPending };
}
