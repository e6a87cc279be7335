import { Button, Center, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImageSummary } from '../../../../shared/schemas/image';
import classes from './images.module.css';

interface Props {
  images: readonly ImageSummary[];
  onOpen: (imageId: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Thumbnails, newest first; each opens the viewer. Pictures load lazily as they scroll into view. */
export function ImageGrid({ images, onOpen, hasMore, loadingMore, onLoadMore }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4, xl: 6 }} spacing="sm" data-testid="image-grid">
        {images.map((image) => (
          <UnstyledButton
            key={image.id}
            className={classes.tile}
            onClick={() => onOpen(image.id)}
            aria-label={t('IMAGES.OPEN', { name: image.name })}
            data-testid="image-tile"
            data-image-id={image.id}
          >
            <img
              src={image.thumbUrl}
              alt=""
              loading="lazy"
              decoding="async"
              className={classes.thumb}
            />
            <Text size="xs" truncate="end" className={classes.tileName}>
              {image.name}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {hasMore && (
        <Center>
          <Button
            variant="default"
            onClick={onLoadMore}
            loading={loadingMore}
            data-testid="images-more"
          >
            {t('IMAGES.LOAD_MORE')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
