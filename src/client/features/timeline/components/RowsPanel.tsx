import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineRow } from '../../../../shared/schemas/timeline';
import { VisibilityBadge } from '../../../components/VisibilityBadge';
import { useReorderTimelineRows } from '../api/reorder-rows';
import { AddRowForm } from './AddRowForm';
import { DeleteRowModal } from './DeleteRowModal';
import { RenameRowForm } from './RenameRowForm';

interface Props {
  worldId: string;
  rows: readonly TimelineRow[];
  hidden: ReadonlySet<string>;
  onToggleHidden: (rowId: string) => void;
  onShowAll: () => void;
  /** Writers and the owner manage rows; everyone may hide rows from their own view. */
  canEdit: boolean;
}

/** The timeline's rows (layers): add, rename, reorder, hide from my view, delete. */
export function RowsPanel({ worldId, rows, hidden, onToggleHidden, onShowAll, canEdit }: Props) {
  const { t } = useTranslation();
  const reorder = useReorderTimelineRows(worldId);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TimelineRow | null>(null);
  const hiddenCount = rows.filter((row) => hidden.has(row.id)).length;

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids);
  };

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-labelledby="timeline-rows-title"
      data-testid="rows-panel"
    >
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} size="h5" id="timeline-rows-title">
          {t('TIMELINE.ROWS.TITLE')}
        </Title>
        {hiddenCount > 0 && (
          <Button variant="subtle" size="compact-xs" onClick={onShowAll}>
            {t('TIMELINE.ROWS.SHOW_ALL', { count: hiddenCount })}
          </Button>
        )}
      </Group>
      {/* Fifty rows should not push the event tables off the screen. */}
      <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
        <Stack gap={2} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map((row, index) => {
            const isHidden = hidden.has(row.id);
            return (
              <Group
                key={row.id}
                component="li"
                gap={4}
                wrap="nowrap"
                // The rename form is taller than a row: its controls line up with the name field.
                align={renaming === row.id ? 'flex-start' : 'center'}
                py={2}
                data-testid="timeline-row-item"
                data-row-id={row.id}
                data-hidden={isHidden || undefined}
              >
                <Tooltip
                  label={isHidden ? t('TIMELINE.ROWS.SHOW') : t('TIMELINE.ROWS.HIDE')}
                  withinPortal
                >
                  <ActionIcon
                    variant="subtle"
                    color={isHidden ? 'gray' : 'blue'}
                    onClick={() => onToggleHidden(row.id)}
                    aria-pressed={!isHidden}
                    aria-label={t(isHidden ? 'TIMELINE.ROWS.SHOW_ROW' : 'TIMELINE.ROWS.HIDE_ROW', {
                      name: row.name,
                    })}
                    data-testid="toggle-row"
                  >
                    {isHidden ? <IconEyeOff size={16} /> : <IconEye size={16} />}
                  </ActionIcon>
                </Tooltip>
                {renaming === row.id ? (
                  <RenameRowForm worldId={worldId} row={row} onDone={() => setRenaming(null)} />
                ) : (
                  <>
                    {/* Who reads the row sits under its name: beside it, a phone's row overflows. */}
                    <Stack gap={2} align="flex-start" style={{ flex: 1, minWidth: 0 }}>
                      <Text
                        size="sm"
                        c={isHidden ? 'dimmed' : undefined}
                        truncate
                        maw="100%"
                        title={row.name}
                      >
                        {row.name}
                      </Text>
                      {canEdit && <VisibilityBadge visibility={row.visibility} />}
                    </Stack>
                    <Badge
                      variant="light"
                      color="gray"
                      size="sm"
                      title={t('TIMELINE.ROWS.EVENTS', { count: row.events })}
                    >
                      {row.events}
                    </Badge>
                    {canEdit && (
                      <Group gap={0} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          disabled={index === 0 || reorder.isPending}
                          onClick={() => move(index, -1)}
                          aria-label={t('TIMELINE.ROWS.MOVE_UP', { name: row.name })}
                        >
                          <IconArrowUp size={15} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          disabled={index === rows.length - 1 || reorder.isPending}
                          onClick={() => move(index, 1)}
                          aria-label={t('TIMELINE.ROWS.MOVE_DOWN', { name: row.name })}
                        >
                          <IconArrowDown size={15} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          onClick={() => setRenaming(row.id)}
                          aria-label={t('TIMELINE.ROWS.RENAME', { name: row.name })}
                          data-testid="rename-row"
                        >
                          <IconPencil size={15} />
                        </ActionIcon>
                        <Tooltip
                          label={t('SERVER_ERROR.40038')}
                          disabled={rows.length > 1}
                          withinPortal
                        >
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            disabled={rows.length <= 1}
                            onClick={() => setDeleting(row)}
                            aria-label={t('TIMELINE.ROWS.DELETE', { name: row.name })}
                            data-testid="delete-row"
                          >
                            <IconTrash size={15} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    )}
                  </>
                )}
              </Group>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
      {canEdit && (
        <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
          <AddRowForm worldId={worldId} />
        </div>
      )}
      <DeleteRowModal
        worldId={worldId}
        row={deleting}
        rows={rows}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
