import { Combobox, Group, Stack, Text } from '@mantine/core';
import {
  IconBook,
  IconCalendarEvent,
  IconFileText,
  IconLine,
  IconLock,
  IconMap,
  IconMapPin,
  IconMessages,
  IconPhoto,
  IconPolygon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchHit } from '../../../../shared/schemas/search';
import { hitValue, type SearchKind } from '../group-hits';
import { MarkedText } from './MarkedText';
import classes from './search.module.css';

// Typed by kind, so a new searchable kind cannot ship without its icon.
const icons: Record<SearchKind, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  document: IconFileText,
  event: IconCalendarEvent,
  image: IconPhoto,
  story: IconBook,
  dialog: IconMessages,
  map: IconMap,
  map_place: IconMapPin,
};
const placeIcons = { pin: IconMapPin, region: IconPolygon, path: IconLine } as const;

/**
 * One result: its kind's icon, the title and the snippet with the matched
 * words highlighted; a map place also names the map it lies on.
 */
export function SearchHitOption({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  const Icon = hit.place ? placeIcons[hit.place.kind] : icons[hit.kind];
  return (
    <Combobox.Option value={hitValue(hit)} className={classes.option} data-testid="search-hit">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Icon size={16} aria-hidden />
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600} className={classes.title}>
            <MarkedText value={hit.titleMarked || hit.title} />
          </Text>
          {hit.place && (
            <Group gap={4} wrap="nowrap">
              {hit.place.secret && (
                <IconLock
                  size={12}
                  aria-label={t('MAPS.LAYERS.SECRET')}
                  data-testid="search-hit-secret"
                />
              )}
              <Text size="xs" c="dimmed" className={classes.title} data-testid="search-hit-map">
                {t('SEARCH.ON_MAP', { name: hit.place.mapName })}
              </Text>
            </Group>
          )}
          {hit.snippet && (
            <Text size="xs" c="dimmed" lineClamp={2} className={classes.snippet}>
              <MarkedText value={hit.snippet} />
            </Text>
          )}
        </Stack>
      </Group>
    </Combobox.Option>
  );
}
