import { Alert, Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Calendar } from '../../../../shared/calendar/calendar-math';
import type { EventDetail, TimelineRow } from '../../../../shared/schemas/timeline';
import { useEvent } from '../api/get-event';
import { eventDuration, eventEndText, formatEventDate } from '../event-text';

interface Props {
  worldId: string;
  calendar: Calendar;
  rows: readonly TimelineRow[];
  eventId: string | null;
  canEdit: boolean;
  /** The address of a linked document's page (the documents feature knows it; the page passes it down). */
  documentHref: (documentId: string) => string;
  /** What other features show of the event (its places on maps); the page brings it. */
  renderMore?: ((eventId: string) => ReactNode) | undefined;
  onEdit: (eventId: string) => void;
  onDelete: (event: EventDetail) => void;
  onClose: () => void;
}

/** One event, read: its dates in the world's calendar, row, linked documents and description. */
export function EventDetailsModal({ eventId, onClose, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={eventId !== null}
      onClose={onClose}
      title={t('TIMELINE.EVENT.DETAILS_TITLE')}
      size="lg"
      data-testid="event-details"
    >
      {eventId && <EventDetails {...rest} eventId={eventId} />}
    </Modal>
  );
}

function EventDetails({
  worldId,
  calendar,
  rows,
  eventId,
  canEdit,
  documentHref,
  renderMore,
  onEdit,
  onDelete,
}: Omit<Props, 'onClose'> & { eventId: string }) {
  const { t, i18n } = useTranslation();
  const event = useEvent(worldId, eventId);
  if (event.isPending) return <Skeleton h={160} />;
  if (!event.data) return <Alert color="red">{t('TIMELINE.EVENT.LOAD_FAILED')}</Alert>;
  const detail = event.data;
  const duration = eventDuration(calendar, detail, i18n.language);
  const facts: [string, string][] = [
    [t('TIMELINE.EVENT.KIND'), t(`TIMELINE.KINDS.${detail.kind}`)],
    [
      detail.kind === 'lasting' ? t('TIMELINE.EVENT.START') : t('TIMELINE.EVENT.DATE'),
      formatEventDate(calendar, detail.start),
    ],
    ...(detail.kind === 'lasting'
      ? ([[t('TIMELINE.EVENT.END'), eventEndText(calendar, detail, t)]] as [string, string][])
      : []),
    ...(duration ? ([[t('TIMELINE.TABLE.DURATION'), duration]] as [string, string][]) : []),
    [t('TIMELINE.EVENT.ROW'), rows.find((row) => row.id === detail.rowId)?.name ?? '—'],
  ];

  return (
    <Stack gap="md">
      <Text
        fw={700}
        size="lg"
        style={{ overflowWrap: 'anywhere' }}
        data-testid="event-details-name"
      >
        {detail.name}
      </Text>
      <Stack component="dl" gap={6} m={0}>
        {facts.map(([label, value]) => (
          <Group key={label} gap="sm" wrap="nowrap" align="baseline">
            <Text component="dt" size="sm" c="dimmed" w={120} style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Text component="dd" m={0} size="sm">
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      <div>
        <Text size="sm" c="dimmed" mb={4}>
          {t('TIMELINE.EVENT.DOCUMENTS')}
        </Text>
        {detail.documents.length ? (
          <Group gap={6}>
            {detail.documents.map((document) => (
              <Badge
                key={document.id}
                variant="light"
                component={Link}
                to={documentHref(document.id)}
                style={{ cursor: 'pointer', textTransform: 'none' }}
              >
                {document.name}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm">{t('TIMELINE.EVENT.NO_DOCUMENTS')}</Text>
        )}
      </div>
      {renderMore?.(detail.id)}
      {detail.description && (
        <div>
          <Text size="sm" c="dimmed" mb={4}>
            {t('TIMELINE.EVENT.DESCRIPTION')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {detail.description}
          </Text>
        </div>
      )}
      {detail.updatedBy && (
        <Text size="xs" c="dimmed">
          {t('TIMELINE.EVENT.LAST_CHANGED_BY', { user: detail.updatedBy.userName })}
        </Text>
      )}
      {canEdit && (
        <Group justify="space-between">
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => onDelete(detail)}
          >
            {t('COMMON.DELETE')}
          </Button>
          <Button
            leftSection={<IconPencil size={16} />}
            onClick={() => onEdit(detail.id)}
            data-testid="event-details-edit"
          >
            {t('COMMON.EDIT')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
