import {
  Alert,
  ActionIcon,
  Button,
  Group,
  Modal,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapDetail, MapLayer } from '../../../../../shared/schemas/map';
import type { Visibility } from '../../../../../shared/visibility';
import { VisibilitySelect } from '../../../../components/VisibilitySelect';
import { useCreateMapLayer } from '../../api/create-map-layer';
import { useDeleteMapLayer } from '../../api/delete-map-layer';
import { useOrderMapLayers } from '../../api/order-map-layers';
import { useUpdateMapLayer } from '../../api/update-map-layer';

interface Props {
  worldId: string;
  map: MapDetail;
  opened: boolean;
  onClose: () => void;
}

/** One layer: rename on leaving the field, secret and shown-by-default switches, order, delete. */
function LayerRow({
  layer,
  index,
  count,
  onRename,
  onToggle,
  onVisibility,
  onMove,
  onDelete,
}: {
  layer: MapLayer;
  index: number;
  count: number;
  onRename: (name: string) => void;
  onToggle: (field: 'secret' | 'visible', value: boolean) => void;
  onVisibility: (visibility: Visibility | null) => void;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(layer.name);
  return (
    <Stack
      gap={6}
      p="xs"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
      data-testid="map-layer-row"
      data-layer-id={layer.id}
    >
      <Group gap="xs" wrap="nowrap">
        {layer.secret && <IconLock size={16} aria-label={t('MAPS.LAYERS.SECRET')} />}
        <TextInput
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={() => name.trim() && name.trim() !== layer.name && onRename(name.trim())}
          aria-label={t('MAPS.LAYERS.RENAME', { name: layer.name })}
          maxLength={200}
          style={{ flex: 1 }}
          data-testid="map-layer-name"
        />
        <ActionIcon
          variant="subtle"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={t('MAPS.LAYERS.UP', { name: layer.name })}
        >
          <IconArrowUp size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={t('MAPS.LAYERS.DOWN', { name: layer.name })}
        >
          <IconArrowDown size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onDelete}
          aria-label={t('MAPS.LAYERS.DELETE', { name: layer.name })}
          data-testid="map-layer-delete"
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      <Group gap="lg">
        <Switch
          size="sm"
          label={t('MAPS.LAYERS.SECRET_TOGGLE')}
          checked={layer.secret}
          onChange={(event) => onToggle('secret', event.currentTarget.checked)}
          data-testid="map-layer-secret"
        />
        <Switch
          size="sm"
          label={t('MAPS.LAYERS.VISIBLE')}
          checked={layer.visible}
          onChange={(event) => onToggle('visible', event.currentTarget.checked)}
        />
      </Group>
      {/* Readers never get a secret layer: its setting waits until it stops being secret. */}
      <VisibilitySelect value={layer.visibility} onChange={onVisibility} disabled={layer.secret} />
      {layer.secret && (
        <Text size="xs" c="dimmed" data-testid="map-layer-never-public">
          {t('MAPS.LAYERS.SECRET_NEVER_PUBLIC')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The map's layers, top first as they stack: add, rename, make secret (owner
 * and writers only see it), shown by default, reorder, delete — moving its
 * places to the Main layer or deleting them with it.
 */
export function LayersManager({ worldId, map, opened, onClose }: Props) {
  const { t } = useTranslation();
  const mutations = {
    create: useCreateMapLayer(worldId, map.id),
    update: useUpdateMapLayer(worldId, map.id),
    order: useOrderMapLayers(worldId, map.id),
    remove: useDeleteMapLayer(worldId, map.id),
  };
  const [newName, setNewName] = useState('');
  const [deleting, setDeleting] = useState<MapLayer | null>(null);
  const [deleteFeatures, setDeleteFeatures] = useState('move');
  const bottomFirst = map.layers;
  const topFirst = [...bottomFirst].reverse();

  const save = (
    layer: MapLayer,
    change: Partial<Pick<MapLayer, 'name' | 'secret' | 'visible' | 'visibility'>>,
  ) =>
    mutations.update.mutate({
      layerId: layer.id,
      body: {
        name: change.name ?? layer.name,
        secret: change.secret ?? layer.secret,
        visible: change.visible ?? layer.visible,
        visibility: change.visibility === undefined ? layer.visibility : change.visibility,
        version: layer.version,
      },
    });
  const move = (layer: MapLayer, step: -1 | 1) => {
    const ids = bottomFirst.map((item) => item.id);
    const from = ids.indexOf(layer.id);
    const to = from + step;
    if (to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    mutations.order.mutate(ids);
  };

  return (
    <>
      <Modal
        opened={opened && !deleting}
        onClose={onClose}
        title={t('MAPS.LAYERS.TITLE')}
        size="lg"
      >
        <Stack gap="sm" data-testid="map-layers-manager">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!newName.trim()) return;
              mutations.create.mutate(
                { name: newName.trim() },
                { onSuccess: () => setNewName('') },
              );
            }}
          >
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('MAPS.LAYERS.NEW_NAME')}
                value={newName}
                onChange={(event) => setNewName(event.currentTarget.value)}
                maxLength={200}
                style={{ flex: 1 }}
                data-testid="map-layer-new-name"
              />
              <Button
                type="submit"
                leftSection={<IconPlus size={16} />}
                loading={mutations.create.isPending}
                data-testid="map-layer-add"
              >
                {t('MAPS.LAYERS.ADD')}
              </Button>
            </Group>
          </form>
          {topFirst.map((layer) => (
            <LayerRow
              key={`${layer.id}:${layer.version}`}
              layer={layer}
              index={bottomFirst.indexOf(layer)}
              count={bottomFirst.length}
              onRename={(name) => save(layer, { name })}
              onToggle={(field, value) => save(layer, { [field]: value })}
              onVisibility={(visibility) => save(layer, { visibility })}
              onMove={(step) => move(layer, step)}
              onDelete={() => {
                setDeleteFeatures('move');
                setDeleting(layer);
              }}
            />
          ))}
          <Group gap="xs" p="xs">
            <Text size="sm" c="dimmed">
              {t('MAPS.LAYERS.MAIN')}
            </Text>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('MAPS.LAYERS.DELETE_TITLE', { name: deleting?.name ?? '' })}
      >
        <Stack gap="md">
          <Radio.Group value={deleteFeatures} onChange={setDeleteFeatures}>
            <Stack gap="xs">
              <Radio value="move" label={t('MAPS.LAYERS.DELETE_MOVE')} />
              <Radio
                value="delete"
                label={t('MAPS.LAYERS.DELETE_ALL')}
                data-testid="map-layer-delete-all"
              />
            </Stack>
          </Radio.Group>
          {deleting?.secret && deleteFeatures === 'move' && (
            <Alert
              color="orange"
              icon={<IconLock size={16} />}
              data-testid="map-layer-secret-warning"
            >
              {t('MAPS.LAYERS.DELETE_SECRET_WARNING')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('COMMON.CANCEL')}
            </Button>
            <Button
              color="red"
              loading={mutations.remove.isPending}
              data-testid="map-layer-delete-confirm"
              onClick={() =>
                deleting &&
                mutations.remove.mutate(
                  { layerId: deleting.id, deleteFeatures: deleteFeatures === 'delete' },
                  { onSuccess: () => setDeleting(null) },
                )
              }
            >
              {t('COMMON.DELETE')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
