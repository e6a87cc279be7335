import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCrosshair, IconEye, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Calendar } from '../../../../shared/calendar/calendar-math';
import type { EventSummary, TimelineRow } from '../../../../shared/schemas/timeline';
import { usePhone } from '../../../lib/use-phone';
import { eventDuration, eventEndText, formatEventDate } from '../event-text';
import classes from './timeline.module.css';

interface Props {
  calendar: Calendar;
  events: readonly EventSummary[];
  rows: readonly TimelineRow[];
  documentNames: ReadonlyMap<string, string>;
  canEdit: boolean;
  onFocus: (eventId: string) => void;
  onOpen: (eventId: string) => void;
  onEdit: (eventId: string) => void;
  onDelete: (event: EventSummary) => void;
  onClear: () => void;
}

/** The events picked on the canvas (click, shift-click) or in the table below, side by side (SPEC §2.3). */
export function SelectedEventsTable({
  calendar,
  events,
  rows,
  documentNames,
  canEdit,
  onFocus,
  onOpen,
  onEdit,
  onDelete,
  onClear,
}: Props) {
  const { t, i18n } = useTranslation();
  const rowName = (id: string) => rows.find((row) => row.id === id)?.name ?? '—';
  // A phone gets each event stacked: the eight columns scrolled sideways there.
  const phone = usePhone();
  const actions = (event: EventSummary) => (
    <>
      <Tooltip label={t('TIMELINE.TABLE.SHOW_ON_CANVAS')} withinPortal>
        <ActionIcon
          size={phone ? 'lg' : 'md'}
          variant="subtle"
          color="gray"
          onClick={() => onFocus(event.id)}
          aria-label={t('TIMELINE.TABLE.SHOW_NAMED', { name: event.name })}
        >
          <IconCrosshair size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('TIMELINE.TABLE.OPEN')} withinPortal>
        <ActionIcon
          size={phone ? 'lg' : 'md'}
          variant="subtle"
          color="gray"
          onClick={() => onOpen(event.id)}
          aria-label={t('TIMELINE.TABLE.OPEN_NAMED', { name: event.name })}
          data-testid="selected-open"
        >
          <IconEye size={16} />
        </ActionIcon>
      </Tooltip>
      {canEdit && (
        <>
          <Tooltip label={t('COMMON.EDIT')} withinPortal>
            <ActionIcon
              size={phone ? 'lg' : 'md'}
              variant="subtle"
              onClick={() => onEdit(event.id)}
              aria-label={t('TIMELINE.TABLE.EDIT_NAMED', { name: event.name })}
              data-testid="selected-edit"
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('COMMON.DELETE')} withinPortal>
            <ActionIcon
              size={phone ? 'lg' : 'md'}
              variant="subtle"
              color="red"
              onClick={() => onDelete(event)}
              aria-label={t('TIMELINE.TABLE.DELETE_NAMED', { name: event.name })}
              data-testid="selected-delete"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </>
  );

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-labelledby="selected-events-title"
      data-testid="selected-events"
    >
      <Group justify="space-between" mb="xs" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h5" id="selected-events-title">
            {t('TIMELINE.TABLE.SELECTED_TITLE')}
          </Title>
          {events.length > 0 && (
            <Badge variant="light" data-testid="selected-count">
              {t('TIMELINE.TABLE.EVENTS', { count: events.length })}
            </Badge>
          )}
        </Group>
        {events.length > 0 && (
          <Button
            variant="subtle"
            size="compact-xs"
            leftSection={<IconX size={12} />}
            onClick={onClear}
          >
            {t('TIMELINE.TABLE.CLEAR_SELECTION')}
          </Button>
        )}
      </Group>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed" py="sm" data-testid="selected-empty">
          {t('TIMELINE.TABLE.SELECTED_EMPTY')}
        </Text>
      ) : phone ? (
        <Stack gap="xs" mah={420} style={{ overflowY: 'auto' }}>
          {events.map((event) => (
            <div
              key={event.id}
              className={classes.selectedCard}
              data-testid="selected-event"
              data-event-id={event.id}
            >
              <Group justify="space-between" align="flex-start" gap={4} wrap="nowrap">
                <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {event.name}
                </Text>
                <Group gap={0} wrap="nowrap">
                  {actions(event)}
                </Group>
              </Group>
              <Text size="xs" c="dimmed">
                {t(`TIMELINE.KINDS.${event.kind}`)} · {rowName(event.rowId)}
              </Text>
              <Text size="xs">
                <span data-testid="selected-event-start">
                  {formatEventDate(calendar, event.start)}
                </span>
                {event.kind !== 'instant' && (
                  <>
                    {' – '}
                    <span data-testid="selected-event-end">{eventEndText(calendar, event, t)}</span>
                  </>
                )}
              </Text>
              {event.documentIds.length > 0 && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {event.documentIds.map((id) => documentNames.get(id) ?? id).join(', ')}
                </Text>
              )}
            </div>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={860} mah={320}>
          <Table striped highlightOnHover verticalSpacing={6} fz="sm" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('TIMELINE.TABLE.NAME')}</Table.Th>
                <Table.Th>{t('TIMELINE.TABLE.KIND')}</Table.Th>
                <Table.Th>{t('TIMELINE.TABLE.START')}</Table.Th>
                <Table.Th>{t('TIMELINE.TABLE.END')}</Table.Th>
                <Table.Th>{t('TIMELINE.TABLE.DURATION')}</Table.Th>
                <Table.Th>{t('TIMELINE.TABLE.ROW')}</Table.Th>
                <Table.Th>{t('TIMELINE.TABLE.DOCUMENTS')}</Table.Th>
                <Table.Th w={130}>
                  <Text span size="xs" c="dimmed">
                    {t('TIMELINE.TABLE.ACTIONS')}
                  </Text>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((event) => (
                <Table.Tr key={event.id} data-testid="selected-event" data-event-id={event.id}>
                  <Table.Td fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {event.name}
                  </Table.Td>
                  <Table.Td>{t(`TIMELINE.KINDS.${event.kind}`)}</Table.Td>
                  <Table.Td data-testid="selected-event-start">
                    {formatEventDate(calendar, event.start)}
                  </Table.Td>
                  <Table.Td data-testid="selected-event-end">
                    {eventEndText(calendar, event, t)}
                  </Table.Td>
                  <Table.Td>{eventDuration(calendar, event, i18n.language) ?? '—'}</Table.Td>
                  <Table.Td>{rowName(event.rowId)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {event.documentIds.map((id) => documentNames.get(id) ?? id).join(', ') || '—'}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={0} wrap="nowrap">
                      {actions(event)}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
