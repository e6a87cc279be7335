import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../../shared/schemas/dashboard';
import { formatMonth } from '../chart-data';
import { ChartCard } from './ChartCard';
import { DataTable } from './DataTable';

/** Documents created per month, oldest first (the server fills the empty months between). */
export function DocumentsPerMonthChart({ months }: { months: Analytics['documentsPerMonth'] }) {
  const { t, i18n } = useTranslation();
  const data = useMemo(
    () => months.map((entry) => ({ month: formatMonth(entry.month, i18n.language), count: entry.count })),
    [months, i18n.language],
  );
  const title = t('ANALYTICS.PER_MONTH.TITLE');
  return (
    <ChartCard id="chart-per-month" title={title} emptyText={data.length ? undefined : t('ANALYTICS.PER_MONTH.EMPTY')}>
      <BarChart
        h={260}
        data={data}
        dataKey="month"
        series={[{ name: 'count', label: t('ANALYTICS.PER_MONTH.SERIES'), color: 'ember.6' }]}
        tickLine="y"
        // One busy month would otherwise be a wall of colour.
        barProps={{ maxBarSize: 56 }}
        yAxisProps={{ allowDecimals: false }}
        aria-hidden
        accessibilityLayer={false}
      />
      <DataTable
        caption={title}
        headers={[t('ANALYTICS.PER_MONTH.MONTH'), t('ANALYTICS.PER_MONTH.SERIES')]}
        rows={data.map((entry) => ({ label: entry.month, value: entry.count }))}
      />
    </ChartCard>
  );
}
