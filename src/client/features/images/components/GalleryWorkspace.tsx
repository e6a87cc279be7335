import { Alert, Center, Grid, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DocumentSelect } from '../../../components/documents-picker/DocumentSelect';
import { useImageCategories } from '../api/get-categories';
import { useImageLimits } from '../api/get-limits';
import { useImages } from '../api/get-images';
import {
  defaultUploadCategory,
  readGalleryView,
  writeGalleryView,
  type GalleryView,
} from '../gallery-filters';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { CategoryNav } from './CategoryNav';
import { ImageGrid } from './ImageGrid';
import { ImageViewer } from './ImageViewer';
import { UploadDropzone } from './UploadDropzone';
import { UploadList } from './UploadList';

interface Props {
  worldId: string;
  canEdit: boolean;
  documentHref: (documentId: string) => string;
}

/**
 * SPEC §2.3 Images: the world's gallery by category and by document, uploads
 * by drag and drop with progress per file, categories, and the viewer. The
 * filters and the open picture live in the address.
 */
export function GalleryWorkspace({ worldId, canEdit, documentHref }: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = readGalleryView(params);
  const change = (next: Partial<GalleryView>) =>
    setParams((current) => writeGalleryView(current, next));
  const categories = useImageCategories(worldId);
  const limits = useImageLimits();
  const images = useImages(worldId, {
    categoryId: view.category ?? undefined,
    documentId: view.document ?? undefined,
  });
  const [uploadCategory, setUploadCategory] = useState<string | null | undefined>(undefined);
  const targetCategory =
    uploadCategory === undefined ? defaultUploadCategory(view) : uploadCategory;
  const uploads = useUploadQueue(
    { worldId, categoryId: targetCategory, documentId: view.document },
    limits.data,
  );

  const pages = images.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const order = useMemo(() => items.map((image) => image.id), [items]);
  const total = pages?.[0]?.total ?? 0;
  const filteredDocument = view.document
    ? pages?.[0]?.documents.find((document) => document.id === view.document)
    : undefined;

  const categoryOptions = [
    { value: '', label: t('IMAGES.UPLOAD.NO_CATEGORY') },
    ...(categories.data?.items ?? []).map((category) => ({
      value: category.id,
      label: category.name,
    })),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('IMAGES.TITLE')}
          </Title>
          <Text c="dimmed" size="sm" data-testid="images-total">
            {t('IMAGES.COUNT', { count: total })}
          </Text>
        </div>
        <DocumentSelect
          key={view.document ?? 'none'}
          worldId={worldId}
          value={view.document}
          known={filteredDocument ?? null}
          onChange={(documentId) => change({ document: documentId, image: null })}
          label={t('IMAGES.FILTER_DOCUMENT')}
          clearable
          testId="images-document-filter"
        />
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <CategoryNav
            worldId={worldId}
            categories={categories.data}
            selected={view.category}
            onSelect={(category) => {
              setUploadCategory(undefined);
              change({ category, image: null });
            }}
            canEdit={canEdit}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            {canEdit && (
              <Stack gap="xs">
                <UploadDropzone limits={limits.data} onFiles={uploads.add} />
                <Select
                  label={t('IMAGES.UPLOAD.CATEGORY')}
                  data={categoryOptions}
                  value={targetCategory ?? ''}
                  onChange={(value) => setUploadCategory(value ? value : null)}
                  allowDeselect={false}
                  maw={320}
                  size="xs"
                  comboboxProps={{ withinPortal: true }}
                  data-testid="upload-category"
                />
                <UploadList items={uploads.items} onClear={uploads.clearFinished} />
              </Stack>
            )}
            {images.isPending ? (
              <Center h={200}>
                <Loader />
              </Center>
            ) : images.isError ? (
              <Alert color="red">{t('IMAGES.LOAD_FAILED')}</Alert>
            ) : items.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl" data-testid="images-empty">
                {t('IMAGES.EMPTY')} {canEdit && t('IMAGES.EMPTY_EDIT')}
              </Text>
            ) : (
              <ImageGrid
                images={items}
                onOpen={(image) => change({ image })}
                hasMore={images.hasNextPage}
                loadingMore={images.isFetchingNextPage}
                onLoadMore={() => void images.fetchNextPage()}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <ImageViewer
        worldId={worldId}
        imageId={view.image}
        order={order}
        onNavigate={(image) => change({ image })}
        canEdit={canEdit}
        documentHref={documentHref}
      />
    </Stack>
  );
}
