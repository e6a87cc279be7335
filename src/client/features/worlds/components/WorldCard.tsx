import { Anchor, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { World } from '../../../../shared/schemas/world';
import { paths } from '../../../app/route-names';
import { worldPath } from '../../../app/layout/nav-items';
import { RoleBadge } from './RoleBadge';

/** One world of the list: name, description, owner, the caller's role, and the way in. */
export function WorldCard({ world }: { world: World }) {
  const { t } = useTranslation();
  const titleId = `world-card-${world.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="world-card"
      data-world={`${world.ownerUserName}/${world.urlName}`}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={worldPath(world, 'world')} c="inherit" underline="hover">
            {world.name}
          </Anchor>
        </Title>
        <RoleBadge role={world.currentUserRole} />
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
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
      <Text
        size="sm"
        mt="sm"
        lineClamp={3}
        c={world.description ? undefined : 'dimmed'}
        fs={world.description ? undefined : 'italic'}
        style={{ flexGrow: 1 }}
      >
        {world.description || t('WORLDS.CARD.NO_DESCRIPTION')}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button
          component={Link}
          to={worldPath(world, 'world')}
          variant="light"
          size="xs"
          rightSection={<IconArrowRight size={14} />}
          aria-label={t('WORLDS.CARD.OPEN_LABEL', { name: world.name })}
        >
          {t('WORLDS.CARD.OPEN')}
        </Button>
      </Group>
    </Card>
  );
}
