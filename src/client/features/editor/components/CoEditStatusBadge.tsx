import { Group, Loader, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CoEditState } from '../co-editing/co-edit-session';

/** Where the co-edited text stands: Saving… / Saved / Offline — your edits will merge when you reconnect. */
export function CoEditStatusBadge({ state, readOnly }: { state: CoEditState; readOnly: boolean }) {
  const { t } = useTranslation();
  const offline = state.status === 'offline';
  const icon =
    state.status === 'saving' || state.status === 'connecting' ? (
      <Loader size={12} />
    ) : offline ? (
      <IconCloudOff size={16} stroke={1.5} />
    ) : readOnly ? (
      <IconEye size={16} stroke={1.5} />
    ) : (
      <IconCloudCheck size={16} stroke={1.5} />
    );
  const label =
    readOnly && !offline && state.status !== 'connecting'
      ? t('WIKI.COEDIT.READ_ONLY')
      : t(`WIKI.COEDIT.STATUS.${state.status.toUpperCase()}`);
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="status"
      aria-live="polite"
      data-testid="coedit-status"
      data-status={state.status}
    >
      {icon}
      <Text size="xs" c={offline ? 'yellow' : 'dimmed'}>
        {label}
      </Text>
    </Group>
  );
}
