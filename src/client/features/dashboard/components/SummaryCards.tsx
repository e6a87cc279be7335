import { Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import {
  IconBook,
  IconCalendarEvent,
  IconFileText,
  IconMap,
  IconMessages,
  IconPhoto,
  IconShare,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { World } from '../../../../shared/schemas/world';
import { paths } from '../../../app/route-names';
import { useSummary } from '../api/get-summary';
import { summaryCards, summaryTargets, type SummaryKind } from '../summary-cards';
import classes from './dashboard.module.css';

const icons: Record<SummaryKind, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  stories: IconBook,
  dialogs: IconMessages,
  documents: IconFileText,
  events: IconCalendarEvent,
  images: IconPhoto,
  maps: IconMap,
  relations: IconShare,
};

/**
 * SPEC §2.4 summary counts: a card per module the world has, each opening its
 * section. The link's name is its visible text ("3 Stories"), so speech
 * control users can say what they see (axe label-content-name-mismatch).
 */
export function SummaryCards({
  world,
}: {
  world: Pick<World, 'id' | 'ownerUserName' | 'urlName'>;
}) {
  const { t, i18n } = useTranslation();
  const summary = useSummary(world.id);
  if (summary.isPending) return <Skeleton h={76} maw={220} radius="md" />;
  if (summary.isError) return null;

  const cards = summaryCards(summary.data.counts);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4, lg: 7 }}
      spacing="sm"
      component="ul"
      aria-label={t('DASHBOARD.SUMMARY.TITLE')}
      className={classes.plainList}
      data-testid="summary-cards"
    >
      {cards.map(({ kind, count }) => {
        const Icon = icons[kind];
        return (
          <li key={kind}>
            <UnstyledButton
              component={Link}
              to={paths.worldChild(world.ownerUserName, world.urlName, summaryTargets[kind])}
              className={classes.card}
              data-testid={`summary-${kind}`}
            >
              <Paper withBorder radius="md" p="sm" className={classes.cardInner}>
                <Icon size={20} aria-hidden />
                <Text fz={26} fw={700} lh={1.1}>
                  {number.format(count)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`DASHBOARD.SUMMARY.LABELS.${kind}`)}
                </Text>
              </Paper>
            </UnstyledButton>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
