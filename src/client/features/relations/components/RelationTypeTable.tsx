import {
  ActionIcon,
  Badge,
  Button,
  ColorSwatch,
  Group,
  Menu,
  Pagination,
  Paper,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconArrowsLeftRight,
  IconDots,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Relation, RelationType } from '../../../../shared/schemas/relation';
import type { DocumentChoice } from '../../../components/documents-picker/DocumentsPicker';
import { confirmDelete } from '../../../components/confirm';
import { useDeleteRelation } from '../api/delete-relation';
import { useDeleteRelationType } from '../api/delete-relation-type';
import { relationTablePageSize, useRelationsPage } from '../api/get-relations';
import { RelationRows } from './RelationRows';

interface Props {
  worldId: string;
  type: RelationType;
  canEdit: boolean;
  documentHref: (documentId: string) => string;
  /** Only this document's relations of the type (the filter above the tables). */
  only?: DocumentChoice | null;
  onAdd: (type: RelationType) => void;
  onEditRelation: (relation: Relation, type: RelationType) => void;
  onEditType: (type: RelationType) => void;
}

/** One relation type's table (SPEC §2.3): its relations as from — label — to, a page at a time. */
export function RelationTypeTable({
  worldId,
  type,
  canEdit,
  documentHref,
  only,
  onAdd,
  onEditRelation,
  onEditType,
}: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const relations = useRelationsPage(worldId, { typeId: type.id, documentId: only?.id }, page);
  const removeRelation = useDeleteRelation(worldId);
  const removeType = useDeleteRelationType(worldId);
  const rows = relations.data?.items ?? [];
  const total = relations.data?.total ?? 0;
  const pages = Math.ceil(total / relationTablePageSize);
  const headingId = `relation-type-${type.id}`;

  const askDeleteType = async () => {
    const text =
      type.relations === 0
        ? t('RELATIONS.TYPES.DELETE_TEXT_EMPTY', { name: type.name })
        : t('RELATIONS.TYPES.DELETE_TEXT', { name: type.name, count: type.relations });
    if (!(await confirmDelete({ text }))) return;
    removeType.mutate(type.id);
  };
  const askDeleteRelation = async (relation: Relation) => {
    if (
      !(await confirmDelete({
        text: t('RELATIONS.FORM.DELETE_TEXT', {
          source: relation.source.name,
          target: relation.target.name,
        }),
      }))
    )
      return;
    // The last row of the last page goes: show the page before rather than an empty one.
    removeRelation.mutate(relation.id, {
      onSuccess: () => rows.length === 1 && page > 1 && setPage(page - 1),
    });
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="relation-type-table"
      data-name={type.name}
    >
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs" style={{ minWidth: 0 }}>
          <ColorSwatch color={type.color} size={14} />
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {type.name}
          </Title>
          <Badge
            variant="light"
            color="gray"
            leftSection={
              type.directed ? <IconArrowRight size={12} /> : <IconArrowsLeftRight size={12} />
            }
          >
            {t(
              type.directed ? 'RELATIONS.TYPES.DIRECTED_BADGE' : 'RELATIONS.TYPES.UNDIRECTED_BADGE',
            )}
          </Badge>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {only
              ? t('RELATIONS.COUNT_OF', { count: total, total: type.relations })
              : t('RELATIONS.COUNT', { count: type.relations })}
          </Text>
        </Group>
        {canEdit && (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => onAdd(type)}
              data-testid="relation-add"
            >
              {t('RELATIONS.FORM.ADD')}
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('RELATIONS.TYPES.ACTIONS', { name: type.name })}
                  data-testid="relation-type-menu"
                >
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEditType(type)}>
                  {t('RELATIONS.TYPES.EDIT')}
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => void askDeleteType()}
                >
                  {t('RELATIONS.TYPES.DELETE')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
      </Group>
      {relations.isPending ? (
        <Text size="sm" c="dimmed">
          {t('APP.LOADING')}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {only
            ? t('RELATIONS.TYPES.NO_MATCHES', { name: only.name })
            : t('RELATIONS.TYPES.NO_RELATIONS')}
        </Text>
      ) : (
        <RelationRows
          type={type}
          rows={rows}
          canEdit={canEdit}
          documentHref={documentHref}
          onEdit={(relation) => onEditRelation(relation, type)}
          onDelete={(relation) => void askDeleteRelation(relation)}
        />
      )}
      {pages > 1 && (
        <Group justify="center" mt="sm">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            size="sm"
            siblings={1}
            data-testid="relation-pages"
          />
        </Group>
      )}
    </Paper>
  );
}
