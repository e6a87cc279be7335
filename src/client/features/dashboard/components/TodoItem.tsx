import { ActionIcon, Badge, Checkbox, Group, Select } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Todo } from '../../../../shared/schemas/dashboard';
import { confirmDelete } from '../../../components/confirm';
import { useDeleteTodo } from '../api/delete-todo';
import { useUpdateTodo } from '../api/update-todo';
import { assigneeOptions, type Assignable } from '../member-options';
import classes from './dashboard.module.css';

interface Props {
  worldId: string;
  todo: Todo;
  members: readonly Assignable[];
  canEdit: boolean;
  onChanged?: () => void;
}

/** One task: tick it, hand it to someone, or delete it after "Are you sure". Viewers only read. */
export function TodoItem({ worldId, todo, members, canEdit, onChanged }: Props) {
  const { t } = useTranslation();
  const update = useUpdateTodo();
  const remove = useDeleteTodo();
  const busy = update.isPending || remove.isPending;

  const save = (patch: { done?: boolean; assigneeId?: string | null }) =>
    update.mutate(
      {
        worldId,
        todoId: todo.id,
        todo: { text: todo.text, done: todo.done, assigneeId: todo.assignee?.id ?? null, ...patch },
      },
      { onSuccess: onChanged },
    );

  const askDelete = async () => {
    const sure = await confirmDelete({
      text: t('DASHBOARD.TODOS.DELETE_TEXT', { text: todo.text }),
    });
    if (sure) remove.mutate({ worldId, todoId: todo.id }, { onSuccess: onChanged });
  };

  return (
    <Group component="li" gap="xs" wrap="nowrap" justify="space-between" data-testid="todo">
      <Checkbox
        checked={todo.done}
        disabled={!canEdit || remove.isPending}
        onChange={(event) => save({ done: event.currentTarget.checked })}
        label={todo.text}
        classNames={{
          label: [classes.todoText, todo.done && classes.done, !canEdit && classes.readOnly]
            .filter(Boolean)
            .join(' '),
        }}
        styles={{ body: { alignItems: 'flex-start' } }}
        miw={0}
      />
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        {canEdit ? (
          <Select
            size="xs"
            w={130}
            value={todo.assignee?.id ?? null}
            data={assigneeOptions(members, todo.assignee)}
            onChange={(assigneeId) => save({ assigneeId })}
            placeholder={t('DASHBOARD.TODOS.NOBODY')}
            aria-label={t('DASHBOARD.TODOS.ASSIGNEE_OF', { text: todo.text })}
            clearable
            disabled={busy}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          todo.assignee && (
            <Badge
              variant="light"
              color="blue"
              size="sm"
              aria-label={t('DASHBOARD.TODOS.ASSIGNED_TO', { name: todo.assignee.userName })}
            >
              {todo.assignee.userName}
            </Badge>
          )
        )}
        {canEdit && (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => void askDelete()}
            disabled={busy}
            aria-label={t('DASHBOARD.TODOS.DELETE', { text: todo.text })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}
