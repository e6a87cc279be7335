import { Box, Grid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SummaryCards } from '../../features/dashboard/components/SummaryCards';
import { DocumentsOverview } from '../../features/dashboard/components/DocumentsOverview';
import { TodoList } from '../../features/dashboard/components/TodoList';
import { feedQueryOptions } from '../../features/feed/api/get-feed';
import { ActivityFeed } from '../../features/feed/components/ActivityFeed';
import { WorldCoverBanner } from '../../features/images/components/WorldCoverBanner';
import { useMembers } from '../../features/members/api/get-members';
import { TeamMembers } from '../../features/members/components/TeamMembers';
import { WorldSearch } from '../../features/search/components/WorldSearch';
import { WorldOverview } from '../../features/worlds/components/WorldOverview';
import { ReaderWorldHome } from '../../features/worlds/components/ReaderWorldHome';
import type { World } from '../../../shared/schemas/world';
import { useSelectedWorld } from '../../lib/world-context';
import { worldPath } from '../layout/nav-items';

/**
 * SPEC §2.3 Dashboard: the world, its counts, the shared checklist, its
 * documents by list or by tag, the last activities and the team.
 */
export default function WorldDashboardPage() {
  const world = useSelectedWorld();
  // A reader's home asks for nothing members-only; its hooks live apart from the members' page.
  return world.currentUserRole === 'reader' ? (
    <ReaderWorldHome
      world={world}
      cover={<WorldCoverBanner worldId={world.id} worldName={world.name} />}
    />
  ) : (
    <MemberDashboard world={world} />
  );
}

function MemberDashboard({ world }: { world: World }) {
  const members = useMembers(world.id);
  const queryClient = useQueryClient();
  // A task added or ticked shows up in the feed on the same page.
  const refreshFeed = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: feedQueryOptions(world.id).queryKey }),
    [queryClient, world.id],
  );

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <WorldCoverBanner worldId={world.id} worldName={world.name} />
      <WorldOverview world={world} />
      {/* Below 1280 px the top bar has no search field; the world's home page offers it instead. */}
      <Box hiddenFrom="lg">
        <WorldSearch world={world} width="100%" dropdownWidth="target" size="sm" />
      </Box>
      <SummaryCards world={world} />
      <Grid gap="lg">
        {/* On a phone the short lists (tasks, team) come first, above the long ones. */}
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <DocumentsOverview world={world} />
            <ActivityFeed worldId={world.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <TodoList worldId={world.id} members={members.data ?? []} onChanged={refreshFeed} />
            <TeamMembers worldId={world.id} accessHref={worldPath(world, 'details?tab=access')} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
