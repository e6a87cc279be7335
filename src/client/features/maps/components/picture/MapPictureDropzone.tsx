import '@mantine/dropzone/styles.css';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconMapUp, IconPhotoX, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { acceptedMapTypes, type MapLimits } from '../../../../../shared/schemas/map';
import { formatBytes, typeList } from '../../../../lib/file-text';
import { percent } from './picture-text';

interface Props {
  limits: MapLimits | undefined;
  file: File | null;
  onFile: (file: File) => void;
  /** Bytes sent of the chosen file, while it uploads. */
  progress: { loaded: number; total: number } | null;
  /** Why the picture was refused, already translated. */
  error?: string | null | undefined;
  disabled?: boolean;
}

/**
 * One map picture: dropped or chosen, with the limits the server enforces,
 * the file chosen, and the bytes sent while it uploads. The server checks
 * the type from the bytes; the box's type filter only spares a round trip.
 */
export function MapPictureDropzone({ limits, file, onFile, progress, error, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const accept = limits?.acceptedTypes ?? [...acceptedMapTypes];
  return (
    <Stack gap={6}>
      <Dropzone
        onDrop={(files) => files[0] && onFile(files[0])}
        // A refused file still goes to the form, which says why in the server's words.
        onReject={(rejections) => rejections[0] && onFile(rejections[0].file)}
        accept={accept}
        multiple={false}
        disabled={disabled}
        aria-label={t('MAPS.PICTURE.DROP')}
        inputProps={{ 'aria-label': t('MAPS.PICTURE.DROP') }}
        data-testid="map-dropzone"
        p="md"
      >
        <Group justify="center" gap="md" mih={72} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={36} stroke={1.5} color="var(--mantine-color-blue-5)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconPhotoX size={36} stroke={1.5} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconMapUp size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {file
                ? t('MAPS.PICTURE.CHOSEN', {
                    name: file.name,
                    size: formatBytes(file.size, i18n.language),
                  })
                : t('MAPS.PICTURE.DROP')}
            </Text>
            <Text size="xs" c="dimmed" data-testid="map-picture-limits">
              {t('MAPS.PICTURE.LIMITS', {
                types: typeList(accept, i18n.language),
                size: formatBytes(limits?.maxBytes ?? 256 * 1024 * 1024, i18n.language),
                side: new Intl.NumberFormat(i18n.language).format(limits?.maxSide ?? 32768),
              })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {progress && (
        <Stack gap={2} data-testid="map-upload-progress">
          <Progress value={percent(progress.loaded, progress.total)} animated />
          <Text size="xs" c="dimmed">
            {t('MAPS.PICTURE.UPLOADING', { percent: percent(progress.loaded, progress.total) })}
          </Text>
        </Stack>
      )}
      {error && (
        <Text size="sm" c="red" role="alert" data-testid="map-picture-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
