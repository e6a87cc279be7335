import { Divider, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarTime, IconCategory, IconUsers, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AddMemberForm } from '../../features/members/components/AddMemberForm';
import { MembersTable } from '../../features/members/components/MembersTable';
import { RoleGuide } from '../../features/members/components/RoleGuide';
import { WorldCoverSettings } from '../../features/images/components/WorldCoverSettings';
import { CalendarSettings } from '../../features/timeline/components/CalendarSettings';
import { DocumentTypesPanel } from '../../features/document-types/components/DocumentTypesPanel';
import { DeleteWorldZone } from '../../features/worlds/components/DeleteWorldZone';
import { ExportWorldPanel } from '../../features/transfer/components/ExportWorldPanel';
import { StaticSitePanel } from '../../features/transfer/components/StaticSitePanel';
import { EditWorldForm } from '../../features/worlds/components/EditWorldForm';
import { PublishingPanel } from '../../features/worlds/components/PublishingPanel';
import { LeaveWorldButton } from '../../features/worlds/components/LeaveWorldButton';
import { WorldDetailsReadOnly } from '../../features/worlds/components/WorldDetailsReadOnly';
import { useWorldListSync } from '../../features/worlds/hooks/use-world-list-sync';
import { useCan, useSelectedWorld } from '../../lib/world-context';

const tabs = ['world', 'types', 'timeline', 'access'] as const;
type Tab = (typeof tabs)[number];

function isTab(value: string | null): value is Tab {
  return (tabs as readonly (string | null)[]).includes(value);
}

/** SPEC §2.3 World settings: tabs World, Timeline and Access Level, and the danger zone. */
export default function WorldDetailsPage() {
  const { t } = useTranslation();
  const world = useSelectedWorld();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'world';

  return (
    <Stack gap="md" maw={960} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('WORLDS.SETTINGS.TITLE')}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {world.name}
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) =>
          setSearch(value && value !== 'world' ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="world" leftSection={<IconWorld size={16} />}>
            {t('WORLDS.SETTINGS.TAB_WORLD')}
          </Tabs.Tab>
          <Tabs.Tab
            value="types"
            leftSection={<IconCategory size={16} />}
            data-testid="tab-document-types"
          >
            {t('WORLDS.SETTINGS.TAB_TYPES')}
          </Tabs.Tab>
          <Tabs.Tab value="timeline" leftSection={<IconCalendarTime size={16} />}>
            {t('WORLDS.SETTINGS.TAB_TIMELINE')}
          </Tabs.Tab>
          <Tabs.Tab value="access" leftSection={<IconUsers size={16} />} data-testid="tab-access">
            {t('WORLDS.SETTINGS.TAB_ACCESS')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="world" pt="md">
          <WorldTab />
        </Tabs.Panel>
        <Tabs.Panel value="types" pt="md">
          <TypesTab />
        </Tabs.Panel>
        <Tabs.Panel value="timeline" pt="md">
          <TimelineTab />
        </Tabs.Panel>
        <Tabs.Panel value="access" pt="md">
          <AccessTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function WorldTab() {
  const world = useSelectedWorld();
  const canEdit = useCan('world.edit');
  const canDelete = useCan('world.delete');
  return (
    <Stack gap="xl">
      <Paper withBorder p="md" radius="md">
        {canEdit ? (
          // Keyed by the world, not its last change: a live update must not remount the form under the owner's typing.
          <EditWorldForm key={world.id} world={world} stayAt="details" />
        ) : (
          <WorldDetailsReadOnly world={world} />
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <WorldCoverSettings worldId={world.id} worldName={world.name} canEdit={canEdit} />
      </Paper>
      {canEdit && (
        <Paper withBorder p="md" radius="md">
          <PublishingPanel world={world} />
        </Paper>
      )}
      {canEdit && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xl">
            <ExportWorldPanel worldId={world.id} />
            <StaticSitePanel world={world} />
          </Stack>
        </Paper>
      )}
      {canDelete && <DeleteWorldZone world={world} />}
    </Stack>
  );
}

/** World settings → Document types: every member sees them; writers and the owner change them. */
function TypesTab() {
  const world = useSelectedWorld();
  const canEdit = useCan('documents.edit');
  return (
    <Paper withBorder p="md" radius="md">
      <DocumentTypesPanel worldId={world.id} canEdit={canEdit} />
    </Paper>
  );
}

/** SPEC §2.3 World settings → Timeline: the world's calendar, edited by the owner (SPEC §6 "Edit timeline"). */
function TimelineTab() {
  const world = useSelectedWorld();
  const canEdit = useCan('timeline.edit');
  return (
    <Paper withBorder p="md" radius="md">
      <CalendarSettings worldId={world.id} canEdit={canEdit} />
    </Paper>
  );
}

function AccessTab() {
  const { t } = useTranslation();
  const world = useSelectedWorld();
  const manage = useCan('members.manage');
  const sync = useWorldListSync();
  return (
    <Stack gap="lg">
      {manage && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="add-member-title">
          <Title order={2} size="h4" id="add-member-title">
            {t('WORLDS.MEMBERS.ADD_TITLE')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('WORLDS.MEMBERS.ADD_TEXT')}
          </Text>
          <AddMemberForm worldId={world.id} />
        </Paper>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="members-title">
        <Title order={2} size="h4" id="members-title" mb="xs">
          {t('WORLDS.MEMBERS.TITLE')}
        </Title>
        {!manage && (
          <Text size="sm" c="dimmed" mb="xs">
            {t('WORLDS.MEMBERS.READ_ONLY')}
          </Text>
        )}
        <MembersTable
          world={world}
          manage={manage}
          onTransferred={(updated) => sync.follow(world, updated, 'details?tab=access')}
        />
        <Divider my="md" />
        <RoleGuide current={world.currentUserRole} />
      </Paper>
      {world.currentUserRole !== 'owner' && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" maw={560}>
            {t('WORLDS.MEMBERS.LEAVE_TEXT')}
          </Text>
          <LeaveWorldButton world={world} />
        </Group>
      )}
    </Stack>
  );
}
