import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mapRequest, type MapSummary } from '../../../../../shared/schemas/map';
import { showFormError } from '../../../../lib/form-server-errors';
import { useSchemaForm } from '../../../../lib/form';
import { useCreateMap } from '../../api/create-map';
import { useMapLimits } from '../../api/get-map-limits';
import { useUploadMapPicture } from '../../api/upload-map-picture';
import { MapPictureDropzone } from '../picture/MapPictureDropzone';
import { uploadRefusal } from '../picture/refusal';
import type { Visibility } from '../../../../../shared/visibility';
import { VisibilitySelect } from '../../../../components/VisibilitySelect';

interface Props {
  worldId: string;
  opened: boolean;
  maps: readonly MapSummary[];
  /** The parent picked already (a "new child map" action). */
  parentMapId?: string | null;
  onClose: () => void;
  /** The map exists and its picture is on the server, being tiled. */
  onCreated: (mapId: string) => void;
}

interface Values extends Record<string, unknown> {
  name: string;
  parentMapId: string | null;
  visibility: Visibility | null;
}

/**
 * A new map: its name, the map it sits in, and its picture. The map is
 * created first, then the picture uploads with its progress; a refused
 * picture leaves the map made, and trying again only uploads.
 */
export function NewMapModal({ worldId, opened, maps, parentMapId, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const limits = useMapLimits();
  const create = useCreateMap(worldId);
  const upload = useUploadMapPicture(worldId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const { form, field } = useSchemaForm<Values>(mapRequest, {
    initialValues: { name: '', parentMapId: parentMapId ?? null, visibility: null },
    validateInputOnBlur: false,
  });
  const busy = create.isPending || upload.isPending;

  const close = () => {
    if (busy) return;
    form.reset();
    setFile(null);
    setFileError(null);
    setProgress(null);
    setCreatedId(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    if (!file) return setFileError(t('MAPS.CREATE.PICTURE_REQUIRED'));
    setFileError(null);
    let mapId = createdId;
    if (!mapId) {
      try {
        mapId = (await create.mutateAsync(values)).id;
        setCreatedId(mapId);
      } catch (error) {
        showFormError(error, { '40060': 'parentMapId', '40057': 'parentMapId' }, (name, key) =>
          form.setFieldError(name, key),
        );
        return;
      }
    }
    setProgress({ loaded: 0, total: file.size });
    try {
      await upload.mutateAsync({ mapId, file, onProgress: setProgress });
      const done = mapId;
      setProgress(null);
      setFile(null);
      setCreatedId(null);
      form.reset();
      onCreated(done);
    } catch (error) {
      setProgress(null);
      setFileError(uploadRefusal(error));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('MAPS.CREATE.TITLE')} size="lg">
      <form onSubmit={submit} noValidate data-testid="new-map-form">
        <Stack gap="sm">
          <TextInput
            {...field('name')}
            label={t('MAPS.CREATE.NAME')}
            withAsterisk
            maxLength={200}
            disabled={busy || createdId !== null}
            data-autofocus
            data-testid="new-map-name"
          />
          <Select
            label={t('MAPS.CREATE.PARENT')}
            data={[
              { value: '', label: t('MAPS.CREATE.NO_PARENT') },
              ...maps.map((map) => ({ value: map.id, label: map.name })),
            ]}
            value={form.values.parentMapId ?? ''}
            onChange={(value) => form.setFieldValue('parentMapId', value ? value : null)}
            error={field('parentMapId').error}
            allowDeselect={false}
            searchable
            disabled={busy || createdId !== null}
            comboboxProps={{ withinPortal: true }}
            data-testid="new-map-parent"
          />
          <VisibilitySelect
            value={form.values.visibility}
            onChange={(visibility) => form.setFieldValue('visibility', visibility)}
            disabled={busy || createdId !== null}
          />
          <MapPictureDropzone
            limits={limits.data}
            file={file}
            onFile={(chosen) => {
              setFile(chosen);
              setFileError(null);
            }}
            progress={progress}
            error={fileError}
            disabled={busy}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('COMMON.CANCEL')}
            </Button>
            <Button type="submit" loading={busy} data-testid="new-map-submit">
              {t('MAPS.CREATE.SUBMIT')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
