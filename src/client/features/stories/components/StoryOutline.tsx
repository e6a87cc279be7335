import { Button, Stack, Text } from '@mantine/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Story } from '../../../../shared/schemas/story';
import { confirmDelete } from '../../../components/confirm';
import { useAddBlock } from '../api/add-block';
import { useAddScene } from '../api/add-scene';
import { useDeleteBlock } from '../api/delete-block';
import { useDeleteScene } from '../api/delete-scene';
import { storyQueryOptions } from '../api/get-story';
import { useReorderBlocks } from '../api/reorder-blocks';
import { useReorderScenes } from '../api/reorder-scenes';
import { useUpdateBlock } from '../api/update-block';
import {
  moveBlock,
  stepScene,
  type BlockOrderChange,
  type SceneOrderChange,
} from '../model/story-order';
import { BlockCard } from './BlockCard';
import { InlineNameInput } from './InlineNameInput';
import { blockDragId, dropChange, outlineCollisions } from './outline-dnd';

interface Props {
  worldId: string;
  story: Story;
  canEdit: boolean;
  selectedSceneId: string | null;
  onSelectScene: (sceneId: string | null) => void;
}

/**
 * The story's blocks and their scenes, in order. Writers and owners drag
 * blocks and scenes by their handles (a scene may go to another block), or
 * use the keyboard: Space on a handle picks it up, the arrows move it, Space
 * drops it; Alt+↑/↓ on a scene moves it one step. The page shows the new
 * order at once and the server's answer replaces it.
 */
export function StoryOutline({ worldId, story, canEdit, selectedSceneId, onSelectScene }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [addingBlock, setAddingBlock] = useState(false);
  const addBlock = useAddBlock(worldId, story.id);
  const updateBlock = useUpdateBlock(worldId, story.id);
  const deleteBlock = useDeleteBlock(worldId, story.id);
  const reorderBlocks = useReorderBlocks(worldId, story.id);
  const addScene = useAddScene(worldId, story.id);
  const deleteScene = useDeleteScene(worldId, story.id);
  const reorderScenes = useReorderScenes(worldId, story.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const apply = (change: BlockOrderChange | SceneOrderChange | null) => {
    if (!change) return;
    queryClient.setQueryData(storyQueryOptions(worldId, story.id).queryKey, change.story);
    if ('blockIds' in change) reorderBlocks.mutate(change.blockIds);
    else reorderScenes.mutate({ blockId: change.blockId, sceneIds: change.sceneIds });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => apply(dropChange(story, active, over));

  const nameOf = useMemo(() => {
    const names = new Map<string, string>();
    for (const block of story.blocks) {
      names.set(blockDragId(block.id), block.name);
      for (const scene of block.scenes) names.set(`scene:${scene.id}`, scene.name);
    }
    return (id: string | number) => names.get(String(id)) ?? '';
  }, [story]);

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('STORIES.DND.PICKED', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('STORIES.DND.OVER', {
            name: nameOf(active.id),
            over: nameOf(over.id) || t('STORIES.DND.END_OF_BLOCK'),
          })
        : '',
    onDragEnd: ({ active }) => t('STORIES.DND.DROPPED', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('STORIES.DND.CANCELLED', { name: nameOf(active.id) }),
  };

  const askDeleteBlock = async (blockId: string) => {
    const block = story.blocks.find((candidate) => candidate.id === blockId);
    if (!block) return;
    const confirmed = await confirmDelete({
      text: t('STORIES.BLOCKS.DELETE_TEXT', { name: block.name, count: block.scenes.length }),
    });
    if (!confirmed) return;
    if (block.scenes.some((scene) => scene.id === selectedSceneId)) onSelectScene(null);
    deleteBlock.mutate(block.id);
  };

  const askDeleteScene = async (sceneId: string) => {
    const scene = story.blocks
      .flatMap((block) => block.scenes)
      .find((candidate) => candidate.id === sceneId);
    if (!scene) return;
    const confirmed = await confirmDelete({
      text: t('STORIES.SCENES.DELETE_TEXT', { name: scene.name }),
    });
    if (!confirmed) return;
    if (sceneId === selectedSceneId) onSelectScene(null);
    deleteScene.mutate(sceneId);
  };

  return (
    <Stack gap="sm" data-testid="story-outline">
      {story.blocks.length === 0 && (
        <Text c="dimmed" data-testid="story-no-blocks">
          {t(canEdit ? 'STORIES.BLOCKS.NONE' : 'STORIES.BLOCKS.NONE_VIEWER')}
        </Text>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={outlineCollisions}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('STORIES.DND.INSTRUCTIONS') },
        }}
      >
        <SortableContext
          items={story.blocks.map((block) => blockDragId(block.id))}
          strategy={verticalListSortingStrategy}
        >
          {story.blocks.map((block, index) => (
            <BlockCard
              key={block.id}
              block={block}
              index={index}
              blockCount={story.blocks.length}
              canEdit={canEdit}
              selectedSceneId={selectedSceneId}
              onSelectScene={onSelectScene}
              onMoveScene={(sceneId, step) => apply(stepScene(story, sceneId, step))}
              onDeleteScene={(sceneId) => void askDeleteScene(sceneId)}
              onAddScene={(name) =>
                addScene.mutate(
                  { blockId: block.id, body: { name } },
                  {
                    onSuccess: (answer) => {
                      const added = answer?.blocks
                        .find((candidate) => candidate.id === block.id)
                        ?.scenes.at(-1);
                      if (added) onSelectScene(added.id);
                    },
                  },
                )
              }
              onRename={(name) =>
                updateBlock.mutate({ blockId: block.id, body: { name, version: block.version } })
              }
              onMove={(step) => apply(moveBlock(story, block.id, index + step))}
              onDelete={() => void askDeleteBlock(block.id)}
            />
          ))}
        </SortableContext>
      </DndContext>
      {canEdit &&
        (addingBlock ? (
          <InlineNameInput
            label={t('STORIES.BLOCKS.NAME')}
            placeholder={t('STORIES.BLOCKS.NEW_PLACEHOLDER')}
            onSubmit={(name) => {
              addBlock.mutate({ name });
              setAddingBlock(false);
            }}
            onCancel={() => setAddingBlock(false)}
            testId="block-new-name"
          />
        ) : (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setAddingBlock(true)}
            style={{ alignSelf: 'flex-start' }}
            data-testid="block-add"
          >
            {t('STORIES.BLOCKS.ADD')}
          </Button>
        ))}
    </Stack>
  );
}
