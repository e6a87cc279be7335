import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowsMove, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MapFeature, MapGeometry } from '../../../../../shared/schemas/map';
import { featureLabel } from '../../model/feature-look';
import type { FeatureChangeKind } from '../../model/feature-changes';

export interface MoveConflict {
  /** The place as someone else saved it. */
  theirs: MapFeature;
  /** Where the user dropped it, or the corners they edited. */
  geometry: MapGeometry;
  changes: FeatureChangeKind[];
}

interface Props {
  conflict: MoveConflict | null;
  busy: boolean;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
}

/**
 * A drag refused because someone saved the place first: what they changed,
 * and a choice between their version as it stands and their version with
 * the user's new shape. The map shows their version meanwhile.
 */
export function MoveConflictDialog({ conflict, busy, onKeepMine, onKeepTheirs }: Props) {
  const { t } = useTranslation();
  if (!conflict) return null;
  const name = featureLabel(conflict.theirs) || t('MAPS.FEATURES.UNNAMED');
  return (
    <Modal
      opened
      onClose={onKeepTheirs}
      title={t('MAPS.CONFLICT.TITLE')}
      // Wide enough for both choices on one line in every language.
      size="lg"
      closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
      data-testid="map-move-conflict"
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle />}>
          {t('MAPS.CONFLICT.TEXT', { name })}
        </Alert>
        {conflict.changes.length > 0 && (
          <Stack gap={4}>
            <Text size="sm">{t('MAPS.CONFLICT.CHANGED')}</Text>
            <Group gap={6} data-testid="map-move-conflict-changes">
              {conflict.changes.map((change) => (
                <Badge key={change} variant="light" color="yellow" data-change={change}>
                  {t(`MAPS.CONFLICT.CHANGE.${change}`)}
                </Badge>
              ))}
            </Group>
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            leftSection={<IconUsers size={16} />}
            onClick={onKeepTheirs}
            disabled={busy}
            data-testid="map-move-conflict-theirs"
          >
            {t('MAPS.CONFLICT.KEEP_THEIRS')}
          </Button>
          <Button
            leftSection={<IconArrowsMove size={16} />}
            onClick={onKeepMine}
            loading={busy}
            data-testid="map-move-conflict-mine"
          >
            {t('MAPS.CONFLICT.KEEP_MINE')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
