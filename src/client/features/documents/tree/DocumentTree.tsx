import { ActionIcon, Anchor, Badge, Box, Group, Menu, Stack, Text } from '@mantine/core';
import {
  DndContext,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconDots,
  IconGripVertical,
  IconSitemap,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DocumentTreeNode } from '../../../../shared/schemas/document-tree';
import { indexTree } from '../../../../shared/wiki/document-tree';
import { useDocumentTree } from '../api/get-document-tree';
import { useMoveDocument } from '../api/move-document';
import { useDocumentPaths } from '../document-paths';
import { MoveDocumentModal } from './MoveDocumentModal';
import { visibleRows, type TreeRow } from './visible-rows';
import classes from './tree.module.css';

const topId = 'tree-top';
// Small worlds open whole; a large one starts with its top level.
const openAllBelow = 200;

interface Props {
  worldId: string;
  canEdit: boolean;
  /** The document on screen, marked in the tree. */
  currentId?: string | undefined;
}

/**
 * The world's documents as a tree: indented, expandable, each with how many
 * lie inside it. Writers drag a document onto another to put it inside, or
 * onto the top area to lift it out; "Move under…" in each row's menu does the
 * same by keyboard or on a phone.
 */
export function DocumentTree({ worldId, canEdit, currentId }: Props) {
  const { t } = useTranslation();
  const tree = useDocumentTree(worldId);
  const move = useMoveDocument(worldId);
  const index = useMemo(() => indexTree(tree.data?.items ?? []), [tree.data]);
  // Rows opened or closed by hand; the others follow the world's size.
  const [opened, setOpened] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [moving, setMoving] = useState<DocumentTreeNode | null>(null);
  const openByDefault = index.byId.size < openAllBelow;
  const expanded = useMemo(() => {
    const open = new Set<string>();
    for (const id of index.children.keys())
      if (id !== null && (opened.get(id) ?? openByDefault)) open.add(id);
    return open;
  }, [index, opened, openByDefault]);
  const rows = useMemo(() => visibleRows(index, expanded), [index, expanded]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
  );

  const setOpen = (id: string, open: boolean) =>
    setOpened((before) => new Map(before).set(id, open));
  const toggle = (id: string) => setOpen(id, !expanded.has(id));
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const documentId = String(active.id);
    const parentId = over.id === topId ? null : String(over.id);
    if (parentId === documentId || (index.byId.get(documentId)?.parentId ?? null) === parentId)
      return;
    // The new parent opens so the moved document stays in sight.
    if (parentId) setOpen(parentId, true);
    move.mutate({ documentId, parentId });
  };

  if (tree.data && index.byId.size === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('WIKI.TREE.EMPTY')}
      </Text>
    );
  return (
    <DndContext sensors={sensors} onDragEnd={dropped}>
      <Stack gap={2} data-testid="document-tree" role="tree" aria-label={t('WIKI.TREE.TITLE')}>
        {canEdit && <TopDropArea />}
        {rows.map((row) => (
          <TreeItem
            key={row.node.id}
            row={row}
            open={expanded.has(row.node.id)}
            current={row.node.id === currentId}
            canEdit={canEdit}
            onToggle={() => toggle(row.node.id)}
            onMove={() => setMoving(row.node)}
          />
        ))}
      </Stack>
      <MoveDocumentModal
        worldId={worldId}
        index={index}
        document={moving}
        onClose={() => setMoving(null)}
      />
    </DndContext>
  );
}

function TopDropArea() {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: topId });
  return (
    <Group
      ref={setNodeRef}
      gap={6}
      className={classes.top}
      data-over={isOver || undefined}
      data-testid="tree-top"
    >
      <IconSitemap size={14} aria-hidden />
      <Text size="xs" c="dimmed">
        {t('WIKI.TREE.DROP_TOP')}
      </Text>
    </Group>
  );
}

interface ItemProps {
  row: TreeRow;
  open: boolean;
  current: boolean;
  canEdit: boolean;
  onToggle: () => void;
  onMove: () => void;
}

function TreeItem({ row, open, current, canEdit, onToggle, onMove }: ItemProps) {
  const { t } = useTranslation();
  const paths = useDocumentPaths();
  const { node } = row;
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: node.id, disabled: !canEdit });
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: node.id,
    disabled: !canEdit,
  });
  return (
    <Group
      ref={setDropRef}
      gap={4}
      wrap="nowrap"
      className={classes.row}
      style={{ paddingInlineStart: `calc(${row.depth} * var(--mantine-spacing-md))` }}
      data-over={(isOver && !isDragging) || undefined}
      data-dragging={isDragging || undefined}
      data-current={current || undefined}
      data-testid="tree-row"
      data-name={node.name}
      data-depth={row.depth}
      role="treeitem"
      aria-level={row.depth + 1}
      aria-expanded={row.childCount ? open : undefined}
    >
      {canEdit && (
        <ActionIcon
          ref={setNodeRef}
          {...listeners}
          {...attributes}
          variant="subtle"
          color="gray"
          size="sm"
          className={classes.handle}
          aria-label={t('WIKI.TREE.DRAG', { name: node.name })}
          data-testid="tree-drag"
        >
          <IconGripVertical size={14} />
        </ActionIcon>
      )}
      {row.childCount ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          onClick={onToggle}
          aria-label={t(open ? 'WIKI.TREE.COLLAPSE' : 'WIKI.TREE.EXPAND', { name: node.name })}
        >
          {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        </ActionIcon>
      ) : (
        <Box w={22} aria-hidden />
      )}
      <Anchor
        component={Link}
        to={paths.view(node.id)}
        size="sm"
        fw={current ? 700 : 500}
        className={classes.name}
        aria-current={current ? 'page' : undefined}
      >
        {node.name}
      </Anchor>
      {row.descendants > 0 && (
        <Badge size="xs" variant="light" color="gray" className={classes.count}>
          {t('WIKI.TREE.CHILDREN', { count: row.descendants })}
        </Badge>
      )}
      {canEdit && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              ml="auto"
              aria-label={t('WIKI.TREE.ACTIONS', { name: node.name })}
              data-testid="tree-menu"
            >
              <IconDots size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconSitemap size={14} />} onClick={onMove}>
              {t('WIKI.TREE.MOVE_UNDER')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
