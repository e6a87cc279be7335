import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconMap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEventMapPlaces } from '../api/get-event-map-places';

/**
 * "On maps" in a timeline event's details: every pin, region and path that
 * places the event, each a jump to the map with that place selected.
 */
export function EventMapPlaces({
  worldId,
  eventId,
  placeHref,
}: {
  worldId: string;
  eventId: string;
  placeHref: (mapId: string, featureId: string) => string;
}) {
  const { t } = useTranslation();
  const places = useEventMapPlaces(worldId, eventId);
  // A failed look-up leaves the details as they are: the places are an extra.
  if (places.isError) return null;
  return (
    <Stack gap={4} data-testid="event-map-places">
      <Group gap={4} wrap="nowrap">
        <IconMap size={16} aria-hidden />
        <Text size="sm" c="dimmed">
          {t('EVENT_MAPS.TITLE')}
        </Text>
      </Group>
      {places.isPending ? (
        <Skeleton h={20} w={200} />
      ) : places.data.length === 0 ? (
        <Text size="sm">{t('EVENT_MAPS.NONE')}</Text>
      ) : (
        <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
          {places.data.map((place) => (
            <li key={place.featureId}>
              <Anchor
                component={Link}
                to={placeHref(place.mapId, place.featureId)}
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
                data-testid="event-map-place"
              >
                {place.name
                  ? t('DOCUMENT_MAPS.PLACE', { name: place.name, map: place.mapName })
                  : place.mapName}
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
