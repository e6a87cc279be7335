import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { imageCategoryRequest, type ImageCategory } from '../../../../shared/schemas/image';
import { ErrorCode } from '../../../../shared/errors';
import { showFormError } from '../../../lib/form-server-errors';
import { useSchemaForm } from '../../../lib/form';
import { useSaveImageCategory } from '../api/save-category';

interface Props {
  worldId: string;
  /** The category renamed, or null for a new one. */
  category: ImageCategory | null;
  opened: boolean;
  onClose: () => void;
  onSaved?: (category: ImageCategory) => void;
}

const nameErrors = { [ErrorCode.imageCategoryExists]: 'name' } as const;

/** A category's name: required, and unique in the world ("Category with this name already exists", SPEC §5). */
export function CategoryFormModal({ worldId, category, opened, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(category ? 'IMAGES.CATEGORIES.RENAME_TITLE' : 'IMAGES.CATEGORIES.CREATE_TITLE')}
    >
      {opened && (
        <CategoryForm worldId={worldId} category={category} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function CategoryForm({ worldId, category, onClose, onSaved }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const save = useSaveImageCategory(worldId);
  const { form, field } = useSchemaForm<{ name: string }>(imageCategoryRequest, {
    initialValues: { name: category?.name ?? '' },
    validateInputOnBlur: false,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        categoryId: category?.id ?? null,
        body: { name: values.name },
      });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      showFormError(error, nameErrors, (name, key) => form.setFieldError(name, key));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          {...field('name')}
          label={t('IMAGES.CATEGORIES.NAME')}
          withAsterisk
          maxLength={100}
          data-autofocus
          data-testid="category-name"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('COMMON.CANCEL')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="category-save">
            {t(category ? 'COMMON.SAVE' : 'COMMON.CREATE')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
