import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { metaSchemaTypes, type MetaSchemaType } from '../../../../../shared/dialogs/dialog-graph';
import {
  metaSchemaRequest,
  type MetaSchemaDefinitionResponse,
} from '../../../../../shared/schemas/dialog';
import { useSchemaForm } from '../../../../lib/form';
import { showFormError } from '../../../../lib/form-server-errors';
import { useSaveMetaSchemaDefinition } from '../../api/meta-schema';

interface Props {
  worldId: string;
  definition: MetaSchemaDefinitionResponse | null;
  opened: boolean;
  onClose: () => void;
}

type Values = { name: string; type: MetaSchemaType; commentary: string };

/** A meta schema definition (SPEC §3, §5): name as for variables, unique (40042); type integer or text; commentary. */
export function MetaSchemaFormModal({ worldId, definition, opened, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveMetaSchemaDefinition(worldId);
  const { form, field } = useSchemaForm<Values>(metaSchemaRequest, {
    initialValues: definition
      ? { name: definition.name, type: definition.type, commentary: definition.commentary }
      : { name: '', type: 'text', commentary: '' },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ definitionId: definition?.id ?? null, body: values });
      onClose();
    } catch (error) {
      showFormError(error, { '40042': 'name', '40046': 'type' }, (name, key) =>
        form.setFieldError(name, key),
      );
    }
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={definition ? t('DIALOGS.META.EDIT') : t('DIALOGS.META.ADD')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('DIALOGS.META.NAME')}
            description={t('DIALOGS.VARIABLES.NAME_HINT')}
            withAsterisk
            data-autofocus
            {...field('name')}
            data-testid="meta-name"
          />
          <Select
            label={t('DIALOGS.META.TYPE')}
            withAsterisk
            data={metaSchemaTypes.map((value) => ({
              value,
              label: t(`DIALOGS.VARIABLE_TYPE.${value}`),
            }))}
            allowDeselect={false}
            {...field('type')}
            data-testid="meta-type"
          />
          <Textarea
            label={t('DIALOGS.META.COMMENTARY')}
            autosize
            minRows={2}
            {...field('commentary')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('COMMON.CANCEL')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="save-meta">
              {t('COMMON.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
