import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/world-context';
import { useTodos } from '../api/get-todos';
import type { Assignable } from '../member-options';
import { NewTodoForm } from './NewTodoForm';
import { TodoItem } from './TodoItem';
import classes from './dashboard.module.css';

interface Props {
  worldId: string;
  /** The world's members, to assign tasks to (the page loads them for the team list too). */
  members: readonly Assignable[];
  /** Called after any change, so the page can refresh what reports it (the feed). */
  onChanged?: () => void;
}

/** SPEC §2.3 "things to do": the world's shared checklist. */
export function TodoList({ worldId, members, onChanged }: Props) {
  const { t } = useTranslation();
  const canEdit = useCan('todos.edit');
  const todos = useTodos(worldId);
  const done = todos.data?.filter((todo) => todo.done).length ?? 0;

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="todos-title"
      data-testid="todo-list"
    >
      <Group gap={8} mb="sm" wrap="nowrap">
        <IconListCheck size={18} aria-hidden />
        <Title order={2} size="h4" id="todos-title">
          {t('DASHBOARD.TODOS.TITLE')}
        </Title>
        {todos.data && todos.data.length > 0 && (
          <Badge variant="default" size="sm">
            {t('DASHBOARD.TODOS.PROGRESS', { done, total: todos.data.length })}
          </Badge>
        )}
      </Group>
      <Stack gap="sm">
        {todos.isPending ? (
          <Stack gap="xs">
            <Skeleton h={20} />
            <Skeleton h={20} />
          </Stack>
        ) : todos.isError ? (
          <Text size="sm" c="dimmed">
            {t('DASHBOARD.TODOS.LOAD_FAILED')}
          </Text>
        ) : todos.data.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="todos-empty">
            {canEdit ? t('DASHBOARD.TODOS.EMPTY_EDITOR') : t('DASHBOARD.TODOS.EMPTY_VIEWER')}
          </Text>
        ) : (
          <Stack gap={8} component="ul" className={classes.plainList}>
            {todos.data.map((todo) => (
              <TodoItem
                key={todo.id}
                worldId={worldId}
                todo={todo}
                members={members}
                canEdit={canEdit}
                onChanged={onChanged}
              />
            ))}
          </Stack>
        )}
        {canEdit && <NewTodoForm worldId={worldId} members={members} onAdded={onChanged} />}
      </Stack>
    </Paper>
  );
}
