import { Alert, Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowsMove } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConflictChoices } from '../../../../components/ConflictChoices';
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
        <ConflictChoices
          busy={busy}
          theirs={{
            label: t('MAPS.CONFLICT.KEEP_THEIRS'),
            testId: 'map-move-conflict-theirs',
            onChoose: onKeepTheirs,
          }}
          mine={{
            label: t('MAPS.CONFLICT.KEEP_MINE'),
            testId: 'map-move-conflict-mine',
            onChoose: onKeepMine,
            icon: <IconArrowsMove size={16} />,
          }}
        />
      </Stack>
    </Modal>
  );
}
