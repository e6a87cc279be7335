import { NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  polygonArea,
  polylineLength,
  type MapPoint,
} from '../../../../../shared/maps/map-geometry';
import type { MapFeature, MapScale } from '../../../../../shared/schemas/map';
import { featureLabel } from '../../model/feature-look';
import {
  areaIn,
  formatQuantity,
  lengthIn,
  travelTime,
  type Quantity,
} from '../../model/measurement';

/**
 * The measure tool's panel: the drawn line's length, the selected path's
 * length or the selected region's area and outline, in the map's units when
 * it has a scale, and the time a journey takes at the speed given.
 */
export function MeasurePanel({
  scale,
  lineLength,
  selected,
}: {
  scale: MapScale | null;
  lineLength: number | null;
  selected: MapFeature | null;
}) {
  const { t, i18n } = useTranslation();
  const [speed, setSpeed] = useState<number>(5);
  const length = (quantity: Quantity) =>
    quantity.unit === null
      ? t('MAP_VIEW.MEASURE.PIXELS', { value: formatQuantity(quantity.value, i18n.language) })
      : t('MAP_VIEW.MEASURE.UNITS', {
          value: formatQuantity(quantity.value, i18n.language),
          unit: quantity.unit,
        });
  const area = (quantity: Quantity) =>
    quantity.unit === null
      ? t('MAP_VIEW.MEASURE.SQUARE_PIXELS', {
          value: formatQuantity(quantity.value, i18n.language),
        })
      : t('MAP_VIEW.MEASURE.SQUARE_UNITS', {
          value: formatQuantity(quantity.value, i18n.language),
          unit: quantity.unit,
        });
  const journey = (pixels: number) => {
    const time = travelTime(pixels, scale, speed);
    if (!time) return null;
    const parts = [
      time.days ? t('MAP_VIEW.MEASURE.DAYS', { count: time.days }) : '',
      time.hours ? t('MAP_VIEW.MEASURE.HOURS', { count: time.hours }) : '',
      time.minutes || (!time.days && !time.hours)
        ? t('MAP_VIEW.MEASURE.MINUTES', { count: time.minutes })
        : '',
    ];
    return parts.filter(Boolean).join(' ');
  };

  const rows: { key: string; title: string; lines: [string, string | null][] }[] = [];
  if (lineLength !== null) {
    rows.push({
      key: 'line',
      title: t('MAP_VIEW.MEASURE.LINE'),
      lines: [
        [t('MAP_VIEW.MEASURE.LENGTH'), length(lengthIn(lineLength, scale))],
        [t('MAP_VIEW.MEASURE.TRAVEL'), journey(lineLength)],
      ],
    });
  }
  if (selected && selected.geometry.kind === 'path') {
    const pixels = polylineLength(selected.geometry.points as MapPoint[]);
    rows.push({
      key: 'path',
      title: t('MAP_VIEW.MEASURE.PATH', { name: featureLabel(selected) }),
      lines: [
        [t('MAP_VIEW.MEASURE.LENGTH'), length(lengthIn(pixels, scale))],
        [t('MAP_VIEW.MEASURE.TRAVEL'), journey(pixels)],
      ],
    });
  }
  if (selected && selected.geometry.kind === 'region') {
    const points = selected.geometry.points as MapPoint[];
    rows.push({
      key: 'region',
      title: t('MAP_VIEW.MEASURE.REGION', { name: featureLabel(selected) }),
      lines: [
        [t('MAP_VIEW.MEASURE.AREA'), area(areaIn(polygonArea(points), scale))],
        [t('MAP_VIEW.MEASURE.PERIMETER'), length(lengthIn(polylineLength(points, true), scale))],
      ],
    });
  }

  return (
    <Paper withBorder shadow="sm" p="xs" data-testid="map-measure-panel">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('MAP_VIEW.MEASURE.TITLE')}
        </Text>
        {rows.length === 0 && (
          <Text size="xs" c="dimmed">
            {t('MAP_VIEW.MEASURE.NONE')}
          </Text>
        )}
        {rows.map((row) => (
          <div key={row.key}>
            <Text size="xs" fw={600} truncate>
              {row.title}
            </Text>
            {row.lines
              .filter(([, value]) => value !== null)
              .map(([label, value]) => (
                <Text key={label} size="xs" data-testid={`map-measure-${row.key}`}>
                  {label}: {value}
                </Text>
              ))}
          </div>
        ))}
        {scale ? (
          <NumberInput
            size="xs"
            label={t('MAP_VIEW.MEASURE.SPEED', { unit: scale.unit })}
            value={speed}
            min={0.001}
            decimalScale={3}
            onChange={(value) => setSpeed(typeof value === 'number' ? value : Number(value) || 0)}
            data-testid="map-measure-speed"
          />
        ) : (
          <Text size="xs" c="dimmed">
            {t('MAP_VIEW.MEASURE.NO_SCALE')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
