import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MapDetail } from '../../../../../shared/schemas/map';
import type { MapLinks } from './slots';

/** Maps › the top map › … › this map: each step opens that map. */
export function MapBreadcrumb({ map, links }: { map: MapDetail; links: MapLinks }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs
      separatorMargin={6}
      data-testid="map-breadcrumb"
      style={{ flexWrap: 'wrap', minWidth: 0 }}
    >
      <Anchor component={Link} to={links.maps} size="sm">
        {t('MAPS.PAGE.ALL_MAPS')}
      </Anchor>
      {map.breadcrumb.map((step) => (
        <Anchor key={step.id} component={Link} to={links.map(step.id)} size="sm" lineClamp={1}>
          {step.name}
        </Anchor>
      ))}
      <Text size="sm" fw={600} lineClamp={1} aria-current="page">
        {map.name}
      </Text>
    </Breadcrumbs>
  );
}
