import { useTranslation } from 'react-i18next';
import type { MapFeature } from '../../../../../shared/schemas/map';
import type { MapTool } from '../../model/map-tools';
import classes from './map-view.module.css';

/** One line at the top saying what a click does with the tool in hand, or how to edit the selection. */
export function MapHint({ tool, editing }: { tool: MapTool; editing: MapFeature | null }) {
  const { t } = useTranslation();
  const text =
    tool !== 'select'
      ? t(`MAP_VIEW.HINT.${tool}`)
      : editing
        ? t(editing.geometry.kind === 'pin' ? 'MAP_VIEW.HINT.EDIT_PIN' : 'MAP_VIEW.HINT.EDIT_SHAPE')
        : null;
  if (!text) return null;
  return (
    <div className={classes.hint} role="status" data-testid="map-hint">
      {text}
    </div>
  );
}
