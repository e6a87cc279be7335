import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMap, IconPlus } from '@tabler/icons-react';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapSummary } from '../../../../../shared/schemas/map';
import { useMaps } from '../../api/get-maps';
import { MapCard } from './MapCard';
import { mapTreeRows } from './map-tree';
import { NewMapModal } from './NewMapModal';
import classes from './maps-list.module.css';

interface Props {
  worldId: string;
  /** Creating maps and giving them pictures (`maps.upload`). */
  canUpload: boolean;
  mapHref: (mapId: string) => string;
  onCreated: (mapId: string) => void;
}

/** Maps grouped as a tree: each top map with every map inside it, indented by depth. */
function groups(maps: readonly MapSummary[], locale: string) {
  const rows = mapTreeRows(maps, locale);
  const result: { root: MapSummary; rows: typeof rows }[] = [];
  for (const row of rows) {
    if (row.depth === 0) result.push({ root: row.map, rows: [row] });
    else result[result.length - 1]?.rows.push(row);
  }
  return result;
}

/**
 * The world's maps: cards with thumbnail, name, pin count and tiling state;
 * a map with maps inside shows them beneath it, indented. An empty world
 * explains what maps are and offers the first upload.
 */
export function MapsList({ worldId, canUpload, mapHref, onCreated }: Props) {
  const { t, i18n } = useTranslation();
  const maps = useMaps(worldId);
  const [creating, setCreating] = useState(false);
  const tree = useMemo(() => groups(maps.data ?? [], i18n.language), [maps.data, i18n.language]);
  const names = useMemo(
    () => new Map((maps.data ?? []).map((map) => [map.id, map.name])),
    [maps.data],
  );

  const newButton = canUpload && (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={() => setCreating(true)}
      data-testid="new-map"
    >
      {t('MAPS.NEW')}
    </Button>
  );

  let body;
  if (maps.isPending) body = <Loader />;
  else if (maps.isError) body = <Alert color="red">{t('MAPS.LOAD_FAILED')}</Alert>;
  else if (maps.data.length === 0)
    body = (
      <Center py="xl" data-testid="maps-empty">
        <Stack align="center" gap="sm" maw={520} ta="center">
          <IconMap size={56} stroke={1.2} color="var(--mantine-color-dimmed)" aria-hidden />
          <Title order={2} size="h3">
            {t('MAPS.EMPTY_TITLE')}
          </Title>
          <Text c="dimmed">{t('MAPS.EMPTY_TEXT')}</Text>
          {canUpload ? (
            <Button onClick={() => setCreating(true)} data-testid="first-map">
              {t('MAPS.EMPTY_UPLOAD')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('MAPS.EMPTY_VIEWER')}
            </Text>
          )}
        </Stack>
      </Center>
    );
  else
    body = (
      <Stack gap="lg" component="ul" className={classes.tree} data-testid="maps-list">
        {tree.map((group) => (
          <li key={group.root.id}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
              {group.rows.map((row) => (
                <Fragment key={row.map.id}>
                  <Box
                    className={row.depth > 0 ? classes.branch : undefined}
                    ml={row.depth > 1 ? (row.depth - 1) * 12 : 0}
                    data-depth={row.depth}
                  >
                    <MapCard
                      map={row.map}
                      href={mapHref(row.map.id)}
                      parentName={
                        row.map.parentMapId ? (names.get(row.map.parentMapId) ?? null) : null
                      }
                    />
                  </Box>
                </Fragment>
              ))}
            </SimpleGrid>
          </li>
        ))}
      </Stack>
    );

  return (
    <Stack gap="md" maw={1280} mx="auto" w="100%">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('MAPS.TITLE')}
        </Title>
        {maps.data && maps.data.length > 0 && newButton}
      </Group>
      {body}
      {canUpload && (
        <NewMapModal
          worldId={worldId}
          opened={creating}
          maps={maps.data ?? []}
          onClose={() => setCreating(false)}
          onCreated={(mapId) => {
            setCreating(false);
            onCreated(mapId);
          }}
        />
      )}
    </Stack>
  );
}
