import { ActionIcon, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoryVariable } from '../../../../../shared/schemas/story-variable';
import { confirmDelete } from '../../../../components/confirm';
import { useDeleteStoryVariable, useStoryVariables } from '../../api/story-variables';
import { VariableFormModal } from './VariableFormModal';

/** SPEC §2.3 story variables: what dialog choices check and nodes set. */
export function VariablesPanel({ worldId, canEdit }: { worldId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const variables = useStoryVariables(worldId);
  const remove = useDeleteStoryVariable(worldId);
  const [editing, setEditing] = useState<StoryVariable | 'new' | null>(null);
  const askDelete = async (variable: StoryVariable) => {
    const text =
      variable.usedBy > 0
        ? t('DIALOGS.VARIABLES.DELETE_USED', { name: variable.name, count: variable.usedBy })
        : t('DIALOGS.VARIABLES.DELETE_TEXT', { name: variable.name });
    if (await confirmDelete({ text })) remove.mutate(variable.id);
  };
  const list = variables.data ?? [];
  return (
    <Stack gap="sm" data-testid="variables-panel">
      <Group justify="space-between">
        <Stack gap={0}>
          <Title order={2} size="h3">
            {t('DIALOGS.VARIABLES.TITLE')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('DIALOGS.VARIABLES.HINT')}
          </Text>
        </Stack>
        {canEdit && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing('new')}
            data-testid="new-variable"
          >
            {t('DIALOGS.VARIABLES.ADD')}
          </Button>
        )}
      </Group>
      {variables.isSuccess && list.length === 0 ? (
        <Paper withBorder p="xl" radius="md" ta="center">
          <Text c="dimmed">{t('DIALOGS.VARIABLES.EMPTY')}</Text>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('DIALOGS.VARIABLES.NAME')}</Table.Th>
                <Table.Th>{t('DIALOGS.VARIABLES.TYPE')}</Table.Th>
                <Table.Th>{t('DIALOGS.VARIABLES.DEFAULT')}</Table.Th>
                <Table.Th>{t('DIALOGS.VARIABLES.COMMENTARY')}</Table.Th>
                <Table.Th>{t('DIALOGS.VARIABLES.USED_BY')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((variable) => (
                <Table.Tr key={variable.id} data-testid="variable-row">
                  <Table.Td ff="monospace">{variable.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`DIALOGS.VARIABLE_TYPE.${variable.type}`)}</Badge>
                  </Table.Td>
                  <Table.Td ff="monospace">
                    {variable.defaultValue === '' ? '""' : variable.defaultValue}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {variable.commentary}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t('DIALOGS.LIST.TOTAL', { count: variable.usedBy })}</Table.Td>
                  <Table.Td>
                    {canEdit && (
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('DIALOGS.VARIABLES.EDIT')}
                          onClick={() => setEditing(variable)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('COMMON.DELETE')}
                          onClick={() => void askDelete(variable)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <VariableFormModal
          worldId={worldId}
          variable={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
