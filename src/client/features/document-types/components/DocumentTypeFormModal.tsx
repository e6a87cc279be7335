import { Button, ColorSwatch, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTypeColorNames, documentTypeIcons } from '../../../../shared/wiki/document-types';
import { DocumentTypeIconView } from '../../../components/document-types/type-icons';

export interface DocumentTypeFormValues {
  name: string;
  plural: string;
  icon: string;
  color: string;
}

interface Props {
  title: string;
  initial: DocumentTypeFormValues;
  pending: boolean;
  onSubmit: (values: DocumentTypeFormValues) => void;
  onClose: () => void;
}

/** Name, plural, icon and colour of a document type: the same form to add and to change one. */
export function DocumentTypeFormModal({ title, initial, pending, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<DocumentTypeFormValues>) => setValues({ ...values, ...patch });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) return setError(t('VALIDATION.DOCUMENT_TYPE_NAME_REQUIRED'));
    if (values.name.trim().length > 60)
      return setError(t('VALIDATION.DOCUMENT_TYPE_NAME_TOO_LONG'));
    setError(null);
    onSubmit(values);
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate data-testid="document-type-form">
        <Stack gap="sm">
          <TextInput
            label={t('WORLDS.DOCUMENT_TYPES.NAME')}
            required
            data-autofocus
            value={values.name}
            error={error}
            onChange={(event) => set({ name: event.currentTarget.value })}
            data-testid="document-type-name"
          />
          <TextInput
            label={t('WORLDS.DOCUMENT_TYPES.PLURAL')}
            description={t('WORLDS.DOCUMENT_TYPES.PLURAL_HINT')}
            value={values.plural}
            onChange={(event) => set({ plural: event.currentTarget.value })}
            data-testid="document-type-plural"
          />
          <Select
            label={t('WORLDS.DOCUMENT_TYPES.ICON')}
            data={documentTypeIcons.map((icon) => ({
              value: icon,
              label: t(`WORLDS.DOCUMENT_TYPES.ICONS.${icon}`),
            }))}
            value={values.icon}
            onChange={(icon) => icon && set({ icon })}
            allowDeselect={false}
            leftSection={<DocumentTypeIconView icon={values.icon} />}
            renderOption={({ option }) => (
              <Group gap="xs" wrap="nowrap">
                <DocumentTypeIconView icon={option.value} />
                {option.label}
              </Group>
            )}
            data-testid="document-type-icon"
          />
          <Select
            label={t('WORLDS.DOCUMENT_TYPES.COLOR')}
            data={documentTypeColorNames.map((color) => ({
              value: color,
              label: t(`WORLDS.DOCUMENT_TYPES.COLORS.${color}`),
            }))}
            value={values.color}
            onChange={(color) => color && set({ color })}
            allowDeselect={false}
            leftSection={<ColorSwatch size={14} color={`var(--mantine-color-${values.color}-6)`} />}
            renderOption={({ option }) => (
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch size={14} color={`var(--mantine-color-${option.value}-6)`} />
                {option.label}
              </Group>
            )}
            data-testid="document-type-color"
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('COMMON.CANCEL')}
            </Button>
            <Button type="submit" loading={pending} data-testid="document-type-save">
              {t('COMMON.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
