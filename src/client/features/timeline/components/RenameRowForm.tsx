import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { timelineRowRequest, type TimelineRow } from '../../../../shared/schemas/timeline';
import { showFormError } from '../../../lib/form-server-errors';
import { useSchemaForm } from '../../../lib/form';
import { useRenameTimelineRow } from '../api/rename-row';
import { rowNameErrors } from './AddRowForm';

interface Props {
  worldId: string;
  row: TimelineRow;
  onDone: () => void;
}

/** A row's name edited in place; Escape leaves it as it was. */
export function RenameRowForm({ worldId, row, onDone }: Props) {
  const { t } = useTranslation();
  const rename = useRenameTimelineRow(worldId);
  const { form, field } = useSchemaForm<{ name: string }>(timelineRowRequest, {
    initialValues: { name: row.name },
    validateInputOnBlur: false,
  });

  const submit = form.onSubmit(async (values) => {
    if (values.name.trim() === row.name) return onDone();
    try {
      await rename.mutateAsync({ rowId: row.id, name: values.name });
      onDone();
    } catch (error) {
      showFormError(error, rowNameErrors, (name, key) => form.setFieldError(name, key));
    }
  });

  return (
    <form onSubmit={submit} noValidate style={{ flex: 1, minWidth: 0 }}>
      <Group gap={4} align="flex-start" wrap="nowrap">
        <TextInput
          {...field('name')}
          aria-label={t('TIMELINE.ROWS.RENAME_LABEL', { name: row.name })}
          size="xs"
          maxLength={100}
          autoFocus
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            onDone();
          }}
          style={{ flex: 1 }}
          data-testid="rename-row-input"
        />
        <ActionIcon
          type="submit"
          variant="light"
          size="input-xs"
          loading={rename.isPending}
          aria-label={t('COMMON.SAVE')}
        >
          <IconCheck size={14} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="input-xs"
          onClick={onDone}
          aria-label={t('COMMON.CANCEL')}
        >
          <IconX size={14} />
        </ActionIcon>
      </Group>
    </form>
  );
}
