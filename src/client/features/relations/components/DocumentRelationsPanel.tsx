import {
  ActionIcon,
  Anchor,
  Button,
  ColorSwatch,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconArrowsLeftRight,
  IconChartDots3,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Relation } from '../../../../shared/schemas/relation';
import { confirmDelete } from '../../../components/confirm';
import { useDeleteRelation } from '../api/delete-relation';
import { useRelationTypes } from '../api/get-relation-types';
import { useRelations } from '../api/get-relations';
import {
  groupByType,
  relationDirection,
  relationEnd,
  type RelationDirection,
} from '../model/relation-ends';
import { RelationFormModal, type RelationDraft } from './RelationFormModal';

const arrows: Record<RelationDirection, typeof IconArrowRight> = {
  to: IconArrowRight,
  from: IconArrowLeft,
  both: IconArrowsLeftRight,
};

interface Props {
  worldId: string;
  document: { id: string; name: string };
  canEdit: boolean;
  documentHref: (documentId: string) => string;
  /** The relations graph focused on this document. */
  graphHref: string;
}

/** The document page's typed relations (Connections tab): by type, each pointing to or from the other document. */
export function DocumentRelationsPanel({
  worldId,
  document,
  canEdit,
  documentHref,
  graphHref,
}: Props) {
  const { t } = useTranslation();
  const types = useRelationTypes(worldId);
  const relations = useRelations(worldId, { documentId: document.id });
  const remove = useDeleteRelation(worldId);
  const [draft, setDraft] = useState<RelationDraft | null>(null);
  const pages = relations.data?.pages;
  const all = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const groups = groupByType(all, types.data ?? []);

  const askDelete = async (relation: Relation) => {
    if (
      !(await confirmDelete({
        text: t('RELATIONS.FORM.DELETE_TEXT', {
          source: relation.source.name,
          target: relation.target.name,
        }),
      }))
    )
      return;
    remove.mutate(relation.id);
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="document-relations"
      data-testid="document-relations"
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5" id="document-relations">
          {t('RELATIONS.DOCUMENT.TITLE')} ({pages?.[0]?.total ?? 0})
        </Title>
        <Group gap="xs">
          <Button
            component={Link}
            to={graphHref}
            size="xs"
            variant="subtle"
            leftSection={<IconChartDots3 size={14} />}
            data-testid="show-in-graph"
          >
            {t('RELATIONS.DOCUMENT.SHOW_IN_GRAPH')}
          </Button>
          {canEdit && (types.data?.length ?? 0) > 0 && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => setDraft({ relation: null, type: null, source: document })}
              data-testid="document-relation-add"
            >
              {t('RELATIONS.FORM.ADD')}
            </Button>
          )}
        </Group>
      </Group>
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('RELATIONS.DOCUMENT.EMPTY')}
        </Text>
      ) : (
        <Stack gap="sm">
          {groups.map(({ type, relations: ofType }) => (
            <div key={type.id}>
              <Group gap={6} mb={4}>
                <ColorSwatch color={type.color} size={10} />
                <Text size="sm" fw={600}>
                  {type.name}
                </Text>
              </Group>
              <Stack gap={2}>
                {ofType.map((relation) => {
                  const end = relationEnd(relation, document.id);
                  const direction = relationDirection(type.directed, end);
                  const Arrow = arrows[direction];
                  return (
                    <Group
                      key={relation.id}
                      gap="xs"
                      wrap="nowrap"
                      data-testid="document-relation"
                      data-direction={direction}
                    >
                      <Arrow
                        size={14}
                        aria-label={
                          direction === 'both'
                            ? undefined
                            : t(
                                direction === 'to'
                                  ? 'RELATIONS.DOCUMENT.OUTGOING'
                                  : 'RELATIONS.DOCUMENT.INCOMING',
                              )
                        }
                      />
                      <Anchor component={Link} to={documentHref(end.other.id)} size="sm">
                        {end.other.name}
                      </Anchor>
                      {relation.label && (
                        <Text size="xs" c="dimmed">
                          {relation.label}
                        </Text>
                      )}
                      {canEdit && (
                        <Group gap={0} ml="auto" wrap="nowrap">
                          <ActionIcon
                            size="sm"
                            variant="subtle"
                            color="gray"
                            onClick={() => setDraft({ relation, type })}
                            aria-label={t('RELATIONS.FORM.EDIT')}
                            data-testid="document-relation-edit"
                          >
                            <IconPencil size={12} />
                          </ActionIcon>
                          <ActionIcon
                            size="sm"
                            variant="subtle"
                            color="red"
                            onClick={() => void askDelete(relation)}
                            aria-label={t('RELATIONS.FORM.DELETE')}
                            data-testid="document-relation-delete"
                          >
                            <IconTrash size={12} />
                          </ActionIcon>
                        </Group>
                      )}
                    </Group>
                  );
                })}
              </Stack>
            </div>
          ))}
          {relations.hasNextPage && (
            <Button
              variant="default"
              size="xs"
              onClick={() => void relations.fetchNextPage()}
              loading={relations.isFetchingNextPage}
            >
              {t('RELATIONS.LOAD_MORE')}
            </Button>
          )}
        </Stack>
      )}
      <RelationFormModal
        worldId={worldId}
        draft={draft}
        types={types.data ?? []}
        onClose={() => setDraft(null)}
      />
    </Paper>
  );
}
