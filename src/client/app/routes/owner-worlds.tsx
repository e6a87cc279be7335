import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { WorldList } from '../../features/worlds/components/WorldList';

/** SPEC §2.1 `/{ownerUserName}`: the world list, for that owner. */
export default function OwnerWorldsPage() {
  const { t } = useTranslation();
  const { ownerUserName = '' } = useParams();
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <div>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {t('WORLDS.LIST.OWNER_TITLE', { owner: ownerUserName })}
        </Title>
        <Text c="dimmed">{t('WORLDS.LIST.OWNER_SUBTITLE')}</Text>
      </div>
      <WorldList ownerUserName={ownerUserName} />
    </Stack>
  );
}
