import { Grid, Stack } from '@mantine/core';
import { ActivityFeed } from '../../features/feed/components/ActivityFeed';
import { TeamMembers } from '../../features/members/components/TeamMembers';
import { WorldOverview } from '../../features/worlds/components/WorldOverview';
import { useSelectedWorld } from '../../lib/world-context';
import { worldPath } from '../layout/nav-items';

/**
 * SPEC §2.3 Dashboard: the world, its last activities and its team. The
 * summary counts and "things to do" come with the documents and the rest.
 */
export default function WorldDashboardPage() {
  const world = useSelectedWorld();
  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <WorldOverview world={world} />
      <Grid gap="lg">
        {/* On a phone the short team list comes first, above the long feed. */}
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <ActivityFeed worldId={world.id} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <TeamMembers worldId={world.id} accessHref={worldPath(world, 'details?tab=access')} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
