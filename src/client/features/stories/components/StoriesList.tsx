import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { StorySummary } from '../../../../shared/schemas/story';
import { confirmDelete } from '../../../components/confirm';
import { VisibilityBadge } from '../../../components/VisibilityBadge';
import { useDeleteStory } from '../api/delete-story';
import { useStories } from '../api/get-stories';
import { StoryFormModal } from './StoryFormModal';

interface Props {
  worldId: string;
  canEdit: boolean;
  storyHref: (storyId: string) => string;
}

/** SPEC §2.3 Stories: the world's stories with their counts, searched by name; writers and owners create and delete. */
export function StoriesList({ worldId, canEdit, storyHref }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const stories = useStories(worldId, debounced);
  const [creating, setCreating] = useState(false);
  const remove = useDeleteStory(worldId);

  const askDelete = async (story: StorySummary) => {
    const confirmed = await confirmDelete({
      text: t('STORIES.LIST.DELETE_TEXT', { name: story.name, count: story.scenes }),
    });
    if (confirmed) remove.mutate(story.id);
  };

  const items = stories.data?.items ?? [];
  const noStories = !debounced && stories.data?.total === 0;

  return (
    <Stack gap="md">
      {!noStories && (
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <TextInput
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            leftSection={<IconSearch size={16} />}
            placeholder={t('STORIES.LIST.SEARCH')}
            aria-label={t('STORIES.LIST.SEARCH')}
            w={{ base: '100%', xs: 320 }}
            data-testid="stories-search"
          />
          {canEdit && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setCreating(true)}
              data-testid="story-add"
            >
              {t('STORIES.LIST.NEW')}
            </Button>
          )}
        </Group>
      )}
      {stories.isPending ? (
        <Center h={200}>
          <Loader />
        </Center>
      ) : stories.isError ? (
        <Alert color="red">{t('STORIES.LIST.LOAD_FAILED')}</Alert>
      ) : noStories ? (
        <Paper withBorder radius="md" p="xl" ta="center" data-testid="stories-empty">
          <Title order={2} size="h4" mb="xs">
            {t('STORIES.LIST.EMPTY_TITLE')}
          </Title>
          <Text c="dimmed" mb="md" maw={560} mx="auto">
            {t(canEdit ? 'STORIES.LIST.EMPTY_TEXT' : 'STORIES.LIST.EMPTY_VIEWER')}
          </Text>
          {canEdit && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setCreating(true)}
              data-testid="story-add"
            >
              {t('STORIES.LIST.NEW')}
            </Button>
          )}
        </Paper>
      ) : items.length === 0 ? (
        <Text c="dimmed" data-testid="stories-nothing-found">
          {t('STORIES.LIST.NOTHING_FOUND')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="stories-list">
          <Text size="sm" c="dimmed">
            {t('STORIES.LIST.TOTAL', { count: stories.data.total })}
          </Text>
          {items.map((story) => (
            <Paper key={story.id} withBorder radius="md" p="sm" data-testid="story-row">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <Anchor
                      component={Link}
                      to={storyHref(story.id)}
                      fw={600}
                      style={{ overflowWrap: 'anywhere' }}
                      data-testid="story-link"
                    >
                      {story.name}
                    </Anchor>
                    <Badge variant="light" size="sm">
                      {t(`STORIES.TYPES.${story.type}`)}
                    </Badge>
                    <VisibilityBadge visibility={story.visibility} />
                  </Group>
                  {story.description && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {story.description}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" data-testid="story-counts">
                    {t('STORIES.LIST.BLOCKS', { count: story.blocks })} ·{' '}
                    {t('STORIES.LIST.SCENES', { count: story.scenes })}
                  </Text>
                </Stack>
                {canEdit && (
                  <Tooltip label={t('STORIES.LIST.DELETE')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('STORIES.LIST.DELETE_NAMED', { name: story.name })}
                      onClick={() => void askDelete(story)}
                      data-testid="story-delete"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <StoryFormModal
        worldId={worldId}
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(story) => {
          setCreating(false);
          navigate(storyHref(story.id));
        }}
      />
    </Stack>
  );
}
