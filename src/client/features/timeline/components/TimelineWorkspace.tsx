import {
  Alert,
  Box,
  Button,
  Grid,
  Group,
  Kbd,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowBackUp, IconCalendarPlus, IconTimeline } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '../../../../shared/schemas/timeline';
import { confirmDelete } from '../../../components/confirm';
import { useDeleteEvent } from '../api/delete-event';
import { useEvents } from '../api/get-events';
import { useTimelineRows } from '../api/get-rows';
import { newEventStart } from '../new-event-start';
import { applySelection, keepExisting } from '../selection';
import { useEventDeepLink } from '../hooks/use-deep-link';
import { useEventMoves } from '../hooks/use-event-moves';
import { useHiddenRows } from '../hooks/use-hidden-rows';
import { useWorldCalendar } from '../hooks/use-world-calendar';
import { AllEventsTable } from './AllEventsTable';
import { EventDetailsModal } from './EventDetailsModal';
import { EventFormModal, type EventFormTarget } from './EventFormModal';
import { RowsPanel } from './RowsPanel';
import { SelectedEventsTable } from './SelectedEventsTable';
import { TimelineCanvas, type TimelineCanvasHandle } from './TimelineCanvas';

interface Props {
  worldId: string;
  /** Writers and the owner (SPEC §6 "Edit documents and events"). */
  canEdit: boolean;
  /** A reader of a public world, who sees only its public rows and events. */
  readsPublicOnly?: boolean;
  /** A linked document's page; the documents feature owns the address. */
  documentHref: (documentId: string) => string;
  /** More about an event in its details, from other features (its places on maps). */
  renderEventMore?: (eventId: string) => ReactNode;
}

/**
 * The timeline screen (SPEC §2.3, issue 5): the canvas across the width,
 * the rows, the selected events and all events, the event form, and undo
 * for moves made on the canvas.
 */
