import { ActionIcon, Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowRight, IconArrowsLeftRight, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Relation, RelationType } from '../../../../shared/schemas/relation';

interface Props {
  type: RelationType;
  rows: readonly Relation[];
  canEdit: boolean;
  documentHref: (documentId: string) => string;
  onEdit: (relation: Relation) => void;
  onDelete: (relation: Relation) => void;
}

/** Below this width three columns do not fit; each relation becomes one line that wraps. */
const narrowQuery = '(max-width: 36em)';

/** A page of one type's relations: source — label — target, as a table, or as lines on a phone. */
export function RelationRows(props: Props) {
  const narrow = useMediaQuery(narrowQuery, false) ?? false;
  return narrow ? <RelationLines {...props} /> : <RelationTable {...props} />;
}

function RelationTable({ type, rows, canEdit, documentHref, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480}>
      {/* Fixed columns line the tables of all types up under one another. */}
      <Table striped highlightOnHover verticalSpacing={6} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="35%">
              {t(type.directed ? 'RELATIONS.TABLE.SOURCE' : 'RELATIONS.TABLE.FIRST')}
            </Table.Th>
            <Table.Th>{t('RELATIONS.TABLE.LABEL')}</Table.Th>
            <Table.Th w="35%">
              {t(type.directed ? 'RELATIONS.TABLE.TARGET' : 'RELATIONS.TABLE.SECOND')}
            </Table.Th>
            {canEdit && <Table.Th w={80}>{t('RELATIONS.TABLE.ACTIONS')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((relation) => (
            <Table.Tr key={relation.id} data-testid="relation-row">
              <Table.Td>
                <DocumentLink document={relation.source} href={documentHref} />
              </Table.Td>
              <Table.Td>
                <RelationLabel type={type} relation={relation} />
              </Table.Td>
              <Table.Td>
                <DocumentLink document={relation.target} href={documentHref} />
              </Table.Td>
              {canEdit && (
                <Table.Td>
                  <RowActions relation={relation} onEdit={onEdit} onDelete={onDelete} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RelationLines({ type, rows, canEdit, documentHref, onEdit, onDelete }: Props) {
  return (
    <Stack gap={0}>
      {rows.map((relation) => (
        <Group
          key={relation.id}
          justify="space-between"
          wrap="nowrap"
          py={6}
          style={{ borderTop: '1px solid var(--app-outline)' }}
          data-testid="relation-row"
        >
          <Group gap={6} style={{ minWidth: 0 }}>
            <DocumentLink document={relation.source} href={documentHref} />
            <RelationLabel type={type} relation={relation} />
            <DocumentLink document={relation.target} href={documentHref} />
          </Group>
          {canEdit && <RowActions relation={relation} onEdit={onEdit} onDelete={onDelete} />}
        </Group>
      ))}
    </Stack>
  );
}

function DocumentLink({
  document,
  href,
}: {
  document: Relation['source'];
  href: (documentId: string) => string;
}) {
  return (
    <Anchor component={Link} to={href(document.id)} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {document.name}
    </Anchor>
  );
}

/** The arrow of the type (→ directed, ⇆ both ways) and the label, or the type's name when there is none. */
function RelationLabel({ type, relation }: { type: RelationType; relation: Relation }) {
  const Arrow = type.directed ? IconArrowRight : IconArrowsLeftRight;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      data-testid="relation-direction"
      data-direction={type.directed ? 'directed' : 'both'}
    >
      <Arrow size={14} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" c={relation.label ? undefined : 'dimmed'}>
        {relation.label || type.name}
      </Text>
    </Group>
  );
}

function RowActions({
  relation,
  onEdit,
  onDelete,
}: {
  relation: Relation;
  onEdit: (relation: Relation) => void;
  onDelete: (relation: Relation) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        onClick={() => onEdit(relation)}
        aria-label={t('RELATIONS.FORM.EDIT')}
        data-testid="relation-edit"
      >
        <IconPencil size={14} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={() => onDelete(relation)}
        aria-label={t('RELATIONS.FORM.DELETE')}
        data-testid="relation-delete"
      >
        <IconTrash size={14} />
      </ActionIcon>
    </Group>
  );
}
