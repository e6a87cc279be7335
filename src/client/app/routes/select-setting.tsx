import { Grid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CreateWorldForm } from '../../features/worlds/components/CreateWorldForm';
import { WorldList } from '../../features/worlds/components/WorldList';
import { worldsQueryOptions } from '../../features/worlds/api/get-worlds';
import { ImportWorldPanel } from '../../features/transfer/components/ImportWorldPanel';
import { suggestUrlName } from '../../features/worlds/slug';
import { sessionUserAtom } from '../../lib/session';
import { worldPath } from '../layout/nav-items';

/** SPEC §2.3 Select world: the caller's worlds and the form that creates one. */
export default function SelectSettingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useAtomValue(sessionUserAtom);
  const worlds = useQuery(worldsQueryOptions());
  const ownUrlNames = useMemo(
    () =>
      new Set(
        (worlds.data ?? [])
          .filter((world) => world.ownerUserName === user?.userName)
          .map((world) => world.urlName),
      ),
    [worlds.data, user?.userName],
  );
  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('WORLDS.LIST.TITLE')}
        </Title>
        <Text c="dimmed">{t('WORLDS.LIST.SUBTITLE')}</Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <WorldList withCreateForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <CreateWorldForm onCreated={(world) => navigate(worldPath(world, 'world'))} />
            <ImportWorldPanel
              takenUrlNames={ownUrlNames}
              suggestUrlName={suggestUrlName}
              worldHref={(report) =>
                worldPath(
                  { ownerUserName: report.ownerUserName, urlName: report.world.urlName },
                  'world',
                )
              }
              onImported={() =>
                void queryClient.invalidateQueries({ queryKey: worldsQueryOptions().queryKey })
              }
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
