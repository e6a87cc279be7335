import { useTranslation } from 'react-i18next';
import type { MapScale } from '../../../../../shared/schemas/map';
import { formatQuantity } from '../../model/measurement';
import { scaleBar } from '../../model/scale-bar';
import classes from './map-view.module.css';

/** A round length of the map's units at the current zoom. */
export function ScaleBar({
  resolution,
  scale,
  className,
}: {
  resolution: number;
  scale: MapScale;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const bar = scaleBar(resolution, scale.unitsPerPixel);
  if (!bar) return null;
  const length = formatQuantity(bar.length, i18n.language);
  const label = t('MAP_VIEW.SCALE_BAR', { length, unit: scale.unit });
  return (
    <div className={className} data-testid="map-scale-bar" aria-label={label} role="img">
      <div aria-hidden>
        {length} {scale.unit}
      </div>
      <div className={classes.scaleRule} style={{ width: bar.width }} aria-hidden />
    </div>
  );
}
