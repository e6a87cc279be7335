import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelationType } from '../../../../shared/schemas/relation';
import { DocumentSelect } from '../../../components/documents-picker/DocumentSelect';
import type { DocumentChoice } from '../../../components/documents-picker/DocumentsPicker';
import { useRelationTypes } from '../api/get-relation-types';
import { RelationFormModal, type RelationDraft } from './RelationFormModal';
import { RelationTypeFormModal } from './RelationTypeFormModal';
import { RelationTypeTable } from './RelationTypeTable';

interface Props {
  worldId: string;
  canEdit: boolean;
  documentHref: (documentId: string) => string;
}

/** SPEC §2.3 Relations: the relation types, and one table per type, with add, edit and delete for writers and owners. */
export function RelationsTables({ worldId, canEdit, documentHref }: Props) {
  const { t } = useTranslation();
  const types = useRelationTypes(worldId);
  const [editingType, setEditingType] = useState<RelationType | null | 'new'>(null);
  const [draft, setDraft] = useState<RelationDraft | null>(null);
  /** Narrows every table to one document's relations, searched on the server (a type may hold thousands). */
  const [only, setOnly] = useState<DocumentChoice | null>(null);
  const list = types.data ?? [];

  if (types.isPending) {
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  }
  if (types.isError) return <Alert color="red">{t('RELATIONS.LOAD_FAILED')}</Alert>;

  return (
    <Stack gap="md">
      {list.length > 0 && (
        <Group justify="space-between" align="flex-end">
          {canEdit ? (
            <Button
              leftSection={<IconPlus size={16} />}
              variant="light"
              onClick={() => setEditingType('new')}
              data-testid="relation-type-add"
            >
              {t('RELATIONS.TYPES.ADD')}
            </Button>
          ) : (
            <span />
          )}
          <Box w={{ base: '100%', xs: 320 }}>
            <DocumentSelect
              worldId={worldId}
              value={only?.id ?? null}
              known={only}
              onChange={(_id, choice) => setOnly(choice)}
              label={t('RELATIONS.FILTER')}
              clearable
              testId="relations-filter"
            />
          </Box>
        </Group>
      )}
      {list.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center" data-testid="relations-empty">
          <Title order={2} size="h4" mb="xs">
            {t('RELATIONS.EMPTY_TITLE')}
          </Title>
          <Text c="dimmed" mb="md" maw={560} mx="auto">
            {t(canEdit ? 'RELATIONS.EMPTY_TEXT' : 'RELATIONS.EMPTY_VIEWER')}
          </Text>
          {canEdit && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditingType('new')}
              data-testid="relation-type-add"
            >
              {t('RELATIONS.TYPES.ADD')}
            </Button>
          )}
        </Paper>
      ) : (
        list.map((type) => (
          <RelationTypeTable
            // Another document in the filter starts its tables at their first page.
            key={`${type.id}:${only?.id ?? ''}`}
            worldId={worldId}
            type={type}
            canEdit={canEdit}
            documentHref={documentHref}
            only={only}
            onAdd={(of) => setDraft({ relation: null, type: of, source: only })}
            onEditRelation={(relation, of) => setDraft({ relation, type: of })}
            onEditType={setEditingType}
          />
        ))
      )}
      <RelationTypeFormModal
        worldId={worldId}
        type={editingType === 'new' ? null : editingType}
        opened={editingType !== null}
        usedColors={list.map((type) => type.color)}
        onClose={() => setEditingType(null)}
      />
      <RelationFormModal
        worldId={worldId}
        draft={draft}
        types={list}
        onClose={() => setDraft(null)}
      />
    </Stack>
  );
}
