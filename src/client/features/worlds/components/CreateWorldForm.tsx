import { Button, Paper, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { worldRequest, type World } from '../../../../shared/schemas/world';
import { sessionUserAtom } from '../../../lib/session';
import { useCreateWorld } from '../api/create-world';
import { useWorldForm, WorldFields } from './WorldFields';

/** The id of the name field, so an empty list can send the user straight to it. */
export const createWorldNameId = 'create-world-name';

/** SPEC §2.3: the form that creates the first or a new world. */
export function CreateWorldForm({
  onCreated,
  headingOrder = 2,
}: {
  onCreated: (world: World) => void;
  /** 1 when the form is the whole page (`/create-setting`). */
  headingOrder?: 1 | 2;
}) {
  const { t } = useTranslation();
  const user = useAtomValue(sessionUserAtom);
  const create = useCreateWorld();
  const worldForm = useWorldForm({ name: '', urlName: '', description: '' });
  const { form } = worldForm;

  const submit = form.onSubmit((values) => {
    create.mutate(worldRequest.parse(values), {
      onSuccess: (world) => {
        form.reset();
        onCreated(world);
      },
    });
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="create-world-title">
      <Title order={headingOrder} size="h3" id="create-world-title">
        {t('WORLDS.CREATE.TITLE')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('WORLDS.CREATE.TEXT')}
      </Text>
      <form onSubmit={submit} noValidate data-testid="create-world-form">
        <WorldFields
          worldForm={worldForm}
          ownerUserName={user?.userName ?? ''}
          suggestUrl
          nameId={createWorldNameId}
        />
        <Button
          type="submit"
          mt="md"
          fullWidth
          leftSection={<IconPlus size={16} />}
          loading={create.isPending}
        >
          {t('WORLDS.CREATE.SUBMIT')}
        </Button>
      </form>
    </Paper>
  );
}
