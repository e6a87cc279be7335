import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MapFeature } from '../../../../../shared/schemas/map';
import { featureLabel } from '../../model/feature-look';
import { KindIcon } from './FeatureList';

/** What hovering a place shows: its name, kind, linked document and the start of its description. */
export function FeatureHoverCard({ feature }: { feature: MapFeature }) {
  const { t } = useTranslation();
  const label = featureLabel(feature) || t('MAPS.FEATURES.UNNAMED');
  return (
    <Stack gap={2} maw={260} data-testid="map-hover-card">
      <Group gap={6} wrap="nowrap">
        <KindIcon kind={feature.geometry.kind} size={14} />
        <Text size="sm" fw={600} lineClamp={1}>
          {label}
        </Text>
      </Group>
      {feature.document && feature.document.name !== label && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {feature.document.name}
        </Text>
      )}
      {feature.description && (
        <Text size="xs" lineClamp={3}>
          {feature.description}
        </Text>
      )}
    </Stack>
  );
}
