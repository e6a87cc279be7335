import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { DocumentDetail } from '../../../../shared/schemas/document';
import { nameField } from '../../../../shared/schemas/fields';
import { useSchemaForm } from '../../../lib/form';
import { useCreateTemplate } from '../api/create-template';

const templateNameSchema = z.object({ name: nameField });

interface Props {
  worldId: string;
  document: DocumentDetail | null;
  onClose: () => void;
}

/** "Save as template": the document's contents become a template of the world, under a name. */
export function SaveAsTemplateModal({ worldId, document, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={document !== null} onClose={onClose} title={t('WIKI.TEMPLATES.SAVE_TITLE')}>
      {document && <SaveAsTemplateForm worldId={worldId} document={document} onClose={onClose} />}
    </Modal>
  );
}

function SaveAsTemplateForm({
  worldId,
  document,
  onClose,
}: {
  worldId: string;
  document: DocumentDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateTemplate(worldId);
  const { form, field } = useSchemaForm<{ name: string }>(templateNameSchema, {
    initialValues: { name: document.name },
  });
  const submit = form.onSubmit(async ({ name }) => {
    const type = document.type;
    const saved = await create
      .mutateAsync({ name, type, contents: document.contents })
      .catch(() => null);
    if (!saved) return; // the error banner says why
    notifications.show({ color: 'green', message: t('WIKI.TEMPLATES.SAVED', { name }) });
    onClose();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('WIKI.TEMPLATES.SAVE_TEXT', { type: t(`WIKI.TYPES.${document.type}`) })}
        </Text>
        <TextInput
          label={t('WIKI.TEMPLATES.NAME')}
          required
          data-autofocus
          maxLength={200}
          {...field('name')}
          data-testid="template-name"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('COMMON.CANCEL')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('COMMON.SAVE')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
