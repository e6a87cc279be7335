import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineRow } from '../../../../shared/schemas/timeline';
import { useDeleteTimelineRow } from '../api/delete-row';

interface Props {
  worldId: string;
  row: TimelineRow | null;
  rows: readonly TimelineRow[];
  onClose: () => void;
}

/**
 * "Are you sure" for a row (SPEC §4). A row with events asks where its
 * events go: they move to another row, never vanish with it.
 */
export function DeleteRowModal({ worldId, row, rows, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={t('COMMON.ARE_YOU_SURE')}
      data-testid="delete-row-modal"
    >
      {row && <DeleteRowBody worldId={worldId} row={row} rows={rows} onClose={onClose} />}
    </Modal>
  );
}

function DeleteRowBody({ worldId, row, rows, onClose }: Props & { row: TimelineRow }) {
  const { t } = useTranslation();
  const remove = useDeleteTimelineRow(worldId);
  const others = rows.filter((other) => other.id !== row.id);
  const [target, setTarget] = useState<string | null>(others[0]?.id ?? null);
  const needsTarget = row.events > 0;

  return (
    <Stack gap="md">
      <Text size="sm">{t('TIMELINE.ROWS.DELETE_TEXT', { name: row.name })}</Text>
      {needsTarget && (
        <Select
          label={t('TIMELINE.ROWS.MOVE_EVENTS_TO', { count: row.events })}
          data={others.map((other) => ({ value: other.id, label: other.name }))}
          value={target}
          onChange={setTarget}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="delete-row-target"
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('COMMON.CANCEL')}
        </Button>
        <Button
          color="red"
          leftSection={<IconTrash size={16} />}
          loading={remove.isPending}
          disabled={needsTarget && !target}
          onClick={() =>
            remove.mutate(
              { rowId: row.id, moveEventsTo: needsTarget ? target : null },
              { onSuccess: onClose },
            )
          }
          data-testid="delete-row-confirm"
        >
          {t('COMMON.DELETE')}
        </Button>
      </Group>
    </Stack>
  );
}
