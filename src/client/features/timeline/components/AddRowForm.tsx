import { ActionIcon, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../shared/errors';
import { timelineRowRequest } from '../../../../shared/schemas/timeline';
import type { Visibility } from '../../../../shared/visibility';
import { VisibilitySelect } from '../../../components/VisibilitySelect';
import { showFormError } from '../../../lib/form-server-errors';
import { useSchemaForm } from '../../../lib/form';
import { useCreateTimelineRow } from '../api/create-row';

interface RowValues extends Record<string, unknown> {
  name: string;
  visibility: Visibility | null;
}

/** Server errors that belong under a row's name field. */
export const rowNameErrors = { [ErrorCode.timelineRowNameTaken]: 'name' } as const;

/** A new row at the bottom of the timeline, and who sees it once the world is public. */
export function AddRowForm({ worldId }: { worldId: string }) {
  const { t } = useTranslation();
  const create = useCreateTimelineRow(worldId);
  const { form, field } = useSchemaForm<RowValues>(timelineRowRequest, {
    initialValues: { name: '', visibility: null },
    validateInputOnBlur: false,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset();
    } catch (error) {
      showFormError(error, rowNameErrors, (name, key) => form.setFieldError(name, key));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="add-row-form">
      <Stack gap="xs">
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
        <VisibilitySelect
          value={form.values.visibility}
          onChange={(visibility) => form.setFieldValue('visibility', visibility)}
        />
      </Stack>
    </form>
  );
}
