import { Badge, Group, Paper, SegmentedControl, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Calendar } from '../../../../shared/calendar/calendar-math';
import type { EventList, TimelineRow } from '../../../../shared/schemas/timeline';
import { usePhone } from '../../../lib/use-phone';
import { eventEndText, formatEventDate } from '../event-text';
import { eventTableLines, type EventTableView } from '../event-table-rows';
import classes from './timeline.module.css';

const lineHeight = 36;
/** On a phone an event takes two lines: its name and row, then its start. */
const compactLineHeight = 56;
const headerHeight = 34;

interface Props {
  calendar: Calendar;
  list: EventList;
  rows: readonly TimelineRow[];
  selectedIds: ReadonlySet<string>;
  /** A click selects the event and shows it on the canvas; shift/ctrl/meta-click adds or removes it, as on the canvas. */
  onPick: (eventId: string, mode: 'replace' | 'toggle') => void;
  /** Enter or a double click: open the event. */
  onOpen: (eventId: string) => void;
  /** An event to scroll to (the one just focused on the canvas or by a link). */
  revealId?: string | null;
}

/**
 * Every event of the world (SPEC §2.3), by name or grouped by linked
 * document, filtered by name. Only the lines on screen exist, so 10,000
 * events scroll like ten. On a phone the five columns would scroll sideways
 * and cut their labels: each event is then a compact two-line entry of its
 * name, row and start, and the column headers are left to screen readers.
 */
