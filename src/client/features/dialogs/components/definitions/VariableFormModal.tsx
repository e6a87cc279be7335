import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { variableTypes, type VariableType } from '../../../../../shared/dialogs/dialog-graph';
import {
  storyVariableRequest,
  type StoryVariable,
} from '../../../../../shared/schemas/story-variable';
import { useSchemaForm } from '../../../../lib/form';
import { showFormError } from '../../../../lib/form-server-errors';
import { useSaveStoryVariable } from '../../api/story-variables';

interface Props {
  worldId: string;
  /** The variable being edited; null creates one. */
  variable: StoryVariable | null;
  opened: boolean;
  onClose: () => void;
}

type Values = { name: string; type: VariableType; commentary: string; defaultValue: string };

const defaultFor = (type: VariableType) =>
  type === 'boolean' ? 'false' : type === 'integer' ? '0' : '';

/** A story variable (SPEC §3, §5): name of small Latin letters and "_", unique (40042); type; commentary; a default of its type. */
export function VariableFormModal({ worldId, variable, opened, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveStoryVariable(worldId);
  const { form, field } = useSchemaForm<Values>(storyVariableRequest, {
    initialValues: variable
      ? {
          name: variable.name,
          type: variable.type,
          commentary: variable.commentary,
          defaultValue: variable.defaultValue,
        }
      : { name: '', type: 'boolean', commentary: '', defaultValue: 'false' },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ variableId: variable?.id ?? null, body: values });
      onClose();
    } catch (error) {
      showFormError(error, { '40042': 'name' }, (name, key) => form.setFieldError(name, key));
    }
  });
  const type = form.values.type;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={variable ? t('DIALOGS.VARIABLES.EDIT') : t('DIALOGS.VARIABLES.ADD')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('DIALOGS.VARIABLES.NAME')}
            description={t('DIALOGS.VARIABLES.NAME_HINT')}
            withAsterisk
            data-autofocus
            {...field('name')}
            data-testid="variable-name"
          />
          <Select
            label={t('DIALOGS.VARIABLES.TYPE')}
            withAsterisk
            data={variableTypes.map((value) => ({
              value,
              label: t(`DIALOGS.VARIABLE_TYPE.${value}`),
            }))}
            allowDeselect={false}
            {...field('type')}
            onChange={(value) => {
              if (!value) return;
              form.setFieldValue('type', value as VariableType);
              form.setFieldValue('defaultValue', defaultFor(value as VariableType));
            }}
            data-testid="variable-type"
          />
          {type === 'boolean' ? (
            <Select
              label={t('DIALOGS.VARIABLES.DEFAULT')}
              data={[
                { value: 'false', label: t('DIALOGS.FALSE') },
                { value: 'true', label: t('DIALOGS.TRUE') },
              ]}
              allowDeselect={false}
              {...field('defaultValue')}
            />
          ) : (
            <TextInput
              label={t('DIALOGS.VARIABLES.DEFAULT')}
              inputMode={type === 'integer' ? 'numeric' : undefined}
              {...field('defaultValue')}
              data-testid="variable-default"
            />
          )}
          <Textarea
            label={t('DIALOGS.VARIABLES.COMMENTARY')}
            autosize
            minRows={2}
            {...field('commentary')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('COMMON.CANCEL')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="save-variable">
              {t('COMMON.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
