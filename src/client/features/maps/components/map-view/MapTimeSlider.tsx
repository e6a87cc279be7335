import { ActionIcon, Group, Slider, Stack, Switch, Text, Tooltip } from '@mantine/core';
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerTrackNext,
  IconPlayerTrackPrev,
} from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarConfig, DateParts } from '../../../../../shared/calendar/calendar-config';
import { formatDate } from '../../../../../shared/calendar/calendar-format';
import { createCalendar } from '../../../../../shared/calendar/calendar-math';
import { useStableHandler } from '../../../../lib/use-stable-handler';
import { dateAtStep, featureDateSpan, stepOfDate, timeSteps } from '../../model/time-steps';

export interface MapTimeSliderProps {
  /** The world's calendar. */
  calendar: CalendarConfig;
  /** The features whose dates the track spans. */
  features: readonly { from: DateParts | null; until: DateParts | null }[];
  /** Null: every feature, whatever its dates. */
  value: DateParts | null;
  onChange(value: DateParts | null): void;
}

/** How long the player stays on a date: long enough to see a border move. */
const playInterval = 700;

/**
 * The map at a date: a track over the dates the features carry, a step
 * back and forth, a player that walks the track, and "all dates" to show
 * every feature whatever its dates.
 */
export function MapTimeSlider({ calendar: config, features, value, onChange }: MapTimeSliderProps) {
  const { t } = useTranslation();
  const calendar = useMemo(() => createCalendar(config), [config]);
  const steps = useMemo(() => timeSteps(calendar, featureDateSpan(features)), [calendar, features]);
  const [playing, setPlaying] = useState(false);
  const step = value ? stepOfDate(calendar, steps, value) : 0;
  const goTo = (index: number) => onChange(dateAtStep(calendar, steps, index));

  const tick = useStableHandler(() => {
    const next = value ? step + 1 : 0;
    if (next > steps.count) setPlaying(false);
    else goTo(next);
  });
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(tick, playInterval);
    return () => window.clearInterval(timer);
  }, [playing, tick]);

  const togglePlay = () => {
    if (!playing && (value === null || step >= steps.count)) goTo(0);
    setPlaying(!playing);
  };
  // The short form fits beside the buttons on a phone; the long one (with the time) is its title.
  const label = value ? formatDate(calendar, value, 'short') : t('MAP_VIEW.TIME.SHOWING_ALL');
  const fullLabel = value ? formatDate(calendar, value, 'long') : label;
  const buttons = [
    ['MAP_VIEW.TIME.EARLIER', 'map-time-earlier', IconPlayerTrackPrev, () => goTo(step - 1)],
    [
      playing ? 'MAP_VIEW.TIME.PAUSE' : 'MAP_VIEW.TIME.PLAY',
      'map-time-play',
      playing ? IconPlayerPauseFilled : IconPlayerPlayFilled,
      togglePlay,
    ],
    [
      'MAP_VIEW.TIME.LATER',
      'map-time-later',
      IconPlayerTrackNext,
      () => goTo(value ? step + 1 : 0),
    ],
  ] as const;

  return (
    <Stack gap={4} role="group" aria-label={t('MAP_VIEW.TIME.LABEL')} data-testid="map-time-slider">
      <Group gap="xs" wrap="nowrap">
        <Switch
          size="sm"
          label={t('MAP_VIEW.TIME.ALL')}
          checked={value === null}
          styles={{ root: { flexShrink: 0 }, label: { whiteSpace: 'nowrap' } }}
          onChange={(event) => {
            setPlaying(false);
            onChange(event.currentTarget.checked ? null : dateAtStep(calendar, steps, step));
          }}
          data-testid="map-time-all"
        />
        <Group gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
          {buttons.map(([labelKey, testId, Icon, onClick]) => (
            <Tooltip key={testId} label={t(labelKey)} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={onClick}
                aria-label={t(labelKey)}
                data-testid={testId}
              >
                <Icon size={16} />
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
        <Text
          size="sm"
          fw={500}
          truncate
          title={fullLabel}
          data-testid="map-time-date"
          aria-live="polite"
        >
          {label}
        </Text>
      </Group>
      <Slider
        min={0}
        max={steps.count}
        step={1}
        value={step}
        onChange={(index) => {
          setPlaying(false);
          goTo(index);
        }}
        label={(index) => formatDate(calendar, dateAtStep(calendar, steps, index), 'short')}
        thumbLabel={t('MAP_VIEW.TIME.SLIDER')}
        opacity={value === null ? 0.6 : 1}
        mx={6}
        data-testid="map-time-track"
      />
    </Stack>
  );
}
