import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlayHeat } from '../../model/play-heat';

interface Props {
  heat: PlayHeat | null;
  loading: boolean;
  /** Selects a node no tester reached and shows it. */
  onShowNode?: (nodeId: string) => void;
}

/** The line above the builder while the heat is on: plays, finished plays, nodes nobody reached. */
export function PlayHeatSummary({ heat, loading, onShowNode }: Props) {
  const { t } = useTranslation();
  if (loading || !heat)
    return (
      <Group gap="xs">
        <Loader size="xs" aria-label={t('APP.LOADING')} />
      </Group>
    );
  if (heat.plays === 0)
    return (
      <Alert color="gray" variant="light" icon={<IconFlame size={16} />} data-testid="heat-summary">
        {t('DIALOG_SHARING.HEAT.NO_PLAYS')}
      </Alert>
    );
  const firstUnreached = heat.unreached[0];
  return (
    <Alert color="orange" variant="light" icon={<IconFlame size={16} />} data-testid="heat-summary">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm" data-testid="heat-plays" data-plays={heat.plays}>
          {t('DIALOG_SHARING.HEAT.SUMMARY', { count: heat.plays, finished: heat.finished })}
          {heat.unreached.length > 0 &&
            ` · ${t('DIALOG_SHARING.HEAT.UNREACHED', { count: heat.unreached.length })}`}
        </Text>
        {firstUnreached && onShowNode && (
          <Button size="compact-xs" variant="subtle" onClick={() => onShowNode(firstUnreached)}>
            {t('DIALOG_SHARING.HEAT.SHOW_UNREACHED')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
