import { ActionIcon, Button, Group, Select, Stack } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type {
  ConditionOperator,
  VariableCondition,
} from '../../../../../shared/dialogs/dialog-graph';
import { useDialogLookup } from '../nodes/dialog-lookup';
import { VariableValueInput } from './VariableValueInput';

interface Props {
  value: readonly VariableCondition[];
  canEdit: boolean;
  onChange: (next: VariableCondition[], mergeKey?: string) => void;
}

const operatorLabels: Record<ConditionOperator, string> = {
  eq: '=',
  ne: '≠',
  lt: '<',
  lte: '≤',
  gt: '>',
  gte: '≥',
};

/** When a choice is offered: every condition must hold. Order comparisons only for integers. */
export function ConditionsEditor({ value, canEdit, onChange }: Props) {
  const { t } = useTranslation();
  const { variables } = useDialogLookup();
  const options = [...variables.values()].map((variable) => ({
    value: variable.id,
    label: variable.name,
  }));
  const update = (index: number, change: Partial<VariableCondition>, mergeKey?: string) =>
    onChange(
      value.map((item, at) => (at === index ? { ...item, ...change } : item)),
      mergeKey,
    );

  return (
    <Stack gap={4}>
      {value.map((condition, index) => {
        const variable = variables.get(condition.variableId);
        const operators = (
          variable?.type === 'integer' ? Object.keys(operatorLabels) : ['eq', 'ne']
        ) as ConditionOperator[];
        return (
          <Group key={index} gap={4} wrap="nowrap" data-testid="condition">
            <Select
              aria-label={t('DIALOGS.VARIABLE')}
              data={options}
              value={condition.variableId}
              onChange={(variableId) =>
                variableId &&
                update(index, {
                  variableId,
                  operator: 'eq',
                  value: variables.get(variableId)?.defaultValue ?? '',
                })
              }
              readOnly={!canEdit}
              allowDeselect={false}
              searchable
              size="xs"
              flex={1}
            />
            <Select
              aria-label={t('DIALOGS.OPERATOR')}
              data={operators.map((operator) => ({
                value: operator,
                label: operatorLabels[operator],
              }))}
              value={condition.operator}
              onChange={(operator) =>
                operator && update(index, { operator: operator as ConditionOperator })
              }
              readOnly={!canEdit}
              allowDeselect={false}
              size="xs"
              w={58}
            />
            <VariableValueInput
              label={t('DIALOGS.VALUE')}
              variable={variable}
              value={condition.value}
              readOnly={!canEdit}
              onChange={(next) => update(index, { value: next }, `condition:${index}`)}
            />
            {canEdit && (
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                aria-label={t('COMMON.DELETE')}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                <IconX size={14} />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {canEdit && options.length > 0 && (
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconPlus size={12} />}
          w="fit-content"
          onClick={() => {
            const first = [...variables.values()][0];
            if (first)
              onChange([
                ...value,
                { variableId: first.id, operator: 'eq', value: first.defaultValue },
              ]);
          }}
        >
          {t('DIALOGS.INSPECTOR.ADD_CONDITION')}
        </Button>
      )}
    </Stack>
  );
}
