import { ActionIcon, Group, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { timelineRowRequest, type TimelineRow } from '../../../../shared/schemas/timeline';
import type { Visibility } from '../../../../shared/visibility';
import { VisibilitySelect } from '../../../components/VisibilitySelect';
import { showFormError } from '../../../lib/form-server-errors';
import { useSchemaForm } from '../../../lib/form';
import { useRenameTimelineRow } from '../api/rename-row';
import { rowNameErrors } from './AddRowForm';

interface Props {
  worldId: string;
  row: TimelineRow;
  onDone: () => void;
}

/** A row's name and who sees it, edited in place; Escape leaves it as it was. */
export function RenameRowForm({ worldId, row, onDone }: Props) {
  const { t } = useTranslation();
  const rename = useRenameTimelineRow(worldId);
  const { form, field } = useSchemaForm<{ name: string; visibility: Visibility | null }>(
    timelineRowRequest,
    {
      initialValues: { name: row.name, visibility: row.visibility },
      validateInputOnBlur: false,
    },
  );

  const submit = form.onSubmit(async (values) => {
    if (values.name.trim() === row.name && values.visibility === row.visibility) return onDone();
    try {
      await rename.mutateAsync({ rowId: row.id, ...values });
      onDone();
    } catch (error) {
      showFormError(error, rowNameErrors, (name, key) => form.setFieldError(name, key));
    }
  });

  return (
    <form onSubmit={submit} noValidate style={{ flex: 1, minWidth: 0 }}>
      <Stack gap="xs">
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
        <VisibilitySelect
          value={form.values.visibility}
          onChange={(visibility) => form.setFieldValue('visibility', visibility)}
        />
      </Stack>
    </form>
  );
}
