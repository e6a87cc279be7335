import { Stack, Tabs, Title } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StoriesList } from '../../features/stories/components/StoriesList';
import { useCan, useSelectedWorld } from '../../lib/world-context';
import { paths } from '../route-names';

/**
 * The tabs of the Stories section, in order; the open one is `?tab=`. Only
 * "stories" so far; dialogs, variables and the meta schema join here.
 */
const tabs = ['stories'] as const;
type Tab = (typeof tabs)[number];
const firstTab: Tab = 'stories';

/** SPEC §2.3 Stories: the world's stories (new story, blocks, scenes), in tabs beside what stories use. */
export default function StoriesPage() {
  const { t } = useTranslation();
  const world = useSelectedWorld();
  const canEdit = useCan('stories.edit');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (tabs as readonly string[]).includes(requested ?? '') ? (requested as Tab) : firstTab;
  const setTab = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (!next || next === firstTab) updated.delete('tab');
      else updated.set('tab', next);
      return updated;
    });
  const storyHref = (storyId: string) => paths.worldChild(world.ownerUserName, world.urlName, `story/${encodeURIComponent(storyId)}`);

  return (
    <Stack gap="md" maw={1280} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('STORIES.TITLE')}
      </Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="stories" leftSection={<IconBook2 size={16} />} data-testid="stories-tab">
            {t('STORIES.TABS.STORIES')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="stories">
          <StoriesList key={world.id} worldId={world.id} canEdit={canEdit} storyHref={storyHref} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
