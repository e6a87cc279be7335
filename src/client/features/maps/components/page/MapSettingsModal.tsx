import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../../shared/errors';
import {
  mapUpdateRequest,
  type MapDetail,
  type MapScale,
  type MapSummary,
} from '../../../../../shared/schemas/map';
import { confirmDelete } from '../../../../components/confirm';
import { ApiError } from '../../../../lib/api-error';
import { showFormError } from '../../../../lib/form-server-errors';
import { useSchemaForm } from '../../../../lib/form';
import { useDeleteMap } from '../../api/delete-map';
import { mapQueryOptions } from '../../api/get-map';
import { useUpdateMap } from '../../api/update-map';
import { formatQuantity } from '../../model/measurement';
import { possibleParents } from '../list/map-tree';
import type { Visibility } from '../../../../../shared/visibility';
import { VisibilitySelect } from '../../../../components/VisibilitySelect';

interface Props {
  worldId: string;
  map: MapDetail;
  maps: readonly MapSummary[];
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

interface Values extends Record<string, unknown> {
  name: string;
  description: string;
  parentMapId: string | null;
  parentPinId: string | null;
  scale: MapScale | null;
  visibility: Visibility | null;
  version: number;
}

const valuesOf = (map: MapDetail): Values => ({
  name: map.name,
  description: map.description,
  parentMapId: map.parentMapId,
  parentPinId: map.parentPinId,
  scale: map.scale,
  visibility: map.visibility,
  version: map.version,
});

/** A map's name, description, the map it sits in and its scale; and deleting it. */
export function MapSettingsModal({ worldId, map, maps, opened, onClose, onDeleted }: Props) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateMap(worldId, map.id);
  const remove = useDeleteMap(worldId);
  const [stale, setStale] = useState(false);
  const { form, field } = useSchemaForm<Values>(mapUpdateRequest, {
    initialValues: valuesOf(map),
    validateInputOnBlur: false,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      // A new parent map drops the pin it opened from, which belongs to the old one.
      const body =
        values.parentMapId === map.parentMapId ? values : { ...values, parentPinId: null };
      await update.mutateAsync(body);
      setStale(false);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.hasCode(ErrorCode.staleVersion)) {
        const theirs = await queryClient
          .fetchQuery({ ...mapQueryOptions(worldId, map.id), staleTime: 0 })
          .catch(() => null);
        if (theirs) form.setValues(valuesOf(theirs));
        setStale(true);
        return;
      }
      showFormError(error, { '40060': 'parentMapId', '40057': 'parentMapId' }, (name, key) =>
        form.setFieldError(name, key),
      );
    }
  });

  const askDelete = async () => {
    if (!(await confirmDelete({ text: t('MAPS.SETTINGS.DELETE_TEXT', { name: map.name }) })))
      return;
    remove.mutate(map.id, { onSuccess: onDeleted });
  };

  const parents = possibleParents(maps, map.id);
  const scale = form.values.scale;
  return (
    <Modal opened={opened} onClose={onClose} title={t('MAPS.SETTINGS.TITLE')} size="lg">
      <form onSubmit={submit} noValidate data-testid="map-settings-form">
        <Stack gap="sm">
          {stale && <Alert color="yellow">{t('MAPS.SETTINGS.STALE')}</Alert>}
          <TextInput
            {...field('name')}
            label={t('MAPS.SETTINGS.NAME')}
            withAsterisk
            maxLength={200}
            data-testid="map-settings-name"
          />
          <Textarea
            {...field('description')}
            label={t('MAPS.SETTINGS.DESCRIPTION')}
            autosize
            minRows={2}
            maxRows={6}
          />
          <Select
            label={t('MAPS.SETTINGS.PARENT')}
            data={[
              { value: '', label: t('MAPS.CREATE.NO_PARENT') },
              ...parents.map((item) => ({ value: item.id, label: item.name })),
            ]}
            value={form.values.parentMapId ?? ''}
            onChange={(value) => form.setFieldValue('parentMapId', value ? value : null)}
            error={field('parentMapId').error}
            allowDeselect={false}
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid="map-settings-parent"
          />
          <VisibilitySelect
            value={form.values.visibility}
            onChange={(visibility) => form.setFieldValue('visibility', visibility)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('MAPS.SETTINGS.SCALE')}
            </Text>
            <Group gap="sm" justify="space-between">
              <Text size="sm" c="dimmed" data-testid="map-settings-scale">
                {scale
                  ? t('MAPS.SETTINGS.SCALE_SHOWN', {
                      value: formatQuantity(scale.unitsPerPixel, i18n.language),
                      unit: scale.unit,
                    })
                  : t('MAPS.SETTINGS.SCALE_NONE')}
              </Text>
              {scale && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => form.setFieldValue('scale', null)}
                >
                  {t('MAPS.SETTINGS.SCALE_CLEAR')}
                </Button>
              )}
            </Group>
          </Stack>
          <Group justify="space-between" mt="sm">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={askDelete}
              loading={remove.isPending}
              data-testid="map-delete"
            >
              {t('MAPS.SETTINGS.DELETE')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('COMMON.CANCEL')}
              </Button>
              <Button type="submit" loading={update.isPending} data-testid="map-settings-save">
                {t('COMMON.SAVE')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
