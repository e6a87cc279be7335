import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapLimits } from '../../api/get-map-limits';
import { useUploadMapPicture } from '../../api/upload-map-picture';
import { MapPictureDropzone } from '../picture/MapPictureDropzone';
import { uploadRefusal } from '../picture/refusal';

/** A new picture for the map (or its first): uploaded with progress, then tiled while the old one shows. */
export function ReplacePictureModal({
  worldId,
  mapId,
  opened,
  onClose,
}: {
  worldId: string;
  mapId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const limits = useMapLimits();
  const upload = useUploadMapPicture(worldId);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);

  const close = () => {
    if (upload.isPending) return;
    setFile(null);
    setError(null);
    onClose();
  };
  const send = async () => {
    if (!file) return;
    setError(null);
    setProgress({ loaded: 0, total: file.size });
    try {
      await upload.mutateAsync({ mapId, file, onProgress: setProgress });
      setProgress(null);
      setFile(null);
      onClose();
    } catch (refused) {
      setProgress(null);
      setError(uploadRefusal(refused));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('MAPS.PICTURE.REPLACE')} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('MAPS.PICTURE.REPLACE_TEXT')}
        </Text>
        <MapPictureDropzone
          limits={limits.data}
          file={file}
          onFile={(chosen) => {
            setFile(chosen);
            setError(null);
          }}
          progress={progress}
          error={error}
          disabled={upload.isPending}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={upload.isPending}>
            {t('COMMON.CANCEL')}
          </Button>
          <Button
            onClick={send}
            disabled={!file}
            loading={upload.isPending}
            data-testid="map-replace-submit"
          >
            {t('MAPS.PICTURE.REPLACE_SUBMIT')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
