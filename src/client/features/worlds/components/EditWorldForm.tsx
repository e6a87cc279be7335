import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { worldRequest, type World } from '../../../../shared/schemas/world';
import { useUpdateWorld } from '../api/update-world';
import { useWorldListSync } from '../hooks/use-world-list-sync';
import { useWorldForm, WorldFields } from './WorldFields';

/**
 * World settings, World tab, for the owner: name, URL name and description.
 * `stayAt` is the world child (with its query) the page stays on after a new URL name.
 */
export function EditWorldForm({ world, stayAt }: { world: World; stayAt: string }) {
  const { t } = useTranslation();
  const update = useUpdateWorld();
  const sync = useWorldListSync();
  const worldForm = useWorldForm({
    name: world.name,
    urlName: world.urlName,
    description: world.description,
  });
  const { form } = worldForm;

  // A newer world from elsewhere (a live update, another tab) shows when nothing here is
  // unsaved; the owner's typing is never replaced.
  useEffect(() => {
    if (form.isDirty()) return;
    const shown = { name: world.name, urlName: world.urlName, description: world.description };
    form.setInitialValues(shown);
    form.setValues(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form object is stable; a newer world is the trigger
  }, [world.updatedAt]);

  const submit = form.onSubmit(async (values) => {
    const updated = await update
      .mutateAsync({ id: world.id, body: worldRequest.parse(values) })
      .catch(() => null);
    if (!updated) return; // the error banner says why
    form.setInitialValues({
      name: updated.name,
      urlName: updated.urlName,
      description: updated.description,
    });
    form.reset();
    await sync.follow(world, updated, stayAt);
    notifications.show({ color: 'green', message: t('WORLDS.SETTINGS.SAVED') });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="edit-world-form">
      <WorldFields worldForm={worldForm} ownerUserName={world.ownerUserName} />
      <Group justify="flex-end" mt="md">
        <Button
          variant="default"
          onClick={() => form.reset()}
          disabled={!form.isDirty() || update.isPending}
        >
          {t('COMMON.CANCEL')}
        </Button>
        <Button
          type="submit"
          leftSection={<IconDeviceFloppy size={16} />}
          loading={update.isPending}
          disabled={!form.isDirty()}
        >
          {t('COMMON.SAVE')}
        </Button>
      </Group>
    </form>
  );
}
