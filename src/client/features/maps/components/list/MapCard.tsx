import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconMap, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MapSummary } from '../../../../../shared/schemas/map';
import { TilingProgress } from '../TilingProgress';
import { VisibilityBadge } from '../../../../components/VisibilityBadge';
import classes from './maps-list.module.css';

const statusColor = { empty: 'gray', tiling: 'blue', ready: 'green', failed: 'red' } as const;

/** One map in the list: its thumbnail, name, pins, and the tiling state when not ready. */
export function MapCard({
  map,
  href,
  parentName,
}: {
  map: MapSummary;
  href: string;
  parentName: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Card
      component={Link}
      to={href}
      withBorder
      radius="md"
      padding="sm"
      className={classes.card}
      aria-label={t('MAPS.OPEN', { name: map.name })}
      data-testid="map-card"
      data-map-id={map.id}
      data-status={map.status}
    >
      <Card.Section className={classes.thumb}>
        {map.thumbUrl ? (
          <Image src={map.thumbUrl} alt="" h={140} fit="cover" loading="lazy" />
        ) : (
          <Group h={140} justify="center" c="dimmed">
            <IconMap size={40} stroke={1.2} aria-hidden />
          </Group>
        )}
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text fw={600} lineClamp={1} style={{ minWidth: 0 }} data-testid="map-card-name">
            {map.name}
          </Text>
          <VisibilityBadge visibility={map.visibility} />
        </Group>
        {parentName && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {t('MAPS.INSIDE', { name: parentName })}
          </Text>
        )}
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm" c="dimmed" data-testid="map-card-pins">
              {t('MAPS.PINS', { count: map.pinCount })}
            </Text>
          </Group>
          {map.status !== 'ready' && (
            <Badge size="sm" variant="light" color={statusColor[map.status]}>
              {t(`MAPS.STATUS.${map.status}`)}
            </Badge>
          )}
        </Group>
        {(map.status === 'tiling' || map.status === 'failed') && (
          <TilingProgress status={map.status} progress={null} compact />
        )}
      </Stack>
    </Card>
  );
}
