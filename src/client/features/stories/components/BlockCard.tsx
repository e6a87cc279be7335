import { ActionIcon, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  IconArrowDown,
  IconArrowUp,
  IconDots,
  IconGripVertical,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoryBlock } from '../../../../shared/schemas/story';
import { InlineNameInput } from './InlineNameInput';
import { blockAreaId, blockDragId, sceneDragId, type OutlineItem } from './outline-dnd';
import { SceneRow } from './SceneRow';

interface Props {
  block: StoryBlock;
  index: number;
  blockCount: number;
  canEdit: boolean;
  selectedSceneId: string | null;
  onSelectScene: (sceneId: string) => void;
  onMoveScene: (sceneId: string, step: -1 | 1) => void;
  onDeleteScene: (sceneId: string) => void;
  onAddScene: (name: string) => void;
  onRename: (name: string) => void;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
}

/** A story block (an act, a chapter) and its ordered scenes. */
export function BlockCard(props: Props) {
  const { block, index, blockCount, canEdit } = props;
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  const data: OutlineItem = { type: 'block', blockId: block.id };
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: blockDragId(block.id),
    data,
    disabled: !canEdit,
  });
  const areaData: OutlineItem = { type: 'block-area', blockId: block.id };
  const { setNodeRef: setAreaRef, isOver } = useDroppable({
    id: blockAreaId(block.id),
    data: areaData,
    disabled: !canEdit,
  });

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
        opacity: isDragging ? 0.6 : 1,
      }}
      data-testid="block-card"
      data-block-name={block.name}
    >
      <Stack gap="xs">
        <Group gap={4} wrap="nowrap">
          {canEdit && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              style={{ cursor: 'grab', touchAction: 'none' }}
              aria-label={t('STORIES.BLOCKS.DRAG', { name: block.name })}
              {...attributes}
              {...listeners}
              data-testid="block-handle"
            >
              <IconGripVertical size={16} />
            </ActionIcon>
          )}
          {renaming ? (
            <InlineNameInput
              initial={block.name}
              label={t('STORIES.BLOCKS.NAME')}
              onSubmit={(name) => {
                props.onRename(name);
                setRenaming(false);
              }}
              onCancel={() => setRenaming(false)}
              testId="block-rename-input"
            />
          ) : (
            <Title
              order={2}
              size="h5"
              style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
              data-testid="block-name"
            >
              {block.name}
            </Title>
          )}
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('STORIES.LIST.SCENES', { count: block.scenes.length })}
          </Text>
          {canEdit && !renaming && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t('STORIES.BLOCKS.ACTIONS', { name: block.name })}
                  data-testid="block-menu"
                >
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconPencil size={14} />}
                  onClick={() => setRenaming(true)}
                  data-testid="block-rename"
                >
                  {t('STORIES.BLOCKS.RENAME')}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconArrowUp size={14} />}
                  disabled={index === 0}
                  onClick={() => props.onMove(-1)}
                  data-testid="block-move-up"
                >
                  {t('STORIES.BLOCKS.MOVE_UP')}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconArrowDown size={14} />}
                  disabled={index === blockCount - 1}
                  onClick={() => props.onMove(1)}
                  data-testid="block-move-down"
                >
                  {t('STORIES.BLOCKS.MOVE_DOWN')}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={props.onDelete}
                  data-testid="block-delete"
                >
                  {t('STORIES.BLOCKS.DELETE')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        <SortableContext
          items={block.scenes.map((scene) => sceneDragId(scene.id))}
          strategy={verticalListSortingStrategy}
        >
          <Stack
            ref={setAreaRef}
            gap={4}
            mih={block.scenes.length ? undefined : 36}
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              outline: isOver ? '2px dashed var(--mantine-color-blue-filled)' : undefined,
            }}
            data-testid="block-scenes"
          >
            {block.scenes.length === 0 && (
              <Text size="sm" c="dimmed" py={6} px={4}>
                {t(canEdit ? 'STORIES.BLOCKS.EMPTY' : 'STORIES.BLOCKS.EMPTY_VIEWER')}
              </Text>
            )}
            {block.scenes.map((scene, sceneIndex) => (
              <SceneRow
                key={scene.id}
                scene={scene}
                index={sceneIndex}
                selected={props.selectedSceneId === scene.id}
                canEdit={canEdit}
                canMoveUp={sceneIndex > 0 || index > 0}
                canMoveDown={sceneIndex < block.scenes.length - 1 || index < blockCount - 1}
                onSelect={() => props.onSelectScene(scene.id)}
                onMove={(step) => props.onMoveScene(scene.id, step)}
                onDelete={() => props.onDeleteScene(scene.id)}
              />
            ))}
          </Stack>
        </SortableContext>
        {canEdit &&
          (adding ? (
            <InlineNameInput
              label={t('STORIES.SCENES.NAME')}
              placeholder={t('STORIES.SCENES.NEW_PLACEHOLDER')}
              onSubmit={(name) => {
                props.onAddScene(name);
                setAdding(false);
              }}
              onCancel={() => setAdding(false)}
              testId="scene-new-name"
            />
          ) : (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setAdding(true)}
              style={{ alignSelf: 'flex-start' }}
              data-testid="scene-add"
            >
              {t('STORIES.SCENES.ADD')}
            </Button>
          ))}
      </Stack>
    </Paper>
  );
}