export function AllEventsTable({
  calendar,
  list,
  rows,
  selectedIds,
  onPick,
  onOpen,
  revealId,
}: Props) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<EventTableView>('name');
  const [query, setQuery] = useState('');
  const [debouncedQuery] = useDebouncedValue(query, 150);
  const lines = useMemo(
    () => eventTableLines(list, view, debouncedQuery, i18n.language),
    [list, view, debouncedQuery, i18n.language],
  );
  const rowNames = useMemo(() => new Map(rows.map((row) => [row.id, row.name])), [rows]);
  const scroller = useRef<HTMLDivElement>(null);
  const compact = usePhone();
  const eventHeight = compact ? compactLineHeight : lineHeight;
  // The sticky header takes the first line's place; the compact list's header is not seen.
  const headerSpace = compact ? 0 : headerHeight;
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (lines[index]?.type === 'group' ? lineHeight : eventHeight),
    overscan: 12,
    paddingStart: headerSpace,
    scrollPaddingStart: headerSpace,
  });
  // A phone turned sideways past 600 px: the lines change height.
  useEffect(() => virtualizer.measure(), [compact, virtualizer]);

  useEffect(() => {
    if (!revealId) return;
    const index = lines.findIndex((line) => line.type === 'event' && line.event.id === revealId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [revealId, lines, virtualizer]);

  const onKey = (event: KeyboardEvent<HTMLDivElement>, eventId: string) => {
    if (event.key === 'Enter') onOpen(eventId);
    else if (event.key === ' ') {
      event.preventDefault();
      onPick(eventId, event.shiftKey || event.ctrlKey || event.metaKey ? 'toggle' : 'replace');
    }
  };

  // By document an event may show under several documents; count it once.
  const matching = useMemo(
    () =>
      view === 'name'
        ? lines.length
        : new Set(lines.flatMap((line) => (line.type === 'event' ? [line.event.id] : []))).size,
    [lines, view],
  );

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-labelledby="all-events-title"
      data-testid="all-events"
    >
      <Group justify="space-between" gap="sm" mb="xs" wrap="wrap">
        <Group gap="xs">
          <Title order={2} size="h5" id="all-events-title">
            {t('TIMELINE.TABLE.ALL_TITLE')}
          </Title>
          <Badge variant="light" color="gray" data-testid="all-events-count">
            {debouncedQuery.trim()
              ? t('TIMELINE.TABLE.MATCHING', { count: matching, total: list.total })
              : t('TIMELINE.TABLE.EVENTS', { count: list.total })}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap" w={compact ? '100%' : undefined}>
          <TextInput
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            placeholder={t('TIMELINE.TABLE.FILTER')}
            aria-label={t('TIMELINE.TABLE.FILTER')}
            leftSection={<IconSearch size={14} />}
            size="xs"
            w={compact ? '100%' : 220}
            data-testid="events-filter"
          />
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value as EventTableView)}
            data={[
              { value: 'name', label: t('TIMELINE.TABLE.BY_NAME') },
              { value: 'document', label: t('TIMELINE.TABLE.BY_DOCUMENT') },
            ]}
            aria-label={t('TIMELINE.TABLE.VIEW')}
            data-testid="events-view"
          />
        </Group>
      </Group>
      {lines.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center" data-testid="all-events-empty">
          {list.total === 0 ? t('TIMELINE.TABLE.NO_EVENTS') : t('TIMELINE.TABLE.NO_MATCH')}
        </Text>
      ) : (
        <div
          ref={scroller}
          className={compact ? `${classes.scroller} ${classes.compact}` : classes.scroller}
          // Short lists take their own height; long ones scroll inside the box.
          style={{ height: `min(var(--events-table-height), ${virtualizer.getTotalSize() + 2}px)` }}
          role="table"
          aria-label={t('TIMELINE.TABLE.ALL_TITLE')}
          aria-rowcount={lines.length + 1}
        >
          <div className={classes.header} role="row">
            <span role="columnheader">{t('TIMELINE.TABLE.NAME')}</span>
            {!compact && <span role="columnheader">{t('TIMELINE.TABLE.KIND')}</span>}
            <span role="columnheader">{t('TIMELINE.TABLE.START')}</span>
            {!compact && <span role="columnheader">{t('TIMELINE.TABLE.END')}</span>}
            <span role="columnheader">{t('TIMELINE.TABLE.ROW')}</span>
          </div>
          <div style={{ height: virtualizer.getTotalSize() - headerSpace, position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const line = lines[item.index];
              if (!line) return null;
              const top = item.start - headerSpace;
              if (line.type === 'group') {
                return (
                  <div
                    key={item.key}
                    className={classes.group}
                    style={{ top }}
                    role="row"
                    aria-rowindex={item.index + 2}
                    data-testid="events-group"
                  >
                    <span role="cell" className={classes.cell}>
                      {line.documentId ? line.name : t('TIMELINE.TABLE.NO_DOCUMENT')}
                    </span>
                    <Badge size="xs" variant="light" color="gray">
                      {line.count}
                    </Badge>
                  </div>
                );
              }
              const { event } = line;
              return (
                <div
                  key={item.key}
                  className={classes.line}
                  style={{ top, height: eventHeight }}
                  role="row"
                  tabIndex={0}
                  aria-rowindex={item.index + 2}
                  aria-selected={selectedIds.has(event.id)}
                  // Shift-click picks; it should not select the page's text too.
                  onMouseDown={(mouse) => mouse.shiftKey && mouse.preventDefault()}
                  onClick={(mouse) =>
                    onPick(
                      event.id,
                      mouse.shiftKey || mouse.ctrlKey || mouse.metaKey ? 'toggle' : 'replace',
                    )
                  }
                  onDoubleClick={() => onOpen(event.id)}
                  onKeyDown={(keyEvent) => onKey(keyEvent, event.id)}
                  data-testid="events-line"
                  data-event-id={event.id}
                >
                  <span role="cell" className={classes.nameCell} title={event.name}>
                    {event.name}
                  </span>
                  {!compact && (
                    <span role="cell" className={classes.cell}>
                      {t(`TIMELINE.KINDS.${event.kind}`)}
                    </span>
                  )}
                  {/* The era's abbreviation keeps the day, year and time in sight; the full date is the title. */}
                  <span
                    role="cell"
                    className={classes.dateCell}
                    title={formatEventDate(calendar, event.start)}
                    data-testid="events-line-start"
                  >
                    {formatEventDate(calendar, event.start, 'medium')}
                  </span>
                  {!compact && (
                    <span
                      role="cell"
                      className={classes.dateCell}
                      title={eventEndText(calendar, event, t)}
                      data-testid="events-line-end"
                    >
                      {eventEndText(calendar, event, t, 'medium')}
                    </span>
                  )}
                  <span role="cell" className={classes.rowCell}>
                    {rowNames.get(event.rowId) ?? '—'}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
      )}
    </Paper>
  );
}