export function TimelineWorkspace({
  worldId,
  canEdit,
  readsPublicOnly = false,
  documentHref,
  renderEventMore,
}: Props) {
  const { t } = useTranslation();
  const { calendar, query: calendarQuery } = useWorldCalendar(worldId);
  const rowsQuery = useTimelineRows(worldId);
  const eventsQuery = useEvents(worldId);
  const allRows = useMemo(() => rowsQuery.data ?? [], [rowsQuery.data]);
  const rowIds = useMemo(
    () => (rowsQuery.data ? rowsQuery.data.map((row) => row.id) : null),
    [rowsQuery.data],
  );
  const { hidden, toggle, showAll } = useHiddenRows(worldId, rowIds);
  const visibleRows = useMemo(
    () => allRows.filter((row) => !hidden.has(row.id)),
    [allRows, hidden],
  );
  const list = eventsQuery.data;
  const events = useMemo(() => list?.items ?? [], [list]);
  const byId = useMemo(() => new Map(events.map((event) => [event.id, event])), [events]);
  const documentNames = useMemo(
    () => new Map((list?.documents ?? []).map((document) => [document.id, document.name])),
    [list],
  );

  const canvas = useRef<TimelineCanvasHandle>(null);
  const canvasBox = useRef<HTMLDivElement>(null);
  const [pickedIds, setPickedIds] = useState<ReadonlySet<string>>(new Set());
  const selectedIds = useMemo(
    () => keepExisting(pickedIds, new Set(byId.keys())),
    [pickedIds, byId],
  );
  const [revealId, setRevealId] = useState<string | null>(null);
  const [formTarget, setFormTarget] = useState<EventFormTarget | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const moves = useEventMoves(worldId);
  const remove = useDeleteEvent(worldId);
  useHotkeys([['mod+Z', () => canEdit && moves.canUndo && void moves.undo()]]);

  const ready = calendar !== null && rowsQuery.data !== undefined && list !== undefined;

  /** Selects one event, shows its row if hidden, and brings it into view on the canvas and in the table. */
  const reveal = useCallback(
    (eventId: string) => {
      const event = byId.get(eventId);
      if (!event) return;
      if (hidden.has(event.rowId)) toggle(event.rowId);
      setPickedIds(new Set([eventId]));
      setRevealId(eventId);
      // After the row is shown and the selection drawn.
      requestAnimationFrame(() => canvas.current?.focusEvent(eventId));
    },
    [byId, hidden, toggle],
  );
  const exists = useCallback((eventId: string) => byId.has(eventId), [byId]);
  // A link to one event (from a map place, a document, a story) opens its details over it.
  const arrive = useCallback(
    (eventId: string) => {
      reveal(eventId);
      setDetailsId(eventId);
    },
    [reveal],
  );
  const deepLink = useEventDeepLink(ready, exists, arrive);

  const select = (ids: string[], mode: 'replace' | 'toggle') => {
    const next = applySelection(selectedIds, ids, mode);
    setPickedIds(next);
    deepLink.follow(next.size === 1 ? [...next][0]! : null);
  };
  const pick = (eventId: string, mode: 'replace' | 'toggle') => {
    if (mode === 'toggle') return select([eventId], 'toggle');
    reveal(eventId);
    deepLink.follow(eventId);
  };
  const open = (eventId: string) =>
    canEdit ? setFormTarget({ mode: 'edit', eventId }) : setDetailsId(eventId);

  const askDelete = async (event: Pick<EventSummary, 'id' | 'name'>) => {
    if (!(await confirmDelete({ text: t('TIMELINE.EVENT.DELETE_TEXT', { name: event.name }) })))
      return;
    remove.mutate(event.id, { onSuccess: () => setDetailsId(null) });
  };

  const createEvent = () => {
    if (!calendar) return;
    // The canvas publishes its visible range as attributes (its test hooks, and a public contract).
    const element = canvasBox.current?.querySelector<HTMLElement>('[data-visible-from]');
    const from = Number(element?.dataset['visibleFrom']);
    const to = Number(element?.dataset['visibleTo']);
    const first = [...selectedIds].map((id) => byId.get(id)).find(Boolean);
    setFormTarget({
      mode: 'create',
      defaults: {
        start: newEventStart(
          calendar,
          Number.isFinite(from) && Number.isFinite(to) ? { from, to } : null,
        ),
        rowId: first?.rowId ?? visibleRows[0]?.id ?? allRows[0]?.id,
      },
    });
  };

  if (calendarQuery.isError || rowsQuery.isError || eventsQuery.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        title={t('TIMELINE.PAGE.LOAD_FAILED')}
        data-testid="timeline-load-failed"
      >
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            void calendarQuery.refetch();
            void rowsQuery.refetch();
            void eventsQuery.refetch();
          }}
        >
          {t('COMMON.RETRY')}
        </Button>
      </Alert>
    );
  }

  const selectedEvents = [...selectedIds].flatMap((id) => byId.get(id) ?? []);
  const lastMove = moves.lastMove;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs">
          <IconTimeline size={26} aria-hidden />
          <Title order={1} size="h2">
            {t('TIMELINE.PAGE.TITLE')}
          </Title>
        </Group>
        {canEdit && (
          <Group gap="xs">
            <Tooltip
              label={
                lastMove ? (
                  <span>
                    {t('TIMELINE.PAGE.UNDO_NAMED', { name: lastMove.name })}{' '}
                    <Kbd size="xs">{t('TIMELINE.PAGE.UNDO_KEYS')}</Kbd>
                  </span>
                ) : (
                  t('TIMELINE.PAGE.UNDO_NOTHING')
                )
              }
              withinPortal
            >
              <Button
                variant="default"
                leftSection={<IconArrowBackUp size={16} />}
                disabled={!moves.canUndo}
                onClick={() => void moves.undo()}
                data-testid="timeline-undo"
              >
                {t('TIMELINE.PAGE.UNDO')}
              </Button>
            </Tooltip>
            <Button
              leftSection={<IconCalendarPlus size={16} />}
              onClick={createEvent}
              disabled={!ready}
              data-testid="create-event"
            >
              {t('TIMELINE.PAGE.CREATE_EVENT')}
            </Button>
          </Group>
        )}
      </Group>

      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Box
          ref={canvasBox}
          h="clamp(300px, 52vh, 560px)"
          pos="relative"
          data-testid="timeline-canvas-box"
        >
          {ready && calendar ? (
            <TimelineCanvas
              ref={canvas}
              calendar={calendar}
              rows={visibleRows}
              events={events}
              selectedIds={selectedIds}
              onSelect={select}
              onOpen={open}
              canEdit={canEdit}
              onChange={
                canEdit
                  ? (eventId, start, end, version) => void moves.move(eventId, start, end, version)
                  : undefined
              }
            />
          ) : (
            <Skeleton h="100%" radius={0} data-testid="timeline-loading" />
          )}
          {ready && events.length === 0 && (
            <Paper
              withBorder
              shadow="md"
              p="md"
              radius="md"
              pos="absolute"
              top="50%"
              left="50%"
              style={{ transform: 'translate(-50%, -50%)', maxWidth: 360, textAlign: 'center' }}
              data-testid="timeline-empty"
            >
              <Text fw={600}>{t('TIMELINE.PAGE.EMPTY_TITLE')}</Text>
              <Text size="sm" c="dimmed" mb={canEdit ? 'sm' : 0}>
                {canEdit
                  ? t('TIMELINE.PAGE.EMPTY_TEXT')
                  : readsPublicOnly
                    ? t('TIMELINE.PAGE.EMPTY_TEXT_READER')
                    : t('TIMELINE.PAGE.EMPTY_TEXT_VIEWER')}
              </Text>
              {canEdit && (
                <Button
                  size="xs"
                  leftSection={<IconCalendarPlus size={14} />}
                  onClick={createEvent}
                >
                  {t('TIMELINE.PAGE.CREATE_EVENT')}
                </Button>
              )}
            </Paper>
          )}
        </Box>
      </Paper>

      {ready && calendar && list ? (
        <>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <RowsPanel
                worldId={worldId}
                rows={allRows}
                hidden={hidden}
                onToggleHidden={toggle}
                onShowAll={showAll}
                canEdit={canEdit}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }} miw={0}>
              <SelectedEventsTable
                calendar={calendar}
                events={selectedEvents}
                rows={allRows}
                documentNames={documentNames}
                canEdit={canEdit}
                onFocus={reveal}
                onOpen={setDetailsId}
                onEdit={(eventId) => setFormTarget({ mode: 'edit', eventId })}
                onDelete={askDelete}
                onClear={() => select([], 'replace')}
              />
            </Grid.Col>
          </Grid>
          <AllEventsTable
            calendar={calendar}
            list={list}
            rows={allRows}
            selectedIds={selectedIds}
            onPick={pick}
            onOpen={open}
            revealId={revealId}
          />
          <EventFormModal
            worldId={worldId}
            calendar={calendar}
            rows={allRows}
            target={formTarget}
            onClose={() => setFormTarget(null)}
            onSaved={(event) => {
              setPickedIds(new Set([event.id]));
              requestAnimationFrame(() => canvas.current?.focusEvent(event.id));
            }}
          />
          <EventDetailsModal
            worldId={worldId}
            calendar={calendar}
            rows={allRows}
            eventId={detailsId}
            canEdit={canEdit}
            documentHref={documentHref}
            renderMore={renderEventMore}
            onEdit={(eventId) => {
              setDetailsId(null);
              setFormTarget({ mode: 'edit', eventId });
            }}
            onDelete={askDelete}
            onClose={() => setDetailsId(null)}
          />
        </>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton h={200} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton h={200} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
