import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { tagRequest } from '../../../../shared/schemas/tag';
import { showFormError } from '../../../lib/form-server-errors';
import { useSchemaForm } from '../../../lib/form';
import { useCreateTag } from '../api/create-tag';

/** Adds a tag by name; a taken name (4004) is said under the field. */
export function NewTagForm({ worldId }: { worldId: string }) {
  const { t } = useTranslation();
  const create = useCreateTag(worldId);
  const { form, field } = useSchemaForm<{ name: string; previewable: boolean }>(tagRequest, {
    initialValues: { name: '', previewable: false },
    // A server error (4004) stays until the name changes: clearing it on blur moved the row under the pointer.
    validateInputOnBlur: false,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset();
    } catch (error) {
      showFormError(error, { '4004': 'name' }, (name, key) => form.setFieldError(name, key));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          {...field('name')}
          placeholder={t('WIKI.TAGS.NEW_PLACEHOLDER')}
          aria-label={t('WIKI.TAGS.NEW_LABEL')}
          maxLength={50}
          style={{ flex: 1 }}
          data-testid="new-tag-name"
        />
        <Button type="submit" leftSection={<IconPlus size={16} />} loading={create.isPending}>
          {t('WIKI.TAGS.ADD')}
        </Button>
      </Group>
    </form>
  );
}
