import { Button } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { World } from '../../../../shared/schemas/world';
import { useLeaveWorldFlow } from '../hooks/use-leave-world-flow';

/** A member who is not the owner leaves the world, after confirming. */
export function LeaveWorldButton({ world }: { world: World }) {
  const { t } = useTranslation();
  const { leaveWorld, pending } = useLeaveWorldFlow();

  return (
    <Button
      color="red"
      variant="outline"
      leftSection={<IconDoorExit size={16} />}
      loading={pending}
      onClick={() => void leaveWorld(world)}
      data-testid="leave-world"
    >
      {t('NAVBAR.LEAVE_WORLD')}
    </Button>
  );
}
