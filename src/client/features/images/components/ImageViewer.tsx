import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconExternalLink,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ImageDetail } from '../../../../shared/schemas/image';
import { confirmDelete } from '../../../components/confirm';
import { formatLongDate } from '../../../lib/format-date';
import { useDeleteImage } from '../api/delete-image';
import { useImage } from '../api/get-image';
import { formatBytes } from '../../../lib/file-text';
import { ImageEditForm } from './ImageEditForm';
import classes from './images.module.css';

interface Props {
  worldId: string;
  /** The picture shown, or null when the viewer is closed. */
  imageId: string | null;
  /** The pictures around it, in the gallery's order, for ← and →. */
  order: readonly string[];
  onNavigate: (imageId: string | null) => void;
  canEdit: boolean;
  documentHref: (documentId: string) => string;
}

/** The viewer: the whole picture, what it is and links to, ← → through the gallery, and (for editors) edit and delete. */
export function ImageViewer({ worldId, imageId, order, onNavigate, canEdit, documentHref }: Props) {
  const { t } = useTranslation();
  const image = useImage(worldId, imageId);
  const [editing, setEditing] = useState(false);
  const remove = useDeleteImage(worldId);
  const index = imageId ? order.indexOf(imageId) : -1;
  const previous = index > 0 ? order[index - 1] : undefined;
  const next = index >= 0 && index < order.length - 1 ? order[index + 1] : undefined;
  const go = (target: string | undefined) => {
    if (!target || editing) return;
    onNavigate(target);
  };
  useHotkeys([
    ['ArrowLeft', () => go(previous)],
    ['ArrowRight', () => go(next)],
  ]);

  const askDelete = async (detail: ImageDetail) => {
    if (!(await confirmDelete({ text: t('IMAGES.VIEWER.DELETE_TEXT', { name: detail.name }) })))
      return;
    await remove.mutateAsync(detail.id);
    onNavigate(next ?? previous ?? null);
  };

  const close = () => {
    setEditing(false);
    onNavigate(null);
  };

  return (
    <Modal
      opened={imageId !== null}
      onClose={close}
      size="min(1200px, 96vw)"
      title={image.data?.name ?? t('APP.LOADING')}
      data-testid="image-viewer"
    >
      {image.isPending ? (
        <Center h={320}>
          <Loader />
        </Center>
      ) : !image.data ? (
        <Text c="red">{t('IMAGES.EMBED.MISSING')}</Text>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="xs">
              <img
                src={image.data.fullUrl}
                alt={image.data.name}
                className={classes.viewerPicture}
                data-testid="viewer-picture"
              />
              <Group justify="space-between">
                <ActionIcon
                  variant="default"
                  size="lg"
                  disabled={!previous}
                  onClick={() => go(previous)}
                  aria-label={t('IMAGES.VIEWER.PREVIOUS')}
                >
                  <IconChevronLeft size={18} />
                </ActionIcon>
                <Text size="xs" c="dimmed" visibleFrom="sm">
                  {t('IMAGES.VIEWER.KEYS')}
                </Text>
                <ActionIcon
                  variant="default"
                  size="lg"
                  disabled={!next}
                  onClick={() => go(next)}
                  aria-label={t('IMAGES.VIEWER.NEXT')}
                >
                  <IconChevronRight size={18} />
                </ActionIcon>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            {editing ? (
              <ImageEditForm
                key={image.data.id}
                worldId={worldId}
                image={image.data}
                onDone={() => setEditing(false)}
              />
            ) : (
              <ImageDetails image={image.data} documentHref={documentHref} />
            )}
            {canEdit && !editing && (
              <Group mt="lg">
                <Button
                  variant="light"
                  leftSection={<IconPencil size={16} />}
                  onClick={() => setEditing(true)}
                  data-testid="image-edit"
                >
                  {t('IMAGES.VIEWER.EDIT')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => void askDelete(image.data)}
                  data-testid="image-delete"
                >
                  {t('IMAGES.VIEWER.DELETE')}
                </Button>
              </Group>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Modal>
  );
}

function ImageDetails({
  image,
  documentHref,
}: {
  image: ImageDetail;
  documentHref: (documentId: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const date = formatLongDate(image.createdAt, i18n.language);
  return (
    <Stack gap="md" data-testid="image-details">
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {t('IMAGES.VIEWER.CATEGORY')}
        </Text>
        {image.category ? (
          <Badge variant="light">{image.category.name}</Badge>
        ) : (
          <Text size="sm">{t('IMAGES.UNCATEGORIZED')}</Text>
        )}
      </div>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {t('IMAGES.VIEWER.DOCUMENTS')}
        </Text>
        {image.documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('IMAGES.VIEWER.NO_DOCUMENTS')}
          </Text>
        ) : (
          <Stack gap={2} data-testid="image-documents-list">
            {image.documents.map((document) => (
              <Anchor key={document.id} component={Link} to={documentHref(document.id)} size="sm">
                {document.name}
              </Anchor>
            ))}
          </Stack>
        )}
      </div>
      <Text size="sm" c="dimmed">
        {t('IMAGES.VIEWER.SIZE', {
          width: image.width,
          height: image.height,
          size: formatBytes(image.byteSize, i18n.language),
        })}
        <br />
        {image.createdBy
          ? t('IMAGES.VIEWER.UPLOADED', { user: image.createdBy.userName, date })
          : t('IMAGES.VIEWER.UPLOADED_ANONYMOUS', { date })}
      </Text>
      <Tooltip label={t('IMAGES.VIEWER.OPEN_FULL')}>
        <Anchor href={image.fullUrl} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4}>
            <IconExternalLink size={14} />
            {t('IMAGES.VIEWER.OPEN_FULL')}
          </Group>
        </Anchor>
      </Tooltip>
    </Stack>
  );
}
