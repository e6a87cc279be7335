import {
  Alert,
  Anchor,
  Button,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlanet, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/route-names';
import { useWorlds } from '../api/get-worlds';
import { worldsOf } from '../world-list';
import { createWorldNameId } from './CreateWorldForm';
import { WorldCard } from './WorldCard';

interface Props {
  /** `/{ownerUserName}`: only that owner's worlds. */
  ownerUserName?: string;
  /** Whether the create form is on the same page (the empty state then points to it). */
  withCreateForm?: boolean;
}

/** SPEC §2.3 Select world: the caller's worlds as cards, or an invitation to create the first. */
export function WorldList({ ownerUserName, withCreateForm = false }: Props) {
  const { t } = useTranslation();
  const worlds = useWorlds();

  if (worlds.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label={t('APP.LOADING')}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h={150} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (worlds.isError) {
    // The reason is in the error banner; here, a way to try again.
    return (
      <Alert color="red" variant="light" title={t('WORLDS.LIST.LOAD_FAILED')}>
        <Button size="xs" variant="light" mt="xs" onClick={() => void worlds.refetch()}>
          {t('COMMON.RETRY')}
        </Button>
      </Alert>
    );
  }

  const shown = worldsOf(worlds.data, ownerUserName);
  if (shown.length === 0) {
    return ownerUserName !== undefined ? (
      <Paper withBorder p="xl" radius="md" ta="center" data-testid="worlds-empty">
        <Text>{t('WORLDS.LIST.NONE_OF_OWNER', { owner: ownerUserName })}</Text>
        <Anchor component={Link} to={paths.selectSetting()} size="sm">
          {t('WORLDS.LIST.ALL_WORLDS')}
        </Anchor>
      </Paper>
    ) : (
      <EmptyWorlds withCreateForm={withCreateForm} />
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="world-list">
      {shown.map((world) => (
        <WorldCard key={world.id} world={world} />
      ))}
    </SimpleGrid>
  );
}

function EmptyWorlds({ withCreateForm }: { withCreateForm: boolean }) {
  const { t } = useTranslation();
  const goToForm = () => {
    const input = document.getElementById(createWorldNameId);
    input?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    input?.focus({ preventScroll: true });
  };
  return (
    <Paper withBorder p="xl" radius="md" data-testid="worlds-empty">
      <Stack align="center" ta="center" gap="sm">
        <IconPlanet size={48} stroke={1.2} aria-hidden />
        <Title order={2} size="h3">
          {t('WORLDS.EMPTY.TITLE')}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('WORLDS.EMPTY.TEXT')}
        </Text>
        {withCreateForm && (
          <Button leftSection={<IconPlus size={16} />} onClick={goToForm}>
            {t('WORLDS.EMPTY.ACTION')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
