import { Group, NavLink, ScrollArea, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconLine, IconLock, IconMapPin, IconPolygon, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapFeature, MapFeatureKind, MapLayer } from '../../../../../shared/schemas/map';
import { featureLabel } from '../../model/feature-look';

const kindIcons = { pin: IconMapPin, region: IconPolygon, path: IconLine } as const;

export function KindIcon({ kind, size = 16 }: { kind: MapFeatureKind; size?: number }) {
  const Icon = kindIcons[kind];
  return <Icon size={size} aria-hidden />;
}

interface Props {
  features: readonly MapFeature[];
  layers: readonly MapLayer[];
  canEdit: boolean;
  onPick: (featureId: string) => void;
}

/** Every place of the map, searchable by its name or its document's; picking one flies to it. */
export function FeatureList({ features, layers, canEdit, onPick }: Props) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const secret = useMemo(
    () => new Set(layers.filter((layer) => layer.secret).map((layer) => layer.id)),
    [layers],
  );
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase(i18n.language);
    const named = features.map((feature) => ({ feature, label: featureLabel(feature) }));
    return named
      .filter(({ label }) => !needle || label.toLocaleLowerCase(i18n.language).includes(needle))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [features, search, i18n.language]);

  return (
    <Stack gap="xs" h="100%" mih={0}>
      <TextInput
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        placeholder={t('MAPS.FEATURES.SEARCH')}
        aria-label={t('MAPS.FEATURES.SEARCH')}
        leftSection={<IconSearch size={16} />}
        data-testid="map-feature-search"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && shown[0]) onPick(shown[0].feature.id);
        }}
      />
      {features.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('MAPS.FEATURES.NONE')} {canEdit && t('MAPS.FEATURES.NONE_EDIT')}
        </Text>
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('MAPS.FEATURES.NOTHING_FOUND')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah="calc(100dvh - 260px)" type="auto">
          <Stack
            gap={0}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            data-testid="map-feature-list"
          >
            {shown.map(({ feature, label }) => (
              <li key={feature.id}>
                <NavLink
                  component="button"
                  type="button"
                  onClick={() => onPick(feature.id)}
                  aria-label={t('MAPS.FEATURES.FLY', { name: label || t('MAPS.FEATURES.UNNAMED') })}
                  data-testid="map-feature-item"
                  data-feature-id={feature.id}
                  leftSection={
                    <ThemeIcon variant="light" size="sm" color={feature.color ?? 'gray'}>
                      <KindIcon kind={feature.geometry.kind} size={14} />
                    </ThemeIcon>
                  }
                  label={
                    <Group gap={4} wrap="nowrap">
                      <Text size="sm" lineClamp={1}>
                        {label || t('MAPS.FEATURES.UNNAMED')}
                      </Text>
                      {feature.layerId && secret.has(feature.layerId) && (
                        <IconLock size={12} aria-label={t('MAPS.LAYERS.SECRET')} />
                      )}
                    </Group>
                  }
                  description={t(`MAPS.FEATURES.KIND.${feature.geometry.kind}`)}
                />
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
