import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../../shared/schemas/dashboard';
import { ChartCard } from './ChartCard';
import { DataTable } from './DataTable';

/** Changes each member made (the feed's records), most first: one horizontal bar per member. */
export function ContributionsChart({
  contributions,
}: {
  contributions: Analytics['contributions'];
}) {
  const { t } = useTranslation();
  const title = t('ANALYTICS.CONTRIBUTIONS.TITLE');
  return (
    <ChartCard
      id="chart-contributions"
      title={title}
      emptyText={contributions.length ? undefined : t('ANALYTICS.CONTRIBUTIONS.EMPTY')}
    >
      <BarChart
        // Room for each name, so a big team does not squeeze the bars into lines.
        h={Math.max(120, contributions.length * 36 + 50)}
        data={contributions}
        dataKey="userName"
        orientation="vertical"
        series={[{ name: 'count', label: t('ANALYTICS.CONTRIBUTIONS.SERIES'), color: 'blue.6' }]}
        yAxisProps={{ width: 110 }}
        xAxisProps={{ allowDecimals: false }}
        gridAxis="y"
        barProps={{ maxBarSize: 24 }}
        aria-hidden
        accessibilityLayer={false}
      />
      <DataTable
        caption={title}
        headers={[t('ANALYTICS.CONTRIBUTIONS.MEMBER'), t('ANALYTICS.CONTRIBUTIONS.SERIES')]}
        rows={contributions.map((entry) => ({ label: entry.userName, values: [entry.count] }))}
      />
    </ChartCard>
  );
}
