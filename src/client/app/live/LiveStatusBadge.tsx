import { Group, Text, Tooltip } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLiveState } from './live-context';

/**
 * Shown while the live connection waits to come back: the page still works,
 * but others' changes will only appear once it is back (nothing is missed).
 */
export function LiveStatusBadge({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const live = useLiveState();
  if (!live?.offline) return null;
  const explanation = t('LIVE.OFFLINE_TEXT');
  return (
    <Tooltip label={explanation} multiline w={260} withArrow>
      <Group
        gap={4}
        wrap="nowrap"
        role="status"
        aria-label={explanation}
        data-testid="live-offline"
        c="yellow"
      >
        <IconCloudOff size={18} aria-hidden />
        {!compact && (
          <Text size="xs" fw={600} c="yellow">
            {t('LIVE.OFFLINE')}
          </Text>
        )}
      </Group>
    </Tooltip>
  );
}
