import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DialogNode, MetaValue } from '../../../../../shared/dialogs/dialog-graph';
import { useDialogLookup } from '../nodes/dialog-lookup';

interface Props {
  node: DialogNode;
  canEdit: boolean;
  onChange: (meta: MetaValue[], mergeKey: string) => void;
}

const wholeNumber = /^-?\d+$/;

/** One input per field of the world's meta schema; integers are checked as they are typed. */
export function MetaValuesEditor({ node, canEdit, onChange }: Props) {
  const { t } = useTranslation();
  const { metaSchema } = useDialogLookup();
  const definitions = [...metaSchema.values()];
  if (definitions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('DIALOGS.INSPECTOR.NO_META_SCHEMA')}
      </Text>
    );
  }
  const valueOf = (schemaId: string) =>
    node.meta.find((entry) => entry.schemaId === schemaId)?.value ?? '';
  const change = (schemaId: string, value: string) => {
    const rest = node.meta.filter((entry) => entry.schemaId !== schemaId);
    onChange(value === '' ? rest : [...rest, { schemaId, value }], `meta:${node.id}:${schemaId}`);
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('DIALOGS.INSPECTOR.META')}
      </Text>
      {definitions.map((definition) => {
        const value = valueOf(definition.id);
        const wrong = definition.type === 'integer' && value !== '' && !wholeNumber.test(value);
        return (
          <TextInput
            key={definition.id}
            label={definition.name}
            description={definition.commentary || undefined}
            value={value}
            inputMode={definition.type === 'integer' ? 'numeric' : undefined}
            error={wrong ? t('VALIDATION.WHOLE_NUMBER') : undefined}
            readOnly={!canEdit}
            onChange={(event) => change(definition.id, event.currentTarget.value)}
          />
        );
      })}
    </Stack>
  );
}
