import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { World } from '../../../../shared/schemas/world';
import { worldNavItems } from '../../../app/layout/nav-items';

/**
 * A public world's home page for a reader: its cover, name, owner and
 * description, and the ways into it. Nothing here asks for members-only
 * data (counts, tasks, the feed, the team).
 */
export function ReaderWorldHome({ world, cover }: { world: World; cover: ReactNode }) {
  const { t } = useTranslation();
  const sections = worldNavItems(world).filter((item) => item.labelKey !== 'NAVBAR.WORLD');
  return (
    <Stack gap="lg" maw={1000} mx="auto">
      {cover}
      <Stack gap="xs" component="header">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="world-title">
          {world.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('WORLDS.CARD.OWNER')} {world.ownerUserName}
        </Text>
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
      <Group gap="sm" component="nav" aria-label={world.name}>
        {sections.map((item) => (
          <Button key={item.to} component={Link} to={item.to} variant="default">
            {t(item.labelKey)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
