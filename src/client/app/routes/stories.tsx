import { Stack, Tabs, Title } from '@mantine/core';
import {
  IconBook2,
  IconForms,
  IconLanguage,
  IconMessages,
  IconVariable,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LanguagesPanel } from '../../features/dialogs/components/definitions/LanguagesPanel';
import { MetaSchemaPanel } from '../../features/dialogs/components/definitions/MetaSchemaPanel';
import { VariablesPanel } from '../../features/dialogs/components/definitions/VariablesPanel';
import { DialogList } from '../../features/dialogs/components/list/DialogList';
import { StoriesList } from '../../features/stories/components/StoriesList';
import { useCan, useSelectedWorld } from '../../lib/world-context';
import { paths } from '../route-names';

/** The tabs of the Stories section, in order; the open one is `?tab=`. */
const tabs = ['stories', 'dialogs', 'variables', 'meta', 'languages'] as const;
type Tab = (typeof tabs)[number];
const firstTab: Tab = 'stories';
/** A public world's readers read stories and play dialogs; what dialogs are built from is the members'. */
const readerTabs: readonly Tab[] = ['stories', 'dialogs'];

/** SPEC §2.3 Stories: the world's stories (new story, blocks, scenes), in tabs beside what stories use. */
export default function StoriesPage() {
  const { t } = useTranslation();
  const world = useSelectedWorld();
  const canEdit = useCan('stories.edit');
  const canEditDialogs = useCan('dialogs.edit');
  const isMember = useCan('world.view');
  const shownTabs: readonly Tab[] = isMember ? tabs : readerTabs;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (shownTabs as readonly string[]).includes(requested ?? '')
    ? (requested as Tab)
    : firstTab;
  const setTab = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (!next || next === firstTab) updated.delete('tab');
      else updated.set('tab', next);
      return updated;
    });
  const storyHref = (storyId: string) =>
    paths.worldChild(world.ownerUserName, world.urlName, `story/${encodeURIComponent(storyId)}`);
  const dialogHref = (dialogId: string) =>
    paths.dialog(world.ownerUserName, world.urlName, dialogId);

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
          <Tabs.Tab
            value="dialogs"
            leftSection={<IconMessages size={16} />}
            data-testid="dialogs-tab"
          >
            {t('DIALOGS.TITLE')}
          </Tabs.Tab>
          {isMember && (
            <>
              <Tabs.Tab
                value="variables"
                leftSection={<IconVariable size={16} />}
                data-testid="variables-tab"
              >
                {t('DIALOGS.VARIABLES.TITLE')}
              </Tabs.Tab>
              <Tabs.Tab value="meta" leftSection={<IconForms size={16} />} data-testid="meta-tab">
                {t('DIALOGS.META.TITLE')}
              </Tabs.Tab>
              <Tabs.Tab
                value="languages"
                leftSection={<IconLanguage size={16} />}
                data-testid="languages-tab"
              >
                {t('LOCALIZATION.LANGUAGES.TAB')}
              </Tabs.Tab>
            </>
          )}
        </Tabs.List>
        <Tabs.Panel value="stories">
          <StoriesList key={world.id} worldId={world.id} canEdit={canEdit} storyHref={storyHref} />
        </Tabs.Panel>
        <Tabs.Panel value="dialogs">
          <DialogList
            key={world.id}
            worldId={world.id}
            canEdit={canEditDialogs}
            canExport={isMember}
            dialogHref={dialogHref}
            languagesHref="?tab=languages"
          />
        </Tabs.Panel>
        <Tabs.Panel value="variables">
          <VariablesPanel key={world.id} worldId={world.id} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="meta">
          <MetaSchemaPanel key={world.id} worldId={world.id} canEdit={canEditDialogs} />
        </Tabs.Panel>
        <Tabs.Panel value="languages">
          <LanguagesPanel key={world.id} worldId={world.id} canEdit={canEditDialogs} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
