import { Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useImageLimits } from '../api/get-limits';
import { useImages } from '../api/get-images';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { ImageGrid } from './ImageGrid';
import { ImageViewer } from './ImageViewer';
import { UploadDropzone } from './UploadDropzone';
import { UploadList } from './UploadList';

interface Props {
  worldId: string;
  documentId: string;
  canEdit: boolean;
  documentHref: (documentId: string) => string;
  /** The gallery filtered by this document. */
  galleryHref: string;
}

/** The document page's Images tab: the pictures linked to it, the viewer, and (for editors) uploads linked to it at once. */
export function DocumentImagesPanel({
  worldId,
  documentId,
  canEdit,
  documentHref,
  galleryHref,
}: Props) {
  const { t } = useTranslation();
  const images = useImages(worldId, { documentId });
  const limits = useImageLimits();
  const uploads = useUploadQueue({ worldId, documentId }, limits.data);
  const [open, setOpen] = useState<string | null>(null);
  const pages = images.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const order = useMemo(() => items.map((image) => image.id), [items]);

  return (
    <Stack gap="md" data-testid="document-images">
      {canEdit && (
        <Stack gap="xs">
          <UploadDropzone
            limits={limits.data}
            onFiles={uploads.add}
            hint={t('IMAGES.TAB.HINT')}
            compact
          />
          <UploadList items={uploads.items} onClear={uploads.clearFinished} />
        </Stack>
      )}
      {images.isPending ? (
        <Center h={120}>
          <Loader />
        </Center>
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('IMAGES.TAB.EMPTY')}
        </Text>
      ) : (
        <>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('IMAGES.COUNT', { count: pages?.[0]?.total ?? 0 })}
            </Text>
            <Anchor component={Link} to={galleryHref} size="sm">
              {t('IMAGES.TAB.GALLERY')}
            </Anchor>
          </Group>
          <ImageGrid
            images={items}
            onOpen={setOpen}
            hasMore={images.hasNextPage}
            loadingMore={images.isFetchingNextPage}
            onLoadMore={() => void images.fetchNextPage()}
          />
        </>
      )}
      <ImageViewer
        worldId={worldId}
        imageId={open}
        order={order}
        onNavigate={setOpen}
        canEdit={canEdit}
        documentHref={documentHref}
      />
    </Stack>
  );
}
