import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type {
  AssignmentOperation,
  VariableAssignment,
} from '../../../../../shared/dialogs/dialog-graph';
import { useDialogLookup } from '../nodes/dialog-lookup';
import { VariableValueInput } from './VariableValueInput';

interface Props {
  value: readonly VariableAssignment[];
  canEdit: boolean;
  onChange: (next: VariableAssignment[], mergeKey?: string) => void;
}

/** Variables set on entering the node: set a value, or add to an integer. */
export function AssignmentsEditor({ value, canEdit, onChange }: Props) {
  const { t } = useTranslation();
  const { variables } = useDialogLookup();
  const options = [...variables.values()].map((variable) => ({
    value: variable.id,
    label: variable.name,
  }));
  const update = (index: number, change: Partial<VariableAssignment>, mergeKey?: string) =>
    onChange(
      value.map((item, at) => (at === index ? { ...item, ...change } : item)),
      mergeKey,
    );

  return (
    <Stack gap={6} data-testid="assignments">
      <Text size="sm" fw={500}>
        {t('DIALOGS.INSPECTOR.ON_ENTER')}
      </Text>
      {value.map((assignment, index) => {
        const variable = variables.get(assignment.variableId);
        return (
          <Group key={index} gap={6} wrap="nowrap">
            <Select
              aria-label={t('DIALOGS.VARIABLE')}
              data={options}
              value={assignment.variableId}
              onChange={(variableId) =>
                variableId &&
                update(index, {
                  variableId,
                  operation: 'set',
                  value: variables.get(variableId)?.defaultValue ?? '',
                })
              }
              readOnly={!canEdit}
              allowDeselect={false}
              searchable
              flex={1}
            />
            <Select
              aria-label={t('DIALOGS.OPERATION')}
              data={[
                { value: 'set', label: '=' },
                ...(variable?.type === 'integer' ? [{ value: 'add', label: '+=' }] : []),
              ]}
              value={assignment.operation}
              onChange={(operation) =>
                operation && update(index, { operation: operation as AssignmentOperation })
              }
              readOnly={!canEdit}
              allowDeselect={false}
              w={64}
            />
            <VariableValueInput
              label={t('DIALOGS.VALUE')}
              variable={variable}
              value={assignment.value}
              readOnly={!canEdit}
              onChange={(next) => update(index, { value: next }, `assign:${index}`)}
            />
            {canEdit && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('COMMON.DELETE')}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                <IconX size={16} />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {canEdit && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          disabled={options.length === 0}
          onClick={() => {
            const first = [...variables.values()][0];
            if (first)
              onChange([
                ...value,
                { variableId: first.id, operation: 'set', value: first.defaultValue },
              ]);
          }}
          w="fit-content"
        >
          {options.length === 0
            ? t('DIALOGS.INSPECTOR.NO_VARIABLES')
            : t('DIALOGS.INSPECTOR.ADD_ASSIGNMENT')}
        </Button>
      )}
    </Stack>
  );
}
