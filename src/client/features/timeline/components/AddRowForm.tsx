import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../shared/errors';
import { timelineRowRequest } from '../../../../shared/schemas/timeline';
import { showFormError } from '../../../lib/form-server-errors';
import { useSchemaForm } from '../../../lib/form';
import { useCreateTimelineRow } from '../api/create-row';

interface RowNameValues extends Record<string, unknown> {
  name: string;
}

/** Server errors that belong under a row's name field. */
export const rowNameErrors = { [ErrorCode.timelineRowNameTaken]: 'name' } as const;

/** A new row at the bottom of the timeline. */
export function AddRowForm({ worldId }: { worldId: string }) {
  const { t } = useTranslation();
  const create = useCreateTimelineRow(worldId);
  const { form, field } = useSchemaForm<RowNameValues>(timelineRowRequest, {
    initialValues: { name: '' },
    validateInputOnBlur: false,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync({ name: values.name });
      form.reset();
    } catch (error) {
      showFormError(error, rowNameErrors, (name, key) => form.setFieldError(name, key));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="add-row-form">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          {...field('name')}
          placeholder={t('TIMELINE.ROWS.NEW_PLACEHOLDER')}
          aria-label={t('TIMELINE.ROWS.NEW_LABEL')}
          maxLength={100}
          style={{ flex: 1 }}
          data-testid="new-row-name"
        />
        <ActionIcon
          type="submit"
          size="input-sm"
          loading={create.isPending}
          aria-label={t('TIMELINE.ROWS.ADD')}
          data-testid="add-row"
        >
          <IconPlus size={18} />
        </ActionIcon>
      </Group>
    </form>
  );
}
