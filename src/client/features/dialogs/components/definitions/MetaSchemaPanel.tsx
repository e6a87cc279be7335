import { ActionIcon, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MetaSchemaDefinitionResponse } from '../../../../../shared/schemas/dialog';
import { confirmDelete } from '../../../../components/confirm';
import { useDeleteMetaSchemaDefinition, useMetaSchema } from '../../api/meta-schema';
import { MetaSchemaFormModal } from './MetaSchemaFormModal';

/** SPEC §2.3 the dialogs' meta schema: the fields custom nodes carry. */
export function MetaSchemaPanel({ worldId, canEdit }: { worldId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const definitions = useMetaSchema(worldId);
  const remove = useDeleteMetaSchemaDefinition(worldId);
  const [editing, setEditing] = useState<MetaSchemaDefinitionResponse | 'new' | null>(null);
  const askDelete = async (definition: MetaSchemaDefinitionResponse) => {
    if (await confirmDelete({ text: t('DIALOGS.META.DELETE_TEXT', { name: definition.name }) }))
      remove.mutate(definition.id);
  };
  const list = definitions.data ?? [];
  return (
    <Stack gap="sm" data-testid="meta-panel">
      <Group justify="space-between">
        <Stack gap={0}>
          <Title order={2} size="h3">
            {t('DIALOGS.META.TITLE')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('DIALOGS.META.HINT')}
          </Text>
        </Stack>
        {canEdit && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing('new')}
            data-testid="new-meta"
          >
            {t('DIALOGS.META.ADD')}
          </Button>
        )}
      </Group>
      {definitions.isSuccess && list.length === 0 ? (
        <Paper withBorder p="xl" radius="md" ta="center">
          <Text c="dimmed">{t('DIALOGS.META.EMPTY')}</Text>
        </Paper>
      ) : (
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('DIALOGS.META.NAME')}</Table.Th>
              <Table.Th>{t('DIALOGS.META.TYPE')}</Table.Th>
              <Table.Th>{t('DIALOGS.META.COMMENTARY')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((definition) => (
              <Table.Tr key={definition.id} data-testid="meta-row">
                <Table.Td ff="monospace">{definition.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{t(`DIALOGS.VARIABLE_TYPE.${definition.type}`)}</Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {definition.commentary}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {canEdit && (
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('DIALOGS.META.EDIT')}
                        onClick={() => setEditing(definition)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('COMMON.DELETE')}
                        onClick={() => void askDelete(definition)}
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
      )}
      {editing && (
        <MetaSchemaFormModal
          worldId={worldId}
          definition={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
