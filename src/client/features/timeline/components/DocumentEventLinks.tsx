import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconTimeline } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEvents } from '../api/get-events';
import { formatEventDate } from '../event-text';
import { useWorldCalendar } from '../hooks/use-world-calendar';

/** Enough to read in a side panel; the document's Events tab has them all. */
const shownAtMost = 20;

interface Props {
  worldId: string;
  documentId: string;
  /** The timeline with one event opened; the page composes the address. */
  eventHref: (eventId: string) => string;
  /** An event listed elsewhere already (a place's own event). */
  skipId?: string | null | undefined;
}

/**
 * A document's timeline events in date order, each a link to the event on
 * the timeline: what a map place shows of its document's history. Nothing
 * when the document has none.
 */
export function DocumentEventLinks({ worldId, documentId, eventHref, skipId }: Props) {
  const { t } = useTranslation();
  const events = useEvents(worldId, { documentId });
  const { calendar } = useWorldCalendar(worldId);
  const items = (events.data?.items ?? []).filter((event) => event.id !== skipId);
  if (items.length === 0) return null;
  const shown = items.slice(0, shownAtMost);
  return (
    <Stack gap={4} data-testid="document-event-links">
      <Group gap={4} wrap="nowrap">
        <IconTimeline size={16} aria-hidden />
        <Text size="sm" fw={500}>
          {t('TIMELINE.DOCUMENT_EVENTS.TITLE')}
        </Text>
      </Group>
      <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
        {shown.map((event) => (
          <Group component="li" key={event.id} gap={6} wrap="nowrap" align="baseline">
            <Anchor
              component={Link}
              to={eventHref(event.id)}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="document-event-link"
            >
              {event.name}
            </Anchor>
            {calendar && (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {formatEventDate(calendar, event.start, 'short')}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
      {items.length > shown.length && (
        <Text size="xs" c="dimmed">
          {t('TIMELINE.DOCUMENT_EVENTS.MORE', { count: items.length - shown.length })}
        </Text>
      )}
    </Stack>
  );
}
