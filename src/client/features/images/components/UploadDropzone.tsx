import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoUp, IconPhotoX, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageLimits } from '../../../../shared/schemas/image';
import { formatBytes, typeList } from '../../../lib/file-text';

interface Props {
  limits: ImageLimits | undefined;
  onFiles: (files: File[]) => void;
  /** A line under the limits, e.g. where the pictures will go. */
  hint?: ReactNode;
  compact?: boolean;
}

/**
 * Drop or choose several pictures at once (SPEC §7 upload). The box states the
 * limits the server enforces; every file goes to the upload list, which says
 * for each one whether it landed or why not, so a refused file is never silent.
 */
export function UploadDropzone({ limits, onFiles, hint, compact = false }: Props) {
  const { t, i18n } = useTranslation();
  const accept = limits?.acceptedTypes ?? ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
  return (
    <Dropzone
      // Refusals by type or size are shown per file by the list, in the same words as the server's.
      onDrop={onFiles}
      onReject={(rejections) => onFiles(rejections.map((rejection) => rejection.file))}
      accept={accept}
      multiple
      aria-label={t('IMAGES.UPLOAD.DROP')}
      // The hidden file input inside is named "file upload" by react-dropzone unless told otherwise.
      inputProps={{ 'aria-label': t('IMAGES.UPLOAD.DROP') }}
      data-testid="image-dropzone"
      p={compact ? 'sm' : 'lg'}
    >
      <Group
        justify="center"
        gap="md"
        mih={compact ? 56 : 96}
        style={{ pointerEvents: 'none' }}
        wrap="nowrap"
      >
        <Dropzone.Accept>
          <IconUpload size={compact ? 28 : 40} stroke={1.5} color="var(--mantine-color-blue-5)" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconPhotoX size={compact ? 28 : 40} stroke={1.5} color="var(--mantine-color-red-6)" />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconPhotoUp size={compact ? 28 : 40} stroke={1.5} color="var(--mantine-color-dimmed)" />
        </Dropzone.Idle>
        <Stack gap={2}>
          <Text size={compact ? 'sm' : 'md'} fw={500}>
            {t('IMAGES.UPLOAD.DROP')}
          </Text>
          <Text size="xs" c="dimmed" data-testid="upload-limits">
            {t('IMAGES.UPLOAD.LIMITS', {
              types: typeList(accept, i18n.language),
              size: formatBytes(limits?.maxBytes ?? 20 * 1024 * 1024, i18n.language),
            })}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
      </Group>
    </Dropzone>
  );
}
