import { Alert, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MapStatus } from '../../../../shared/schemas/map';
import { percent } from './picture/picture-text';

/** While the tiles are cut: a bar with the share done; after a failure: what to do. */
export function TilingProgress({
  status,
  progress,
  compact = false,
}: {
  status: MapStatus;
  progress: number | null;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (status === 'tiling') {
    // The list does not know the share done: a moving bar without a figure.
    if (progress === null)
      return <Progress value={100} striped animated size="sm" data-testid="map-tiling" />;
    const value = percent(progress);
    return (
      <Stack gap={2} data-testid="map-tiling" data-progress={value}>
        <Progress value={value} animated size={compact ? 'sm' : 'md'} />
        <Text size="xs" c="dimmed">
          {t('MAPS.TILING', { percent: value })}
        </Text>
      </Stack>
    );
  }
  if (status === 'failed') {
    return compact ? (
      <Text size="xs" c="red" data-testid="map-failed">
        {t('MAPS.FAILED_HINT')}
      </Text>
    ) : (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="map-failed">
        {t('MAPS.FAILED_HINT')}
      </Alert>
    );
  }
  return null;
}
