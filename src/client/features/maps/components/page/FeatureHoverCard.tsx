import { Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapFeature } from '../../../../../shared/schemas/map';
import { useDocumentPreview } from '../../api/get-document-preview';
import { featureLabel } from '../../model/feature-look';
import { KindIcon } from './FeatureList';
import { useWorldDocumentTypes } from '../../../../components/document-types/use-document-types';

/** How long the pointer rests on a place before its document is fetched: sweeping over pins asks nothing. */
export const previewDelayMs = 250;

/**
 * What hovering a place shows: its name and kind, its own description, and
 * of its linked document the cover, type and the start of its text.
 */
export function FeatureHoverCard({ worldId, feature }: { worldId: string; feature: MapFeature }) {
  const { t } = useTranslation();
  const types = useWorldDocumentTypes();
  const label = featureLabel(feature) || t('MAPS.FEATURES.UNNAMED');
  const documentId = feature.documentId;
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (!documentId) return;
    const timer = window.setTimeout(() => setSettled(documentId), previewDelayMs);
    return () => window.clearTimeout(timer);
  }, [documentId]);
  const preview = useDocumentPreview(worldId, documentId, settled === documentId);
  const shown = preview.data?.id === documentId ? preview.data : undefined;

  return (
    <Stack gap={4} w={260} data-testid="map-hover-card">
      {shown?.cover && (
        <Image
          src={shown.cover.thumbUrl}
          alt={shown.cover.name}
          h={110}
          fit="cover"
          radius="sm"
          data-testid="map-hover-cover"
        />
      )}
      <Group gap={6} wrap="nowrap">
        <KindIcon kind={feature.geometry.kind} size={14} />
        <Text size="sm" fw={600} lineClamp={1}>
          {label}
        </Text>
      </Group>
      {feature.document && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {feature.document.name !== label
            ? `${types.lookOf(feature.document.type).name} · ${feature.document.name}`
            : types.lookOf(feature.document.type).name}
        </Text>
      )}
      {feature.description && (
        <Text size="xs" lineClamp={3}>
          {feature.description}
        </Text>
      )}
      {documentId &&
        (shown
          ? shown.excerpt && (
              <Text size="xs" c="dimmed" lineClamp={4} data-testid="map-hover-excerpt">
                {shown.excerpt}
              </Text>
            )
          : !preview.isError && (
              <Stack gap={4} aria-hidden data-testid="map-hover-loading">
                <Skeleton h={8} />
                <Skeleton h={8} w="70%" />
              </Stack>
            ))}
    </Stack>
  );
}
