import { Anchor, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { WorldAnalytics } from '../../features/analytics/components/WorldAnalytics';
import { useWorlds } from '../../features/worlds/api/get-worlds';
import { paths } from '../route-names';

/**
 * Analytics (SPEC §2.1, outside any world): the user picks one of their
 * worlds, kept in the address so a view can be shared, and sees its figures.
 */
export default function AnalyticsPage() {
  const { t } = useTranslation();
  const worlds = useWorlds();
  const [params, setParams] = useSearchParams();
  const list = worlds.data ?? [];
  const world = list.find((entry) => entry.id === params.get('world')) ?? list[0];

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('ANALYTICS.TITLE')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('ANALYTICS.INTRO')}
          </Text>
        </Stack>
        {list.length > 0 && (
          <Select
            label={t('ANALYTICS.WORLD')}
            w={280}
            maw="100%"
            data={list.map((entry) => ({
              value: entry.id,
              label: `${entry.name} — ${entry.ownerUserName}`,
            }))}
            value={world?.id ?? null}
            onChange={(id) => id && setParams({ world: id }, { replace: true })}
            allowDeselect={false}
            searchable={list.length > 8}
            data-testid="analytics-world"
          />
        )}
      </Group>
      {worlds.isPending ? (
        <Skeleton h={300} radius="md" />
      ) : world ? (
        <WorldAnalytics key={world.id} world={world} />
      ) : worlds.isSuccess ? (
        <Text c="dimmed" data-testid="analytics-no-worlds">
          {t('ANALYTICS.NO_WORLDS')}{' '}
          <Anchor component={Link} to={paths.selectSetting()}>
            {t('ANALYTICS.CREATE_WORLD')}
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}
