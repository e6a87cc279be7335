import { ActionIcon, Button, Group, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentTypeInfo } from '../../../../shared/schemas/document-type';
import type { DocumentTypeColor, DocumentTypeIcon } from '../../../../shared/wiki/document-types';
import { useDocumentTypes } from '../../../components/document-types/get-document-types';
import { DocumentTypeIconView } from '../../../components/document-types/type-icons';
import { lookOf } from '../../../components/document-types/type-look';
import {
  useCreateDocumentType,
  useDeleteDocumentType,
  useUpdateDocumentType,
} from '../../../components/document-types/write-document-types';
import { DeleteDocumentTypeModal } from './DeleteDocumentTypeModal';
import { DocumentTypeFormModal, type DocumentTypeFormValues } from './DocumentTypeFormModal';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; type: DocumentTypeInfo }
  | { kind: 'delete'; type: DocumentTypeInfo }
  | null;

/** World settings → Document types: the world's own list, in order, with how many documents each has. */
export function DocumentTypesPanel({ worldId, canEdit }: { worldId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const types = useDocumentTypes(worldId);
  const create = useCreateDocumentType(worldId);
  const update = useUpdateDocumentType(worldId);
  const remove = useDeleteDocumentType(worldId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = types.data ?? [];
  const close = () => setDialog(null);

  const save = (type: DocumentTypeInfo, patch: Partial<DocumentTypeInfo>) =>
    update.mutateAsync({
      id: type.id,
      body: {
        name: type.name,
        plural: type.plural,
        position: type.position,
        version: type.version,
        ...patch,
        icon: (patch.icon ?? type.icon) as DocumentTypeIcon,
        color: (patch.color ?? type.color) as DocumentTypeColor,
      },
    });

  // Moving swaps positions with the neighbour; positions are renumbered so ties cannot stick.
  const move = async (index: number, by: -1 | 1) => {
    const other = list[index + by];
    const type = list[index];
    if (!other || !type) return;
    await save(type, { position: index + by });
    await save(other, { position: index });
  };

  const submitForm = async (values: DocumentTypeFormValues) => {
    const plural = values.plural.trim() || values.name.trim();
    if (dialog?.kind === 'add') {
      await create.mutateAsync({
        name: values.name.trim(),
        plural,
        icon: values.icon as DocumentTypeIcon,
        color: values.color as DocumentTypeColor,
      });
    } else if (dialog?.kind === 'edit') {
      const look = lookOf(t, dialog.type);
      // Unchanged words of a built-in type stay null, so they keep following the reader's language.
      const sameWords = values.name.trim() === look.name && plural === look.plural;
      await save(dialog.type, {
        name: sameWords ? dialog.type.name : values.name.trim(),
        plural: sameWords ? dialog.type.plural : plural,
        icon: values.icon,
        color: values.color,
      });
    }
    close();
  };

  return (
    <Stack gap="sm" data-testid="document-types-panel">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2} size="h4">
            {t('WORLDS.DOCUMENT_TYPES.TITLE')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('WORLDS.DOCUMENT_TYPES.TEXT')}
          </Text>
        </div>
        {canEdit && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setDialog({ kind: 'add' })}
            data-testid="document-type-add"
          >
            {t('WORLDS.DOCUMENT_TYPES.ADD')}
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('WORLDS.DOCUMENT_TYPES.NAME')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('WORLDS.DOCUMENT_TYPES.PLURAL')}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('WORLDS.DOCUMENT_TYPES.DOCUMENTS')}
              </Table.Th>
              {canEdit && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((type, index) => {
              const look = lookOf(t, type);
              return (
                <Table.Tr key={type.id} data-testid={`document-type-row-${type.key}`}>
                  {/* The name takes the room the actions leave, so a phone shows it whole. */}
                  <Table.Td w="100%">
                    <Group gap="xs" wrap="nowrap">
                      <ThemeIcon variant="light" color={look.color} size="sm" radius="sm">
                        <DocumentTypeIconView icon={look.icon} size={14} />
                      </ThemeIcon>
                      <div>
                        <Text size="sm" fw={500}>
                          {look.name}
                        </Text>
                        {/* A phone has no room for the count's column: it goes under the name. */}
                        <Text size="xs" c="dimmed" hiddenFrom="sm">
                          {t('WORLDS.DOCUMENT_TYPES.DOCUMENTS')}: {type.documents}
                        </Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{look.plural}</Text>
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {type.documents}
                  </Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('WORLDS.DOCUMENT_TYPES.MOVE_UP', { name: look.name })}
                          disabled={index === 0}
                          onClick={() => void move(index, -1)}
                        >
                          <IconArrowUp size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('WORLDS.DOCUMENT_TYPES.MOVE_DOWN', { name: look.name })}
                          disabled={index === list.length - 1}
                          onClick={() => void move(index, 1)}
                        >
                          <IconArrowDown size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('WORLDS.DOCUMENT_TYPES.EDIT', { name: look.name })}
                          onClick={() => setDialog({ kind: 'edit', type })}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('WORLDS.DOCUMENT_TYPES.DELETE', { name: look.name })}
                          disabled={list.length === 1}
                          onClick={() => setDialog({ kind: 'delete', type })}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <DocumentTypeFormModal
          title={
            dialog.kind === 'add'
              ? t('WORLDS.DOCUMENT_TYPES.ADD')
              : t('WORLDS.DOCUMENT_TYPES.EDIT', { name: lookOf(t, dialog.type).name })
          }
          initial={
            dialog.kind === 'add'
              ? { name: '', plural: '', icon: 'star', color: 'blue' }
              : (() => {
                  const look = lookOf(t, dialog.type);
                  return {
                    name: look.name,
                    plural: look.plural,
                    icon: look.icon,
                    color: look.color,
                  };
                })()
          }
          pending={create.isPending || update.isPending}
          onSubmit={(values) => void submitForm(values).catch(() => undefined)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDocumentTypeModal
          type={lookOf(t, dialog.type)}
          documents={dialog.type.documents}
          others={list
            .filter((other) => other.id !== dialog.type.id)
            .map((other) => lookOf(t, other))}
          pending={remove.isPending}
          onDelete={(moveToKey) => {
            const target = list.find((other) => other.key === moveToKey);
            remove.mutate({ id: dialog.type.id, moveTo: target?.id }, { onSuccess: close });
          }}
          onClose={close}
        />
      )}
    </Stack>
  );
}
