import { ActionIcon, Badge, Group, Menu, Paper, Text, UnstyledButton } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  IconArrowDown,
  IconArrowUp,
  IconDots,
  IconGripVertical,
  IconLink,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Scene } from '../../../../shared/schemas/story';
import { sceneDragId, type OutlineItem } from './outline-dnd';

interface Props {
  scene: Scene;
  index: number;
  selected: boolean;
  canEdit: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onSelect: () => void;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
}

/** One scene in the outline: drag it by its handle, or move it with the menu or Alt+↑/↓. */
export function SceneRow({
  scene,
  index,
  selected,
  canEdit,
  canMoveUp,
  canMoveDown,
  onSelect,
  onMove,
  onDelete,
}: Props) {
  const { t } = useTranslation();
  const data: OutlineItem = { type: 'scene', blockId: scene.blockId, sceneId: scene.id };
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: sceneDragId(scene.id),
    data,
    disabled: !canEdit,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="sm"
      px={6}
      py={4}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
        opacity: isDragging ? 0.5 : 1,
        borderColor: selected ? 'var(--mantine-color-blue-filled)' : undefined,
        background: selected ? 'var(--mantine-color-blue-light)' : undefined,
      }}
      data-testid="scene-row"
      data-scene-name={scene.name}
    >
      <Group gap={4} wrap="nowrap">
        {canEdit && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            style={{ cursor: 'grab', touchAction: 'none' }}
            aria-label={t('STORIES.SCENES.DRAG', { name: scene.name })}
            {...attributes}
            {...listeners}
            data-testid="scene-handle"
          >
            <IconGripVertical size={14} />
          </ActionIcon>
        )}
        <UnstyledButton
          onClick={onSelect}
          onKeyDown={(event) => {
            if (!canEdit || !event.altKey) return;
            if (event.key === 'ArrowUp' && canMoveUp) {
              event.preventDefault();
              onMove(-1);
            } else if (event.key === 'ArrowDown' && canMoveDown) {
              event.preventDefault();
              onMove(1);
            }
          }}
          style={{ flex: 1, minWidth: 0, padding: '4px 2px' }}
          aria-current={selected ? 'true' : undefined}
          data-testid="scene-open"
        >
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed" w={18} ta="right">
              {index + 1}
            </Text>
            <Text size="sm" truncate="end" style={{ flex: 1, minWidth: 0 }}>
              {scene.name}
            </Text>
            {scene.links.length > 0 && (
              <Badge
                size="xs"
                variant="light"
                color="gray"
                leftSection={<IconLink size={10} />}
                aria-label={t('STORIES.SCENES.LINKS', { count: scene.links.length })}
              >
                {scene.links.length}
              </Badge>
            )}
          </Group>
        </UnstyledButton>
        {canEdit && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('STORIES.SCENES.ACTIONS', { name: scene.name })}
                data-testid="scene-menu"
              >
                <IconDots size={14} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconArrowUp size={14} />}
                disabled={!canMoveUp}
                onClick={() => onMove(-1)}
                data-testid="scene-move-up"
              >
                {t('STORIES.SCENES.MOVE_UP')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowDown size={14} />}
                disabled={!canMoveDown}
                onClick={() => onMove(1)}
                data-testid="scene-move-down"
              >
                {t('STORIES.SCENES.MOVE_DOWN')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={onDelete}
                data-testid="scene-delete"
              >
                {t('STORIES.SCENES.DELETE')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
}
