import { Alert, Modal, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConflictChoices } from '../../../components/ConflictChoices';
import type { Calendar } from '../../../../shared/calendar/calendar-math';
import type { EventDetail, EventRequest, TimelineRow } from '../../../../shared/schemas/timeline';
import { changedFields } from '../event-form';
import { eventEndText, formatEventDate } from '../event-text';

export interface EventConflict {
  mine: EventRequest;
  theirs: EventDetail;
}

interface Props {
  conflict: EventConflict | null;
  calendar: Calendar;
  rows: readonly TimelineRow[];
  /** Names of documents either version links. */
  documentNames: ReadonlyMap<string, string>;
  busy: boolean;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
  onClose: () => void;
}

/**
 * An edit refused because someone saved the event first (4091): both
 * versions field by field, the differences marked, and a choice of which to
 * keep. Closing keeps the user's edit in the form.
 */
export function EventConflictDialog({
  conflict,
  calendar,
  rows,
  documentNames,
  busy,
  onKeepMine,
  onKeepTheirs,
  onClose,
}: Props) {
  const { t } = useTranslation();
  if (!conflict) return null;
  const { mine, theirs } = conflict;
  const theirsRequest: EventRequest = {
    name: theirs.name,
    kind: theirs.kind,
    start: theirs.start,
    end: theirs.end,
    rowId: theirs.rowId,
    documentIds: theirs.documents.map((document) => document.id),
    description: theirs.description,
  };
  const changed = new Set(changedFields(mine, theirsRequest));
  const rowName = (id: string) => rows.find((row) => row.id === id)?.name ?? '—';
  const names = new Map(documentNames);
  for (const document of theirs.documents) names.set(document.id, document.name);
  const text = (event: EventRequest, field: keyof EventRequest): string => {
    switch (field) {
      case 'kind':
        return t(`TIMELINE.KINDS.${event.kind}`);
      case 'start':
        return formatEventDate(calendar, event.start);
      case 'end':
        return eventEndText(calendar, { kind: event.kind, end: event.end ?? null }, t);
      case 'rowId':
        return rowName(event.rowId);
      case 'documentIds':
        return (event.documentIds ?? []).map((id) => names.get(id) ?? id).join(', ') || '—';
      default:
        return String(event[field] ?? '') || '—';
    }
  };
  const fields: [keyof EventRequest, string][] = [
    ['name', 'TIMELINE.EVENT.NAME'],
    ['kind', 'TIMELINE.EVENT.KIND'],
    ['start', 'TIMELINE.EVENT.START'],
    ['end', 'TIMELINE.EVENT.END'],
    ['rowId', 'TIMELINE.EVENT.ROW'],
    ['documentIds', 'TIMELINE.EVENT.DOCUMENTS'],
    ['description', 'TIMELINE.EVENT.DESCRIPTION'],
  ];

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('TIMELINE.CONFLICT.TITLE')}
      data-testid="event-conflict"
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle />}>
          {t('TIMELINE.CONFLICT.TEXT', {
            user: theirs.updatedBy?.userName ?? t('TIMELINE.CONFLICT.SOMEONE'),
          })}
        </Alert>
        <Table.ScrollContainer minWidth={480}>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>{t('TIMELINE.CONFLICT.YOURS')}</Table.Th>
                <Table.Th>{t('TIMELINE.CONFLICT.THEIRS')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map(([field, labelKey]) => {
                const differs = changed.has(field);
                return (
                  <Table.Tr
                    key={field}
                    bg={differs ? 'var(--mantine-color-yellow-light)' : undefined}
                    data-changed={differs || undefined}
                  >
                    <Table.Th scope="row" fw={500}>
                      {t(labelKey)}
                    </Table.Th>
                    <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {text(mine, field)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {text(theirsRequest, field)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {changed.size === 0 && (
          <Text size="sm" c="dimmed">
            {t('TIMELINE.CONFLICT.SAME')}
          </Text>
        )}
        <ConflictChoices
          busy={busy}
          theirs={{
            label: t('TIMELINE.CONFLICT.KEEP_THEIRS'),
            testId: 'event-conflict-theirs',
            onChoose: onKeepTheirs,
          }}
          mine={{
            label: t('TIMELINE.CONFLICT.KEEP_MINE'),
            testId: 'event-conflict-mine',
            onChoose: onKeepMine,
          }}
        />
      </Stack>
    </Modal>
  );
}
