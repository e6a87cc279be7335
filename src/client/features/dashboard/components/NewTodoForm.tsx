import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { todoRequest } from '../../../../shared/schemas/dashboard';
import { useSchemaForm } from '../../../lib/form';
import { useCreateTodo } from '../api/create-todo';
import { assigneeOptions, type Assignable } from '../member-options';

interface Values extends Record<string, unknown> {
  text: string;
  assigneeId: string | null;
}

/** Adds a task to the shared checklist, optionally for one member. */
export function NewTodoForm({
  worldId,
  members,
  onAdded,
}: {
  worldId: string;
  members: readonly Assignable[];
  onAdded?: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateTodo();
  const { form, field } = useSchemaForm<Values>(todoRequest, {
    initialValues: { text: '', assigneeId: null },
    validateInputOnBlur: false,
  });

  const submit = form.onSubmit((values) =>
    create.mutate(
      { worldId, todo: { text: values.text, assigneeId: values.assigneeId } },
      {
        onSuccess: () => {
          form.reset();
          onAdded?.();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('DASHBOARD.TODOS.ADD_FORM')}>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          {...field('text')}
          size="xs"
          flex="1 1 180px"
          placeholder={t('DASHBOARD.TODOS.NEW_PLACEHOLDER')}
          aria-label={t('DASHBOARD.TODOS.NEW_LABEL')}
          maxLength={500}
        />
        <Select
          {...field('assigneeId')}
          size="xs"
          w={150}
          data={assigneeOptions(members)}
          placeholder={t('DASHBOARD.TODOS.NOBODY')}
          aria-label={t('DASHBOARD.TODOS.ASSIGNEE')}
          clearable
          searchable
          nothingFoundMessage={t('DASHBOARD.TODOS.NO_MEMBER')}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          type="submit"
          size="xs"
          leftSection={<IconPlus size={14} />}
          loading={create.isPending}
        >
          {t('DASHBOARD.TODOS.ADD')}
        </Button>
      </Group>
    </form>
  );
}
