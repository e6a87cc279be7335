import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { choiceKey, heatLevel, type HeatLevel } from '../../model/play-heat';
import { usePlayHeat } from './play-heat-context';

const levelColors: Record<HeatLevel, string> = {
  none: 'red',
  cold: 'blue',
  warm: 'yellow',
  hot: 'orange',
};

/** In how many plays a node was reached; red when none was. Nothing while the overlay is off. */
export function NodeHeatCount({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation();
  const heat = usePlayHeat();
  if (!heat) return null;
  const count = heat.nodes.get(nodeId) ?? 0;
  const label =
    count === 0
      ? t('DIALOG_SHARING.HEAT.NOT_REACHED')
      : t('DIALOG_SHARING.HEAT.NODE', { count, plays: heat.plays });
  return (
    <Tooltip label={label}>
      <Badge
        size="sm"
        variant={count === 0 ? 'outline' : 'filled'}
        color={levelColors[heatLevel(count, heat.plays)]}
        aria-label={label}
        data-testid="node-heat"
        data-count={count}
        style={{ flex: 'none' }}
      >
        {count}
      </Badge>
    </Tooltip>
  );
}

/** In how many plays a choice was taken. */
export function ChoiceHeatCount({ nodeId, choiceId }: { nodeId: string; choiceId: string }) {
  const { t } = useTranslation();
  const heat = usePlayHeat();
  if (!heat) return null;
  const count = heat.choices.get(choiceKey(nodeId, choiceId)) ?? 0;
  return (
    <Badge
      size="xs"
      variant="light"
      color={count === 0 ? 'gray' : levelColors[heatLevel(count, heat.plays)]}
      title={t('DIALOG_SHARING.HEAT.CHOICE', { count })}
      aria-label={t('DIALOG_SHARING.HEAT.CHOICE', { count })}
      data-testid="choice-heat"
      data-count={count}
      mr={4}
    >
      {count}
    </Badge>
  );
}
