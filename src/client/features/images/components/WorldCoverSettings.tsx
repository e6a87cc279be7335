import { Alert, Button, FileButton, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptedImageTypes } from '../../../../shared/schemas/image';
import { confirmDelete } from '../../../components/confirm';
import { useDeleteWorldCover } from '../api/delete-cover';
import { useWorldCover } from '../api/get-cover';
import { useImageLimits } from '../api/get-limits';
import { useUploadWorldCover } from '../api/upload-cover';
import { formatBytes, typeList } from '../../../lib/file-text';
import { uploadErrorText } from '../upload-error';
import { precheckFile } from '../upload-queue';
import classes from './images.module.css';

interface Props {
  worldId: string;
  worldName: string;
  /** The owner sets, replaces and removes it (SPEC §6 world.edit); others only see it. */
  canEdit: boolean;
}

/** World settings → World: the cover shown on the dashboard, with its preview, upload or replace, and remove. */
export function WorldCoverSettings({ worldId, worldName, canEdit }: Props) {
  const { t, i18n } = useTranslation();
  const cover = useWorldCover(worldId);
  const limits = useImageLimits();
  const [percent, setPercent] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useUploadWorldCover(worldId, ({ loaded, total }) =>
    setPercent(total > 0 ? Math.round((loaded / total) * 100) : 0),
  );
  const remove = useDeleteWorldCover(worldId);
  const accept = limits.data?.acceptedTypes ?? acceptedImageTypes;

  const send = (file: File | null) => {
    if (!file) return;
    setRefusal(null);
    const refused = limits.data ? precheckFile(file, limits.data) : null;
    if (refused) return setRefusal(t(refused));
    setPercent(0);
    upload.mutate(file, {
      onError: (error) =>
        setRefusal(uploadErrorText(error, (key) => t(key)) || t('IMAGES.UPLOAD.FAILED')),
    });
  };

  const askRemove = async () => {
    if (!(await confirmDelete({ text: t('IMAGES.COVER.REMOVE_TEXT') }))) return;
    setRefusal(null);
    remove.mutate();
  };

  const current = cover.data;
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="world-cover-title"
      data-testid="world-cover-settings"
    >
      <div>
        <Title order={2} size="h4" id="world-cover-title">
          {t('IMAGES.COVER.TITLE')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('IMAGES.COVER.TEXT')}
        </Text>
      </div>
      {current ? (
        <img
          src={current.fullUrl}
          alt={t('IMAGES.COVER.ALT', { name: worldName })}
          className={classes.cover}
          data-testid="world-cover-preview"
        />
      ) : (
        cover.isSuccess && (
          <Text size="sm" c="dimmed" fs="italic">
            {t('IMAGES.COVER.NONE')}
          </Text>
        )
      )}
      {canEdit && (
        <>
          {upload.isPending && (
            <Progress
              value={percent}
              size="sm"
              animated
              aria-label={t('IMAGES.UPLOAD.UPLOADING', { percent })}
            />
          )}
          {refusal && (
            <Alert color="red" variant="light" p="xs" role="alert" data-testid="world-cover-error">
              {refusal}
            </Alert>
          )}
          <Group gap="sm">
            <FileButton onChange={send} accept={accept.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconPhotoUp size={16} />}
                  loading={upload.isPending}
                  data-testid="world-cover-upload"
                >
                  {t(current ? 'IMAGES.COVER.REPLACE' : 'IMAGES.COVER.UPLOAD')}
                </Button>
              )}
            </FileButton>
            {current && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => void askRemove()}
                loading={remove.isPending}
                data-testid="world-cover-remove"
              >
                {t('IMAGES.COVER.REMOVE')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('IMAGES.COVER.LIMITS', {
              types: typeList(accept, i18n.language),
              size: formatBytes(limits.data?.maxBytes ?? 20 * 1024 * 1024, i18n.language),
            })}
          </Text>
        </>
      )}
    </Stack>
  );
}
