import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../shared/errors';
import { storyUpdateRequest, type Story, type StoryType } from '../../../../shared/schemas/story';
import { ApiError } from '../../../lib/api-error';
import { showFormError } from '../../../lib/form-server-errors';
import { useSchemaForm } from '../../../lib/form';
import { storyQueryOptions } from '../api/get-story';
import { useUpdateStory } from '../api/update-story';
import { StoryTypeSelect } from './StoryTypeSelect';
import { VisibilityBadge } from '../../../components/VisibilityBadge';
import { VisibilitySelect } from '../../../components/VisibilitySelect';
import type { Visibility } from '../../../../shared/visibility';

interface Props {
  worldId: string;
  story: Story;
  canEdit: boolean;
}

/** The story's name, type and description; writers and owners edit them in place. */
export function StoryHeader({ worldId, story, canEdit }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (editing)
    return <HeaderForm worldId={worldId} story={story} onDone={() => setEditing(false)} />;
  return (
    <Stack gap={6} data-testid="story-header">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" align="center" wrap="wrap" style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="story-title">
            {story.name}
          </Title>
          <Badge variant="light" data-testid="story-type-badge">
            {t(`STORIES.TYPES.${story.type}`)}
          </Badge>
          <VisibilityBadge visibility={story.visibility} />
        </Group>
        {canEdit && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} />}
            onClick={() => setEditing(true)}
            style={{ flexShrink: 0 }}
            data-testid="story-edit"
          >
            {t('COMMON.EDIT')}
          </Button>
        )}
      </Group>
      {story.description ? (
        <Text c="dimmed" style={{ whiteSpace: 'pre-wrap' }} data-testid="story-description-text">
          {story.description}
        </Text>
      ) : null}
    </Stack>
  );
}

interface Values extends Record<string, unknown> {
  name: string;
  type: StoryType | '';
  description: string;
  visibility: Visibility | null;
  version: number;
}

const valuesOf = (story: Story): Values => ({
  name: story.name,
  type: story.type,
  description: story.description,
  visibility: story.visibility,
  version: story.version,
});

/** Saved on the version it was opened at: after someone else's save it shows theirs and says so. */
function HeaderForm({
  worldId,
  story,
  onDone,
}: {
  worldId: string;
  story: Story;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateStory(worldId, story.id);
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  const { form, field } = useSchemaForm<Values>(storyUpdateRequest, {
    initialValues: valuesOf(story),
    validateInputOnBlur: false,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({ ...values, type: values.type as StoryType });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.hasCode(ErrorCode.staleVersion)) {
        const theirs = await queryClient.fetchQuery({
          ...storyQueryOptions(worldId, story.id),
          staleTime: 0,
        });
        form.setValues(valuesOf(theirs));
        form.resetDirty(valuesOf(theirs));
        setStale(true);
        return;
      }
      showFormError(error, {}, () => undefined);
    }
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {stale && (
            <Alert color="yellow" data-testid="story-stale">
              {t('STORIES.STORY.STALE')}
            </Alert>
          )}
          <TextInput
            {...field('name')}
            label={t('STORIES.FORM.NAME')}
            withAsterisk
            maxLength={200}
            data-testid="story-name"
          />
          <StoryTypeSelect
            value={form.values.type}
            onChange={(type) => form.setFieldValue('type', type)}
            error={field('type').error}
            testId="story-type"
          />
          <Textarea
            {...field('description')}
            label={t('STORIES.FORM.DESCRIPTION')}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={5000}
            data-testid="story-description"
          />
          <VisibilitySelect
            value={form.values.visibility}
            onChange={(visibility) => form.setFieldValue('visibility', visibility)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('COMMON.CANCEL')}
            </Button>
            <Button type="submit" loading={update.isPending} data-testid="story-save">
              {t('COMMON.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
