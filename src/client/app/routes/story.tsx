import { Alert, Anchor, Box, Center, Grid, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ErrorCode } from '../../../shared/errors';
import { useStory } from '../../features/stories/api/get-story';
import { SceneEditor, type LinkHrefs } from '../../features/stories/components/SceneEditor';
import { StoryHeader } from '../../features/stories/components/StoryHeader';
import { StoryOutline } from '../../features/stories/components/StoryOutline';
import { ApiError } from '../../lib/api-error';
import { useCan, useSelectedWorld } from '../../lib/world-context';
import { mobileQuery } from '../theme';
import { paths } from '../route-names';

/**
 * SPEC §2.3 the single-story page: the header, the outline of blocks and
 * scenes, and the open scene (`?scene=`): beside the outline on wide screens,
 * over it below 1280 px. Writers and owners edit; others read.
 */
export default function StoryPage() {
  const { t } = useTranslation();
  const { storyId = '' } = useParams();
  const world = useSelectedWorld();
  const canEdit = useCan('stories.edit');
  const mobile = useMediaQuery(mobileQuery, false) ?? false;
  const story = useStory(world.id, storyId);
  const [params, setParams] = useSearchParams();
  const selectedSceneId = params.get('scene');
  const selectScene = (sceneId: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (sceneId) updated.set('scene', sceneId);
        else updated.delete('scene');
        return updated;
      },
      { replace: true },
    );

  const { ownerUserName: owner, urlName: url } = world;
  const listHref = paths.worldChild(owner, url, 'stories');
  const hrefs: LinkHrefs = {
    document: (id) => paths.document(owner, url, id),
    event: (id) => `${paths.worldChild(owner, url, 'timeline')}?event=${encodeURIComponent(id)}`,
    dialog: (id) => paths.worldChild(owner, url, `dialog/${encodeURIComponent(id)}`),
  };
  const back = (
    <Anchor component={Link} to={listHref} size="sm" data-testid="story-back">
      <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('STORIES.STORY.BACK')}
    </Anchor>
  );

  if (story.isPending) {
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  }
  if (story.isError) {
    const missing = story.error instanceof ApiError && story.error.hasCode(ErrorCode.storyNotFound);
    return (
      <Stack gap="md">
        {back}
        <Alert color={missing ? 'yellow' : 'red'} data-testid="story-missing">
          {t(missing ? 'SERVER_ERROR.40043' : 'STORIES.STORY.LOAD_FAILED')}
        </Alert>
      </Stack>
    );
  }

  const data = story.data;
  const scene =
    data.blocks
      .flatMap((block) => block.scenes)
      .find((candidate) => candidate.id === selectedSceneId) ?? null;
  const editor = scene ? (
    <SceneEditor
      worldId={world.id}
      storyId={data.id}
      scene={scene}
      canEdit={canEdit}
      hrefs={hrefs}
      onClose={() => selectScene(null)}
    />
  ) : null;

  return (
    <Stack gap="md" maw={1280} mx="auto" w="100%" data-testid="story-page">
      {back}
      <StoryHeader worldId={world.id} story={data} canEdit={canEdit} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <StoryOutline
            worldId={world.id}
            story={data}
            canEdit={canEdit}
            selectedSceneId={scene?.id ?? null}
            onSelectScene={selectScene}
          />
        </Grid.Col>
        {!mobile && (
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Box pos="sticky" top={56}>
              {editor ? (
                <Paper withBorder radius="md" p="md">
                  {editor}
                </Paper>
              ) : (
                <Paper withBorder radius="md" p="xl" ta="center" style={{ borderStyle: 'dashed' }}>
                  <Text c="dimmed">
                    {t(
                      data.blocks.some((block) => block.scenes.length)
                        ? 'STORIES.EDITOR.PICK_SCENE'
                        : 'STORIES.EDITOR.NO_SCENES',
                    )}
                  </Text>
                </Paper>
              )}
            </Box>
          </Grid.Col>
        )}
      </Grid>
      {mobile && (
        <Modal
          opened={editor !== null}
          onClose={() => selectScene(null)}
          fullScreen
          title={scene?.name ?? ''}
          data-testid="scene-modal"
        >
          {editor}
        </Modal>
      )}
    </Stack>
  );
}
