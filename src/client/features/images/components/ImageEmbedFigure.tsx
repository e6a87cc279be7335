import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useImage } from '../api/get-image';
import classes from './images.module.css';

interface Props {
  worldId: string;
  imageId: string;
  alt: string;
}

/**
 * A picture of the gallery inside document contents: fetched by id for a
 * fresh signed address (refreshed before it expires), with its caption. A
 * picture deleted since, or of another world, says so instead of breaking.
 */
export function ImageEmbedFigure({ worldId, imageId, alt }: Props) {
  const { t } = useTranslation();
  const image = useImage(worldId, imageId);
  if (image.isPending) return <Skeleton height={240} radius="md" />;
  if (!image.data) {
    return (
      <Text size="sm" c="dimmed" fs="italic" data-testid="world-image-missing">
        {t('IMAGES.EMBED.MISSING')}
      </Text>
    );
  }
  return (
    <figure className={classes.embed}>
      <img
        src={image.data.fullUrl}
        alt={alt || image.data.name}
        width={image.data.width}
        height={image.data.height}
        loading="lazy"
        decoding="async"
        className={classes.embedPicture}
        style={{ width: 'auto', height: 'auto' }}
      />
      {alt && <figcaption className={classes.embedCaption}>{alt}</figcaption>}
    </figure>
  );
}
