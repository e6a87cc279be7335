import { Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CreateWorldForm } from '../../features/worlds/components/CreateWorldForm';
import { WorldList } from '../../features/worlds/components/WorldList';
import { worldPath } from '../layout/nav-items';

/** SPEC §2.3 Select world: the caller's worlds and the form that creates one. */
export default function SelectSettingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
          <CreateWorldForm onCreated={(world) => navigate(worldPath(world, 'world'))} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
