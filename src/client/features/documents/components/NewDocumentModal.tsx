import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../../shared/schemas/document';
import { templateSectionsOf } from '../../../../shared/wiki/document-types';
import { useWorldDocumentTypes } from '../../../components/document-types/use-document-types';
import { showFormError } from '../../../lib/form-server-errors';
import { useSchemaForm } from '../../../lib/form';
import { useSelectedWorld } from '../../../lib/world-context';
import { useCreateDocument } from '../api/create-document';
import { useTemplates } from '../api/get-templates';
import { documentFieldErrors, newDocumentSchema, type NewDocumentValues } from '../document-form';
import { sortTemplatesForType, templateContents, type TemplateChoice } from '../document-templates';
import { DocumentFields } from './DocumentFields';

interface Props {
  opened: boolean;
  onClose: () => void;
  tagSuggestions: readonly string[];
  onCreated: (document: DocumentDetail) => void;
}

const initialValues: NewDocumentValues = {
  name: '',
  type: 'character',
  tags: [],
  description: '',
  visibility: null,
  template: 'builtin',
};

/** "New document": name, type, tags, description, and a template to start from. */
export function NewDocumentModal({ opened, onClose, tagSuggestions, onCreated }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('WIKI.NEW.TITLE')} size="lg">
      {opened && (
        <NewDocumentForm onCancel={onClose} tagSuggestions={tagSuggestions} onCreated={onCreated} />
      )}
    </Modal>
  );
}

function NewDocumentForm({
  onCancel,
  tagSuggestions,
  onCreated,
}: Omit<Props, 'opened' | 'onClose'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const world = useSelectedWorld();
  const templates = useTemplates(world.id);
  const create = useCreateDocument(world.id);
  const types = useWorldDocumentTypes(world.id);
  // A world may have deleted "character": then its first type is the default.
  const firstType = types.looks.some((look) => look.key === initialValues.type)
    ? initialValues.type
    : (types.looks[0]?.key ?? initialValues.type);
  const { form, field } = useSchemaForm<NewDocumentValues>(newDocumentSchema, {
    initialValues: { ...initialValues, type: firstType },
    // A taken name (40035) stays until the name changes: clearing it on blur moved "Create" under the pointer.
    validateInputOnBlur: false,
  });
  const { type, template } = form.getValues();

  const sections = templateSectionsOf(type).map((key) => t(`WIKI.TEMPLATE_SECTIONS.${key}`));
  const worldTemplates = sortTemplatesForType(templates.data ?? [], type);
  const templateData = [
    {
      group: t('WIKI.NEW.TEMPLATE_GROUP_STANDARD'),
      items: [
        { value: 'none', label: t('WIKI.NEW.TEMPLATE_NONE') },
        ...(sections.length
          ? [
              {
                value: 'builtin',
                label: t('WIKI.NEW.TEMPLATE_BUILTIN', { type: types.lookOf(type).name }),
              },
            ]
          : []),
      ],
    },
    ...(worldTemplates.length
      ? [
          {
            group: t('WIKI.NEW.TEMPLATE_GROUP_WORLD'),
            items: worldTemplates.map((item) => ({
              value: `world:${item.id}`,
              label: `${item.name} · ${types.lookOf(item.type).name}`,
            })),
          },
        ]
      : []),
  ];
  const choice: TemplateChoice =
    template === 'builtin' && !sections.length ? 'none' : (template as TemplateChoice);

  const submit = form.onSubmit(async (values) => {
    const contents = templateContents(choice, values.type, templates.data ?? [], t);
    try {
      const created = await create.mutateAsync({
        name: values.name,
        type: values.type,
        tags: values.tags,
        description: values.description,
        visibility: values.visibility,
        contents,
      });
      onCreated(created);
    } catch (error) {
      showFormError(error, documentFieldErrors, (name, key) => form.setFieldError(name, key));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="new-document-form">
      <Stack gap="sm">
        <DocumentFields field={field} tagSuggestions={tagSuggestions} autoFocus />
        <Select
          label={t('WIKI.NEW.TEMPLATE')}
          description={
            choice === 'builtin'
              ? t('WIKI.NEW.TEMPLATE_SECTIONS', { sections: sections.join(', ') })
              : undefined
          }
          data={templateData}
          value={choice}
          onChange={(value) => form.setFieldValue('template', value ?? 'none')}
          allowDeselect={false}
          data-testid="document-template"
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('COMMON.CANCEL')}
          </Button>
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={create.isPending}>
            {t('COMMON.CREATE')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
