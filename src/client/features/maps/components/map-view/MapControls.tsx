import { ActionIcon, Tooltip } from '@mantine/core';
import {
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconFocusCentered,
  IconMinus,
  IconPlus,
} from '@tabler/icons-react';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapScene } from './map-scene';
import classes from './map-view.module.css';

/** Zoom in and out, show the whole map, full screen: the map's own buttons, in the app's words. */
export function MapControls({
  scene,
  fullScreenTarget,
}: {
  scene: MapScene;
  fullScreenTarget: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const [fullScreen, setFullScreen] = useState(false);

  useEffect(() => {
    const onChange = () => {
      setFullScreen(document.fullscreenElement === fullScreenTarget.current);
      scene.map.updateSize();
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [scene, fullScreenTarget]);

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void fullScreenTarget.current?.requestFullscreen?.();
  };
  const canFullScreen = typeof document !== 'undefined' && document.fullscreenEnabled;

  const buttons = [
    ['MAP_VIEW.ZOOM_IN', 'map-zoom-in', IconPlus, () => scene.zoomBy(1)],
    ['MAP_VIEW.ZOOM_OUT', 'map-zoom-out', IconMinus, () => scene.zoomBy(-1)],
    ['MAP_VIEW.FIT', 'map-fit', IconFocusCentered, () => scene.fit()],
    ...(canFullScreen
      ? [
          [
            fullScreen ? 'MAP_VIEW.EXIT_FULL_SCREEN' : 'MAP_VIEW.FULL_SCREEN',
            'map-full-screen',
            fullScreen ? IconArrowsMinimize : IconArrowsMaximize,
            toggleFullScreen,
          ] as const,
        ]
      : []),
  ] as const;

  return (
    <div className={classes.controls} role="group" aria-label={t('MAP_VIEW.CONTROLS')}>
      {buttons.map(([labelKey, testId, Icon, onClick]) => (
        <Tooltip key={testId} label={t(labelKey)} position="left" withArrow>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={onClick}
            aria-label={t(labelKey)}
            data-testid={testId}
          >
            <Icon size={18} stroke={1.8} />
          </ActionIcon>
        </Tooltip>
      ))}
    </div>
  );
}
