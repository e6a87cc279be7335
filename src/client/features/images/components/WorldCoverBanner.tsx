import { useTranslation } from 'react-i18next';
import { useWorldCover } from '../api/get-cover';
import classes from './images.module.css';

/** The world's cover at the top of its dashboard; nothing when it has none. */
export function WorldCoverBanner({ worldId, worldName }: { worldId: string; worldName: string }) {
  const { t } = useTranslation();
  const cover = useWorldCover(worldId);
  if (!cover.data) return null;
  return (
    <img
      src={cover.data.fullUrl}
      alt={t('IMAGES.COVER.ALT', { name: worldName })}
      className={classes.cover}
      data-testid="world-cover"
    />
  );
}
