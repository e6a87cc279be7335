import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { World } from '../../../../shared/schemas/world';
import { paths } from '../../../app/route-names';
import { useAnalytics } from '../api/get-analytics';
import { ContributionsChart } from './ContributionsChart';
import { CreatedPerMonthChart } from './CreatedPerMonthChart';
import { OrphanList } from './OrphanList';
import { TagsChart } from './TagsChart';

/** Issue 4 item 9: the figures of one world. */
export function WorldAnalytics({
  world,
}: {
  world: Pick<World, 'id' | 'ownerUserName' | 'urlName'>;
}) {
  const { t } = useTranslation();
  const analytics = useAnalytics(world.id);

  if (analytics.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Skeleton h={300} radius="md" />
        <Skeleton h={300} radius="md" />
      </SimpleGrid>
    );
  }
  // The banner says what failed; the page just stays empty.
  if (analytics.isError) return null;

  const figures = analytics.data;
  const hasDocuments = figures.documentsPerMonth.some((month) => month.count > 0);
  return (
    <Stack gap="lg" data-testid="world-analytics">
      {!hasDocuments && (
        <Alert
          variant="light"
          color="blue"
          icon={<IconInfoCircle size={18} />}
          data-testid="analytics-no-documents"
        >
          {t('ANALYTICS.NO_DOCUMENTS')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CreatedPerMonthChart
          documents={figures.documentsPerMonth}
          events={figures.eventsPerMonth}
        />
        <ContributionsChart contributions={figures.contributions} />
        <TagsChart tags={figures.tags} />
        <OrphanList
          orphans={figures.orphans}
          hasDocuments={hasDocuments}
          hrefOf={(id) => paths.document(world.ownerUserName, world.urlName, id)}
        />
      </SimpleGrid>
    </Stack>
  );
}
