import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { storyRequest, type Story, type StoryType } from '../../../../shared/schemas/story';
import { showFormError } from '../../../lib/form-server-errors';
import { useSchemaForm } from '../../../lib/form';
import { useCreateStory } from '../api/create-story';
import { StoryTypeSelect } from './StoryTypeSelect';
import { VisibilitySelect } from '../../../components/VisibilitySelect';
import type { Visibility } from '../../../../shared/visibility';

interface Props {
  worldId: string;
  opened: boolean;
  onClose: () => void;
  onCreated: (story: Story) => void;
}

interface Values extends Record<string, unknown> {
  name: string;
  type: StoryType | '';
  description: string;
  visibility: Visibility | null;
}

/** A new story (SPEC §5: name and type required). */
export function StoryFormModal({ worldId, opened, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('STORIES.FORM.CREATE_TITLE')}>
      {opened && <CreateForm worldId={worldId} onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateForm({ worldId, onClose, onCreated }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const create = useCreateStory(worldId);
  const { form, field } = useSchemaForm<Values>(storyRequest, {
    initialValues: { name: '', type: '', description: '', visibility: null },
    validateInputOnBlur: false,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const story = await create.mutateAsync({ ...values, type: values.type as StoryType });
      onCreated(story);
    } catch (error) {
      showFormError(error, {}, () => undefined);
    }
  });
  const typeError = field('type').error;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          {...field('name')}
          label={t('STORIES.FORM.NAME')}
          withAsterisk
          maxLength={200}
          data-autofocus
          data-testid="story-name"
        />
        <StoryTypeSelect
          value={form.values.type}
          onChange={(type) => form.setFieldValue('type', type)}
          error={typeError}
          testId="story-type"
        />
        <Textarea
          {...field('description')}
          label={t('STORIES.FORM.DESCRIPTION')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={5000}
          data-testid="story-description"
        />
        <VisibilitySelect
          value={form.values.visibility}
          onChange={(visibility) => form.setFieldValue('visibility', visibility)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('COMMON.CANCEL')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="story-create">
            {t('COMMON.CREATE')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
