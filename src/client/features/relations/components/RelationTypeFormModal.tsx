import { Button, ColorInput, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../shared/errors';
import {
  relationColors,
  relationTypeRequest,
  type RelationType,
} from '../../../../shared/schemas/relation';
import { showFormError } from '../../../lib/form-server-errors';
import { useSchemaForm } from '../../../lib/form';
import { useSaveRelationType } from '../api/save-relation-type';

interface Props {
  worldId: string;
  /** The type edited, or null for a new one. */
  type: RelationType | null;
  opened: boolean;
  /** Colours other types use, so a new type starts with a free one. */
  usedColors: readonly string[];
  onClose: () => void;
}

interface Values extends Record<string, unknown> {
  name: string;
  color: string;
  directed: boolean;
}

const fieldByCode = { [ErrorCode.relationTypeNameTaken]: 'name' } as const;

/** A relation type (SPEC §3): name ("Required"; unique in the world), its colour in the graph, directed or both ways. */
export function RelationTypeFormModal({ worldId, type, opened, usedColors, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(type ? 'RELATIONS.TYPES.EDIT_TITLE' : 'RELATIONS.TYPES.CREATE_TITLE')}
    >
      {opened && (
        <TypeForm worldId={worldId} type={type} usedColors={usedColors} onClose={onClose} />
      )}
    </Modal>
  );
}

function TypeForm({ worldId, type, usedColors, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const save = useSaveRelationType(worldId);
  const freeColor =
    relationColors.find((color) => !usedColors.includes(color)) ?? relationColors[0];
  const { form, field } = useSchemaForm<Values>(relationTypeRequest, {
    initialValues: {
      name: type?.name ?? '',
      color: type?.color ?? freeColor,
      directed: type?.directed ?? true,
    },
    validateInputOnBlur: false,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ typeId: type?.id ?? null, body: values });
      onClose();
    } catch (error) {
      showFormError(error, fieldByCode, (name, key) => form.setFieldError(name, key));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          {...field('name')}
          label={t('RELATIONS.TYPES.NAME')}
          withAsterisk
          maxLength={100}
          data-autofocus
          data-testid="relation-type-name"
        />
        <ColorInput
          {...field('color')}
          label={t('RELATIONS.TYPES.COLOR')}
          format="hex"
          swatches={[...relationColors]}
          swatchesPerRow={10}
          withPicker={false}
          data-testid="relation-type-color"
        />
        <Switch
          label={t('RELATIONS.TYPES.DIRECTED')}
          description={t('RELATIONS.TYPES.DIRECTED_HINT')}
          checked={form.values.directed}
          onChange={(event) => form.setFieldValue('directed', event.currentTarget.checked)}
          data-testid="relation-type-directed"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('COMMON.CANCEL')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="relation-type-save">
            {t(type ? 'COMMON.SAVE' : 'COMMON.CREATE')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
