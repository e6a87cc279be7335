import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconCalendarPlus, IconTimeline } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePhone } from '../../../lib/use-phone';
import { useEvents } from '../api/get-events';
import { useTimelineRows } from '../api/get-rows';
import { eventDuration, eventEndText, formatEventDate } from '../event-text';
import { useWorldCalendar } from '../hooks/use-world-calendar';
import { EventFormModal, type EventFormTarget } from './EventFormModal';
import classes from './timeline.module.css';
import type { EventDetail } from '../../../../shared/schemas/timeline';

const pageSize = 50;

interface Props {
  worldId: string;
  document: { id: string; name: string };
  canEdit: boolean;
  /** The timeline page showing one event (`?event=<id>`); the page composes the address. */
  timelineHref: (eventId?: string) => string;
}

/**
 * A document's Events tab: the events linked to it, in date order, with
 * their dates in the world's calendar, each a link to the event on the
 * timeline; writers create an event already linked to the document.
 */
export function DocumentEventsPanel({ worldId, document, canEdit, timelineHref }: Props) {
  const { t, i18n } = useTranslation();
  const { calendar, query: calendarQuery } = useWorldCalendar(worldId);
  const events = useEvents(worldId, { documentId: document.id });
  const rows = useTimelineRows(worldId);
  const [target, setTarget] = useState<EventFormTarget | null>(null);
  const [page, setPage] = useState(1);
  // A phone gets each event stacked: the five columns scrolled sideways there.
  const phone = usePhone();
  const rowNames = useMemo(
    () => new Map((rows.data ?? []).map((row) => [row.id, row.name])),
    [rows.data],
  );

  if (calendarQuery.isError || events.isError) {
    return <Alert color="red" variant="light" title={t('TIMELINE.DOCUMENT_TAB.LOAD_FAILED')} />;
  }
  if (!calendar || !events.data || !rows.data) {
    return (
      <Stack gap="xs" data-testid="document-events-loading">
        <Skeleton h={28} />
        <Skeleton h={28} />
        <Skeleton h={28} />
      </Stack>
    );
  }
  const items = events.data.items;
  // A document linked to thousands of events (a war, a dynasty) reads page by page.
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const shown = items.slice(
    (Math.min(page, pages) - 1) * pageSize,
    Math.min(page, pages) * pageSize,
  );

  return (
    <Stack gap="sm" data-testid="document-events">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {items.length
            ? t('TIMELINE.DOCUMENT_TAB.COUNT', { count: items.length })
            : t('TIMELINE.DOCUMENT_TAB.EMPTY')}
        </Text>
        <Group gap="xs">
          <Button
            component={Link}
            to={timelineHref()}
            variant="default"
            size="xs"
            leftSection={<IconTimeline size={14} />}
          >
            {t('TIMELINE.DOCUMENT_TAB.OPEN_TIMELINE')}
          </Button>
          {canEdit && (
            <Button
              size="xs"
              leftSection={<IconCalendarPlus size={14} />}
              onClick={() => setTarget({ mode: 'create', defaults: { documents: [document] } })}
              data-testid="document-create-event"
            >
              {t('TIMELINE.PAGE.CREATE_EVENT')}
            </Button>
          )}
        </Group>
      </Group>
      {items.length > 0 && phone && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((event) => {
            const duration = eventDuration(calendar, event, i18n.language);
            return (
              <li key={event.id} className={classes.eventCard} data-testid="document-event">
                <EventTitle event={event} href={timelineHref(event.id)} size="sm" />
                <Text size="xs">
                  {formatEventDate(calendar, event.start)}
                  {event.kind !== 'instant' && ` – ${eventEndText(calendar, event, t)}`}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {duration && `${duration} · `}
                  {t('TIMELINE.TABLE.ROW')}: {rowNames.get(event.rowId) ?? '—'}
                </Text>
              </li>
            );
          })}
        </Stack>
      )}
      {items.length > 0 && !phone && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('TIMELINE.TABLE.NAME')}</Table.Th>
                <Table.Th>{t('TIMELINE.TABLE.START')}</Table.Th>
                <Table.Th>{t('TIMELINE.TABLE.END')}</Table.Th>
                <Table.Th>{t('TIMELINE.TABLE.DURATION')}</Table.Th>
                <Table.Th>{t('TIMELINE.TABLE.ROW')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((event) => (
                <Table.Tr key={event.id} data-testid="document-event">
                  <Table.Td>
                    <EventTitle event={event} href={timelineHref(event.id)} />
                  </Table.Td>
                  <Table.Td>{formatEventDate(calendar, event.start)}</Table.Td>
                  <Table.Td>{eventEndText(calendar, event, t)}</Table.Td>
                  <Table.Td>{eventDuration(calendar, event, i18n.language) ?? '—'}</Table.Td>
                  <Table.Td>{rowNames.get(event.rowId) ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={setPage}
          size="sm"
          data-testid="document-events-pages"
        />
      )}
      {canEdit && (
        <EventFormModal
          worldId={worldId}
          calendar={calendar}
          rows={rows.data}
          target={target}
          onClose={() => setTarget(null)}
        />
      )}
    </Stack>
  );
}

/** An event's name, linked to it on the timeline, and its kind: the card's and the row's head. */
function EventTitle({
  event,
  href,
  size,
}: {
  event: Pick<EventDetail, 'name' | 'kind'>;
  href: string;
  size?: 'sm';
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      <Anchor component={Link} to={href} fw={500} size={size} style={{ overflowWrap: 'anywhere' }}>
        {event.name}
      </Anchor>
      <Badge size="xs" variant="light" color={event.kind === 'instant' ? 'grape' : 'blue'}>
        {t(`TIMELINE.KINDS.${event.kind}`)}
      </Badge>
    </Group>
  );
}
