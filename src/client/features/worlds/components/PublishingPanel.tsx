import { Badge, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDisclosure } from '@mantine/hooks';
import { IconLock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublishingRequest, World } from '../../../../shared/schemas/world';
import { isVisibility } from '../../../../shared/visibility';
import { CopyableCode } from '../../../components/CopyableCode';
import { worldPath } from '../../../app/layout/nav-items';
import { useUpdatePublishing } from '../api/update-publishing';
import { useWorldListSync } from '../hooks/use-world-list-sync';
import { PublishWorldModal } from './PublishWorldModal';

/**
 * World settings → Publishing, for the owner: private or public (with a
 * warning first), what items are by default, the address to share, and
 * unpublishing, which takes effect at once.
 */
export function PublishingPanel({ world }: { world: World }) {
  const { t } = useTranslation();
  const [confirming, confirm] = useDisclosure(false);
  const update = useUpdatePublishing();
  const sync = useWorldListSync();
  const address = `${window.location.origin}${worldPath(world)}`;

  const save = (body: PublishingRequest, message: string) =>
    update.mutate(
      { id: world.id, body },
      {
        onSuccess: async (updated) => {
          confirm.close();
          await sync.follow(world, updated, 'details');
          notifications.show({ color: 'green', message });
        },
      },
    );

  return (
    <Stack gap="sm" data-testid="publishing-panel">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4">
          {t('WORLDS.PUBLISHING.TITLE')}
        </Title>
        <Badge
          variant="light"
          color={world.isPublic ? 'teal' : 'gray'}
          leftSection={world.isPublic ? <IconWorld size={12} /> : <IconLock size={12} />}
          data-testid="publishing-state"
        >
          {world.isPublic ? t('WORLDS.PUBLISHING.PUBLIC') : t('WORLDS.PUBLISHING.PRIVATE')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {world.isPublic ? t('WORLDS.PUBLISHING.PUBLIC_TEXT') : t('WORLDS.PUBLISHING.PRIVATE_TEXT')}
      </Text>
      <Radio.Group
        label={t('WORLDS.PUBLISHING.DEFAULT_LABEL')}
        description={t('WORLDS.PUBLISHING.DEFAULT_HINT')}
        value={world.defaultVisibility}
        onChange={(value) => {
          if (!isVisibility(value) || value === world.defaultVisibility) return;
          save(
            { isPublic: world.isPublic, defaultVisibility: value },
            t('WORLDS.PUBLISHING.DEFAULT_SAVED'),
          );
        }}
      >
        <Stack gap={6} mt={6}>
          <Radio
            value="members"
            label={t('VISIBILITY.MEMBERS')}
            description={t('VISIBILITY.MEMBERS_HINT')}
            disabled={update.isPending}
          />
          <Radio
            value="public"
            label={t('VISIBILITY.PUBLIC')}
            description={t('VISIBILITY.PUBLIC_HINT')}
            disabled={update.isPending}
            data-testid="default-public"
          />
        </Stack>
      </Radio.Group>
      {world.isPublic && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('WORLDS.PUBLISHING.ADDRESS')}
          </Text>
          <CopyableCode
            value={address}
            label={t('WORLDS.PUBLISHING.COPY')}
            copiedLabel={t('WORLDS.PUBLISHING.COPIED')}
            testId="public-address"
          />
        </Stack>
      )}
      <Group>
        {world.isPublic ? (
          <Button
            variant="default"
            leftSection={<IconLock size={16} />}
            loading={update.isPending}
            data-testid="unpublish-world"
            onClick={() =>
              save(
                { isPublic: false, defaultVisibility: world.defaultVisibility },
                t('WORLDS.PUBLISHING.UNPUBLISHED'),
              )
            }
          >
            {t('WORLDS.PUBLISHING.UNPUBLISH')}
          </Button>
        ) : (
          <Button
            leftSection={<IconWorld size={16} />}
            data-testid="publish-world"
            onClick={confirm.open}
          >
            {t('WORLDS.PUBLISHING.PUBLISH')}
          </Button>
        )}
      </Group>
      <PublishWorldModal
        opened={confirming}
        defaultVisibility={world.defaultVisibility}
        pending={update.isPending}
        onClose={confirm.close}
        onConfirm={() =>
          save(
            { isPublic: true, defaultVisibility: world.defaultVisibility },
            t('WORLDS.PUBLISHING.PUBLISHED'),
          )
        }
      />
    </Stack>
  );
}
