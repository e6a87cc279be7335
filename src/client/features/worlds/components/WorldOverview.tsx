import { Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { World } from '../../../../shared/schemas/world';
import { paths } from '../../../app/route-names';
import { worldPath } from '../../../app/layout/nav-items';
import { RoleBadge } from './RoleBadge';

/** The head of a world's dashboard: its name, owner, the caller's role and its description. */
export function WorldOverview({ world }: { world: World }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="header">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="world-title">
          {world.name}
        </Title>
        <Button
          component={Link}
          to={worldPath(world, 'details')}
          variant="default"
          size="xs"
          leftSection={<IconSettings size={14} />}
        >
          {t('NAVBAR.SETTINGS')}
        </Button>
      </Group>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('WORLDS.CARD.OWNER')}{' '}
          {/* Underlined: inside dimmed text, the link's colour alone does not set it apart. */}
          <Anchor
            component={Link}
            to={paths.ownerWorlds(world.ownerUserName)}
            size="sm"
            underline="always"
          >
            {world.ownerUserName}
          </Anchor>
        </Text>
        <Divider orientation="vertical" />
        <Text size="sm" c="dimmed">
          {t('WORLDS.OVERVIEW.YOUR_ROLE')}
        </Text>
        <RoleBadge role={world.currentUserRole} />
      </Group>
      <Text
        maw={820}
        c={world.description ? undefined : 'dimmed'}
        fs={world.description ? undefined : 'italic'}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="world-description"
      >
        {world.description || t('WORLDS.CARD.NO_DESCRIPTION')}
      </Text>
    </Stack>
  );
}
