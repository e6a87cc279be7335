import { Anchor, Group, Text } from '@mantine/core';
import { IconMap } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentMapPlaces } from '../api/get-document-map-places';

/**
 * "On maps" on a document's page: every pin, region and path that links it,
 * each a jump to the map with that place selected. Nothing when there is none.
 */
export function DocumentMapPlaces({
  worldId,
  documentId,
  placeHref,
}: {
  worldId: string;
  documentId: string;
  placeHref: (mapId: string, featureId: string) => string;
}) {
  const { t } = useTranslation();
  const places = useDocumentMapPlaces(worldId, documentId);
  if (!places.data || places.data.length === 0) return null;
  return (
    <Group
      gap="xs"
      wrap="wrap"
      data-testid="document-map-places"
      component="nav"
      aria-label={t('DOCUMENT_MAPS.TITLE')}
    >
      <Group gap={4} wrap="nowrap">
        <IconMap size={16} aria-hidden />
        <Text size="sm" fw={500}>
          {t('DOCUMENT_MAPS.TITLE')}
        </Text>
      </Group>
      {places.data.map((place, index) => (
        <Fragment key={place.featureId}>
          {index > 0 && (
            <Text size="sm" c="dimmed" aria-hidden>
              ·
            </Text>
          )}
          <Anchor
            component={Link}
            to={placeHref(place.mapId, place.featureId)}
            size="sm"
            data-testid="document-map-place"
          >
            {place.name
              ? t('DOCUMENT_MAPS.PLACE', { name: place.name, map: place.mapName })
              : place.mapName}
          </Anchor>
        </Fragment>
      ))}
    </Group>
  );
}
