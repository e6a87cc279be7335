import {
  Button,
  Center,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageDetail } from '../../../../shared/schemas/image';
import { useImageLimits } from '../api/get-limits';
import { useImages } from '../api/get-images';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { UploadDropzone } from './UploadDropzone';
import { UploadList } from './UploadList';
import classes from './images.module.css';

export interface PickedImage {
  imageId: string;
  alt: string;
}

interface Props {
  worldId: string;
  opened: boolean;
  /** Editors of images may add new pictures from here. */
  canUpload: boolean;
  onPick: (image: PickedImage) => void;
  onClose: () => void;
}

/** Chooses a picture of the world (or uploads a new one) to place in a document, with its caption. */
export function ImagePickerModal({ worldId, opened, canUpload, onPick, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('IMAGES.EMBED.PICK_TITLE')}
      size="xl"
      data-testid="image-picker"
    >
      {opened && (
        <PickerBody worldId={worldId} canUpload={canUpload} onPick={onPick} onClose={onClose} />
      )}
    </Modal>
  );
}

function PickerBody({ worldId, canUpload, onPick, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const images = useImages(worldId);
  const limits = useImageLimits();
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const [caption, setCaption] = useState('');
  const choose = (image: { id: string; name: string }) => {
    setPicked(image);
    setCaption(image.name);
  };
  const uploads = useUploadQueue({ worldId }, limits.data, (image: ImageDetail) => choose(image));
  const pages = images.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('IMAGES.EMBED.PICK_HINT')}
      </Text>
      {canUpload && (
        <>
          <UploadDropzone limits={limits.data} onFiles={uploads.add} compact />
          <UploadList items={uploads.items} onClear={uploads.clearFinished} />
        </>
      )}
      {images.isPending ? (
        <Center h={160}>
          <Loader />
        </Center>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('IMAGES.EMPTY')}</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 2, sm: 4 }}
          spacing="sm"
          mah={360}
          style={{ overflowY: 'auto' }}
          p={4}
        >
          {items.map((image) => (
            <UnstyledButton
              key={image.id}
              className={`${classes.tile} ${classes.pickTile}`}
              data-picked={picked?.id === image.id || undefined}
              aria-pressed={picked?.id === image.id}
              onClick={() => choose(image)}
              data-testid="picker-tile"
            >
              <img src={image.thumbUrl} alt="" loading="lazy" className={classes.thumb} />
              <Text size="xs" truncate="end" className={classes.tileName}>
                {image.name}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      {images.hasNextPage && (
        <Center>
          <Button
            variant="default"
            size="xs"
            onClick={() => void images.fetchNextPage()}
            loading={images.isFetchingNextPage}
          >
            {t('IMAGES.LOAD_MORE')}
          </Button>
        </Center>
      )}
      <TextInput
        label={t('IMAGES.EMBED.CAPTION')}
        description={t('IMAGES.EMBED.CAPTION_HINT')}
        value={caption}
        onChange={(event) => setCaption(event.currentTarget.value)}
        maxLength={300}
        disabled={!picked}
        data-testid="picker-caption"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('COMMON.CANCEL')}
        </Button>
        <Button
          disabled={!picked}
          onClick={() => picked && onPick({ imageId: picked.id, alt: caption.trim() })}
          data-testid="picker-insert"
        >
          {t('IMAGES.EMBED.INSERT')}
        </Button>
      </Group>
    </Stack>
  );
}
