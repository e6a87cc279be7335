import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../shared/errors';
import { imageUpdateRequest, type ImageDetail } from '../../../../shared/schemas/image';
import { DocumentsPicker } from '../../../components/documents-picker/DocumentsPicker';
import { ApiError } from '../../../lib/api-error';
import { showFormError } from '../../../lib/form-server-errors';
import { useSchemaForm } from '../../../lib/form';
import { useImageCategories } from '../api/get-categories';
import { imageQueryOptions } from '../api/get-image';
import { useUpdateImage } from '../api/update-image';

interface Props {
  worldId: string;
  image: ImageDetail;
  onDone: () => void;
}

interface Values extends Record<string, unknown> {
  name: string;
  categoryId: string | null;
  documentIds: string[];
  version: number;
}

const valuesOf = (image: ImageDetail): Values => ({
  name: image.name,
  categoryId: image.categoryId,
  documentIds: [...image.documentIds],
  version: image.version,
});

/**
 * A picture's name, category and linked documents (SPEC §3 Image), saved on
 * the version it was opened at: if someone else saved meanwhile, the form
 * shows their version and says so instead of overwriting it.
 */
export function ImageEditForm({ worldId, image, onDone }: Props) {
  const { t } = useTranslation();
  const update = useUpdateImage(worldId);
  const queryClient = useQueryClient();
  const categories = useImageCategories(worldId);
  const [stale, setStale] = useState(false);
  const [known, setKnown] = useState(image.documents);
  const { form, field } = useSchemaForm<Values>(imageUpdateRequest, {
    initialValues: valuesOf(image),
    validateInputOnBlur: false,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({ imageId: image.id, body: values });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.hasCode(ErrorCode.staleVersion)) {
        // Reload the picture (the viewer beside the form shows their version too).
        const theirs = await queryClient.fetchQuery({
          ...imageQueryOptions(worldId, image.id),
          staleTime: 0,
        });
        setKnown(theirs.documents);
        form.setValues(valuesOf(theirs));
        form.resetDirty(valuesOf(theirs));
        setStale(true);
        return;
      }
      showFormError(error, {}, () => undefined);
    }
  });

  const categoryOptions = [
    { value: '', label: t('IMAGES.UPLOAD.NO_CATEGORY') },
    ...(categories.data?.items ?? []).map((category) => ({
      value: category.id,
      label: category.name,
    })),
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {stale && (
          <Alert color="yellow" data-testid="image-stale">
            {t('IMAGES.EDIT.STALE')}
          </Alert>
        )}
        <TextInput
          {...field('name')}
          label={t('IMAGES.EDIT.NAME')}
          withAsterisk
          maxLength={200}
          data-testid="image-name"
        />
        <Select
          label={t('IMAGES.EDIT.CATEGORY')}
          data={categoryOptions}
          value={form.values.categoryId ?? ''}
          onChange={(value) => form.setFieldValue('categoryId', value ? value : null)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="image-category"
        />
        <DocumentsPicker
          key={known.map((document) => document.id).join()}
          worldId={worldId}
          label={t('IMAGES.EDIT.DOCUMENTS')}
          value={form.values.documentIds}
          onChange={(ids) => form.setFieldValue('documentIds', ids)}
          known={known}
          testId="image-documents"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('COMMON.CANCEL')}
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="image-save">
            {t('COMMON.SAVE')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
