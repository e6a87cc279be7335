import type { Calendar } from '../../../../src/shared/calendar/calendar-math';
import type { EventSummary, TimelineRow } from '../../../../src/shared/schemas/timeline';
import { axisTicksFor } from '../../../../src/client/features/timeline/model/axis-ticks';
import { thirteenMonths } from './test-data';
import { buildTimelineLayout } from '../../../../src/client/features/timeline/model/timeline-layout';
import { timelineMetrics } from '../../../../src/client/features/timeline/model/timeline-metrics';
import {
  createTimeScale,
  type ViewRange,
} from '../../../../src/client/features/timeline/model/view-range';
import type { SceneFrame } from '../../../../src/client/features/timeline/render/scene-frame';
import { paletteFromTheme } from '../../../../src/client/features/timeline/render/timeline-palette';

/** A frame as the controller builds it, for the render tests (test-only). */
export const testPalette = paletteFromTheme({ colors: {}, primaryColor: 'blue' });

export function testFrame(options: {
  rows: TimelineRow[];
  events: EventSummary[];
  view: ViewRange;
  width?: number;
  height?: number;
  scrollTop?: number;
  selectedIds?: string[];
  draggedId?: string | null;
  calendar?: Calendar;
}): SceneFrame {
  const calendar = options.calendar ?? thirteenMonths;
  const width = options.width ?? 1200;
  const height = options.height ?? 600;
  const scale = createTimeScale(options.view, width - timelineMetrics.rowHeaderWidth);
  const { ticks, pinnedLabel, eraStarts } = axisTicksFor(calendar, options.view, scale.width);
  return {
    width,
    height,
    scale,
    layout: buildTimelineLayout(calendar, options.rows, options.events),
    scrollTop: options.scrollTop ?? 0,
    ticks,
    pinnedMajorLabel: pinnedLabel,
    eraStarts,
    selectedIds: new Set(options.selectedIds ?? []),
    draggedId: options.draggedId ?? null,
    palette: testPalette,
  };
}
